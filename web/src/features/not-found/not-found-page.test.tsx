import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("reads 'Page Not Found' and links back to sign-in", async () => {
    const { user } = await renderWithProviders(<NotFoundPage />, { path: '/nowhere', otherPaths: ['/'] });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });
});
