import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aDisbursedLoan } from '../../test/fixtures';
import { readInFilipino } from '../../test/filipino';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { NextPaymentCard } from './next-payment-card';

/** Records the bodies PUT to /api/loans/11/auto-pay and answers as the server does (or fails with `status`). */
function autoPayServer({ status = 200 }: { status?: number } = {}) {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/loans/11/auto-pay', async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      bodies.push(body);
      if (status !== 200) return HttpResponse.json({ message: 'Internal Server Error' }, { status });
      return HttpResponse.json({ loanId: 11, autoPayConsentAt: body.enabled ? '2026-01-15T04:00:00.000Z' : null });
    }),
  );
  return bodies;
}

function autoPaySwitch(): HTMLElement {
  return within(screen.getByRole('region', { name: 'Next Payment' })).getByRole('switch', { name: 'Pay my installment from my wallet on its due date' });
}

describe('automatic payment from the wallet (issue 28, item 4)', () => {
  it('is off by default, says what it does, and turning it on asks the server for exactly that', async () => {
    const bodies = autoPayServer();
    const { user } = await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan({ id: 11, autoPayConsentAt: null })} onPay={vi.fn()} />);
    expect(autoPaySwitch()).not.toBeChecked();
    expect(autoPaySwitch()).toHaveAccessibleDescription(
      'On the due date we pay what is due from your available wallet balance, once. If your wallet holds less, we pay what it holds and tell you. You can turn this off at any time.',
    );
    await user.click(autoPaySwitch());
    await vi.waitFor(() => expect(bodies).toEqual([{ enabled: true }]));
  });

  it('shows since when it is on, and turns off', async () => {
    const bodies = autoPayServer();
    const { user } = await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan({ id: 11, autoPayConsentAt: '2026-01-10T02:00:00.000Z' })} onPay={vi.fn()} />);
    expect(autoPaySwitch()).toBeChecked();
    expect(screen.getByText('On since Jan 10, 2026.')).toBeInTheDocument();
    await user.click(autoPaySwitch());
    await vi.waitFor(() => expect(bodies).toEqual([{ enabled: false }]));
  });

  it('says so when the server did not record the change, and the switch stays as the server holds it', async () => {
    autoPayServer({ status: 500 });
    const { user } = await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan({ id: 11, autoPayConsentAt: null })} onPay={vi.fn()} />);
    await user.click(autoPaySwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('Automatic payment was not changed. Please try again.');
    expect(autoPaySwitch()).not.toBeChecked();
  });

  it('speaks Filipino', async () => {
    await readInFilipino();
    autoPayServer();
    await renderWithProviders(<NextPaymentCard loan={aDisbursedLoan({ id: 11, autoPayConsentAt: '2026-01-10T02:00:00.000Z' })} onPay={vi.fn()} />);
    expect(await screen.findByRole('switch', { name: 'Bayaran ang hulog ko mula sa wallet sa araw ng bayaran' })).toBeChecked();
    expect(screen.getByText('Naka-on mula Jan 10, 2026.')).toBeInTheDocument();
  });
});
