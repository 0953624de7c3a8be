import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';

const kit = useBrowserTest();

describe('routes of a signed-out visitor', () => {
  it('shows Page Not Found on an unknown path', async () => {
    const page = await kit.page();
    await page.goto('/no-such-page');
    // The app renders after the load event: wait for the heading, then check it is shown.
    const heading = page.getByRole('heading', { name: 'Page Not Found' });
    await heading.waitFor();
    await expect(heading.isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'the 404 page');
  });

  it.each(['/dashboard', '/verification'])('sends a visitor of %s to the login screen', async (path) => {
    const page = await kit.page();
    await page.goto(path);
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  });
});
