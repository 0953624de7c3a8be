import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { readInFilipino } from '../../test/filipino';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("reads 'Page Not Found' and links back to sign-in", async () => {
    const { user } = await renderWithProviders(<NotFoundPage />, { path: '/nowhere', otherPaths: ['/'] });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });
});

describe('NotFoundPage in Filipino', () => {
  it('reads in Filipino and links back to sign-in', async () => {
    await readInFilipino();
    await renderWithProviders(<NotFoundPage />, { path: '/nowhere', otherPaths: ['/'] });
    expect(await screen.findByRole('heading', { name: 'Hindi Nahanap ang Page' })).toBeInTheDocument();
    expect(screen.getByText('Wala o nailipat na ang page na hinahanap mo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pumunta sa sign-in page' })).toBeInTheDocument();
  });
});
