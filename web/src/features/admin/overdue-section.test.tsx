import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anAgingReport } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { OverdueSection } from './overdue-section';

describe('OVERDUE REPORT', () => {
  it('shows each aging bucket, the active loans and PAR30 in pesos and as a share, and exports the CSV', async () => {
    server.use(
      http.get('/api/admin/reports/aging', () =>
        HttpResponse.json(
          anAgingReport({
            buckets: [
              { key: '1_30', minDays: 1, maxDays: 30, loans: 2, outstandingPrincipal: 45_000 },
              { key: '31_60', minDays: 31, maxDays: 60, loans: 1, outstandingPrincipal: 20_000 },
              { key: '61_90', minDays: 61, maxDays: 90, loans: 0, outstandingPrincipal: 0 },
              { key: 'over_90', minDays: 91, maxDays: null, loans: 1, outstandingPrincipal: 10_000 },
            ],
            activeLoans: 7,
            outstandingPrincipal: 150_000,
            par30: { loans: 2, outstandingPrincipal: 30_000, share: 0.2 },
          }),
        ),
      ),
    );
    await renderWithProviders(<OverdueSection />);
    const table = await screen.findByRole('table', { name: 'Aging of overdue loans' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Days past dueLoansOutstanding principal',
      '1–30 days2PHP 45,000.00',
      '31–60 days1PHP 20,000.00',
      '61–90 days0PHP 0.00',
      'Over 90 days1PHP 10,000.00',
    ]);
    expect(screen.getByText('As of Nov 22, 2026, Philippine time.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active loans' })).toHaveTextContent('7PHP 150,000.00 outstanding principal');
    expect(screen.getByRole('group', { name: 'Portfolio at risk (PAR30), pesos' })).toHaveTextContent('PHP 30,000.00');
    expect(screen.getByRole('group', { name: 'Portfolio at risk (PAR30), share' })).toHaveTextContent('20.00%');
    expect(screen.getByRole('link', { name: 'EXPORT CSV' })).toHaveAttribute('href', '/api/admin/reports/aging.csv');
  });

  it('counts the restructured and the written-off loans among the active ones (issue 32)', async () => {
    server.use(
      http.get('/api/admin/reports/aging', () =>
        HttpResponse.json(anAgingReport({ flagged: { restructured: { loans: 2, outstandingPrincipal: 48_000 }, writtenOff: { loans: 1, outstandingPrincipal: 150_000 } } })),
      ),
    );
    await renderWithProviders(<OverdueSection />);
    expect(await screen.findByRole('group', { name: 'Restructured' })).toHaveTextContent('PHP 48,000.002 loans');
    expect(screen.getByRole('group', { name: 'Written off' })).toHaveTextContent('PHP 150,000.001 loans, still owed and collected');
  });
});
