import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../test/render';
import { UpdatePrompt } from './update-prompt';

const update = { isUpdateReady: true, reload: vi.fn(), dismiss: vi.fn() };
// The real hook registers the service worker (a build-time virtual module).
vi.mock('../lib/pwa', () => ({ useServiceWorkerUpdate: () => update }));

describe('UpdatePrompt', () => {
  it('offers the new version and reloads into it, or waits', async () => {
    const { user } = await renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update.reload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(update.dismiss).toHaveBeenCalledOnce();
  });

  it('shows nothing while no update is waiting', async () => {
    update.isUpdateReady = false;
    await renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
  });
});
