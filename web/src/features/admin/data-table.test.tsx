import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { aListedPendingLoan } from '../../test/fixtures';
import { LoansSection } from './loans-section';

describe('a staff list that fails to load (issue 28, item 6)', () => {
  it('says it failed, offers a retry, and never calls itself empty', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/loans', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
        return HttpResponse.json([aListedPendingLoan()], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { user } = await renderWithProviders(<LoansSection />, { path: '/admin' });
    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(failure).getByText('Could not load this list')).toBeInTheDocument();
    expect(within(failure).getByText('Check the connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches.')).not.toBeInTheDocument();
    expect(screen.queryByText('No rows')).not.toBeInTheDocument();
    expect(screen.getByText('Not loaded')).toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open loan #11 of Maria Santos' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Could not load this list')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
