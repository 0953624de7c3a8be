import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { DashboardHeader } from './dashboard-header';

const user = aUser({ fullName: 'Maria Santos', email: 'maria@example.com' });

describe('DashboardHeader in Filipino', () => {
  it('switches the greeting, the buttons and their names with the language switch, and back', async () => {
    const { user: clicker } = await renderWithProviders(<DashboardHeader user={user} view="mobile" onViewChange={() => undefined} />, {
      path: '/dashboard',
      otherPaths: ['/'],
    });
    expect(screen.getByText('Welcome,')).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Filipino' }));
    expect(await screen.findByText('Maligayang pagdating,')).toBeInTheDocument();
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lumipat sa desktop view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lumipat sa dark mode' })).toBeInTheDocument();
    expect(screen.getByText('Naka-sign in bilang maria@example.com')).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Welcome,')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to desktop view' })).toBeInTheDocument();
  });
});
