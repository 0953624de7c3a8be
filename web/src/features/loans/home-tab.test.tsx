import type { Loan } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aDisbursedLoan, aLoanAccount, aPendingLoan, aUser, aVerifiedUser, serveWalletApi } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { readInFilipino } from '../../test/filipino';
import { PayFromWalletDialog } from '../wallet';
import { HomeTab } from './home-tab';

function loansAre(loans: Loan[]) {
  server.use(http.get('/api/loans', () => HttpResponse.json(loans)));
}

// The application form is its own chunk (lazyTab): imported once here, so a test waits on React, not on
// the first transform of its modules, which can outlast findBy's wait on a loaded machine.
beforeAll(() => import('./quick-loan-application'));

describe('HomeTab', () => {
  it("shows 'Application in Progress' instead of the form while a loan is pending", async () => {
    loansAre([aPendingLoan({ id: 3, status: 'approved', createdAt: '2025-01-01T00:00:00.000Z' }), aPendingLoan()]);
    const onOpenWallet = vi.fn();
    const { user } = await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={onOpenWallet} PayDialog={PayFromWalletDialog} />);

    expect(await screen.findByRole('heading', { name: 'Application in Progress' })).toBeInTheDocument();
    expect(screen.getByText('Your loan application is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'APPLY IMMEDIATELY' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    // Submitted 2026-03-05T02:30Z is Mar 5, 2026 in Manila.
    expect(screen.getByText(/^Submitted Mar 5, 2026\./)).toBeInTheDocument();
    expect(screen.getByText('PHP 1,200,000.00')).toBeInTheDocument();
    expect(screen.getByText('24 months')).toBeInTheDocument();
    expect(screen.getByText('0.3% per month')).toBeInTheDocument();
    expect(screen.getByText('PHP 53,600.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to my wallet' }));
    expect(onOpenWallet).toHaveBeenCalledOnce();
  });

  it('offers the form when no loan is pending', async () => {
    loansAre([aPendingLoan({ status: 'rejected' }), aLoanAccount({ id: 10, status: 'approved', createdAt: '2026-03-05T02:30:00.000Z' })]);
    await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    expect(await screen.findByRole('heading', { name: 'Quick Loan Application' })).toBeInTheDocument();
    expect(screen.queryByText('Application in Progress')).not.toBeInTheDocument();
    expect(screen.queryByText('Your loan application is under review')).not.toBeInTheDocument();
    expect(screen.queryByText('Complete your identity verification')).not.toBeInTheDocument();
  });

  it('invites an unverified borrower to finish verification', async () => {
    loansAre([]);
    const { user } = await renderWithProviders(<HomeTab user={aUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />, {
      path: '/dashboard',
      otherPaths: ['/verification'],
    });
    expect(await screen.findByText('Complete your identity verification')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quick Loan Application' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue verification' }));
    expect(await screen.findByText('Navigated to /verification')).toBeInTheDocument();
  });

  it('does not offer the wizard to a borrower verified once whose documents staff removed (DEPARTURES 12)', async () => {
    loansAre([]);
    await renderWithProviders(<HomeTab user={aVerifiedUser({ isVerified: false })} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    expect(await screen.findByText('Your documents need updating')).toBeInTheDocument();
    expect(
      screen.getByText('Some of your ID documents need updating before you can apply for a loan. Please contact your loan officer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Complete your identity verification')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue verification' })).not.toBeInTheDocument();
  });

  it('shows the success dialog although the new pending loan replaces the form', async () => {
    let loans: Loan[] = [];
    let body: unknown;
    server.use(
      http.get('/api/loans', () => HttpResponse.json(loans)),
      http.post('/api/loans', async ({ request }) => {
        body = await request.json();
        loans = [aPendingLoan()];
        return HttpResponse.json(loans[0], { status: 201 });
      }),
    );
    const onOpenWallet = vi.fn();
    const { user } = await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={onOpenWallet} PayDialog={PayFromWalletDialog} />);
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'APPLY IMMEDIATELY' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success! You have submitted your loan request successfully' });
    expect(body).toEqual({ amount: 1_200_000, term: 24, interestRate: 0.3 });
    expect(screen.getByRole('heading', { name: 'Application in Progress' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenWallet).not.toHaveBeenCalled();
  });

  it("offers the wallet from the success dialog", async () => {
    let loans: Loan[] = [];
    server.use(
      http.get('/api/loans', () => HttpResponse.json(loans)),
      http.post('/api/loans', () => {
        loans = [aPendingLoan()];
        return HttpResponse.json(loans[0], { status: 201 });
      }),
    );
    const onOpenWallet = vi.fn();
    const { user } = await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={onOpenWallet} PayDialog={PayFromWalletDialog} />);
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'APPLY IMMEDIATELY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success! You have submitted your loan request successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to my wallet' }));
    expect(onOpenWallet).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HomeTab with a loan paid out and open (issue 28, item 3)', () => {
  it('puts the Next Payment card first and keeps the application behind "Apply for another loan"', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const { user } = await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    const next = await screen.findByRole('region', { name: 'Next Payment' });
    expect(within(next).getByText('PHP 179,141.67')).toBeInTheDocument();
    const apply = await screen.findByRole('button', { name: 'Apply for another loan' });
    expect(apply).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Quick Loan Application' })).not.toBeInTheDocument();
    // The card comes before the button in the page's order.
    expect(next.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(apply);
    const form = await screen.findByRole('heading', { name: 'Quick Loan Application' });
    expect(screen.queryByRole('button', { name: 'Apply for another loan' })).not.toBeInTheDocument();
    expect(next.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the pay-from-wallet flow from PAY', async () => {
    serveWalletApi({ loans: [aDisbursedLoan()] });
    const { user } = await renderWithProviders(
      <HomeTab user={aVerifiedUser({ walletBalance: 600_000, availableBalance: 600_000 })} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />,
    );
    const next = await screen.findByRole('region', { name: 'Next Payment' });
    await user.click(within(next).getByRole('button', { name: 'PAY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay From Wallet' });
    expect(within(dialog).getByRole('radio', { name: 'Amount due' })).toBeChecked();
    expect(within(dialog).getByText('PHP 179,141.67')).toBeInTheDocument();
    expect(within(dialog).getByText('PHP 600,000.00')).toBeInTheDocument();
  });

  it('shows no Next Payment card and the form itself when the newest loan is closed', async () => {
    serveWalletApi({ loans: [aDisbursedLoan({ status: 'closed', outstanding: 0, nextDue: null })] });
    await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    expect(await screen.findByRole('heading', { name: 'Quick Loan Application' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for another loan' })).not.toBeInTheDocument();
  });
});

describe('HomeTab in Filipino', () => {
  it('shows the application in progress in Filipino, money and dates as en-PH writes them', async () => {
    loansAre([aPendingLoan()]);
    await readInFilipino();
    await renderWithProviders(<HomeTab user={aVerifiedUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    expect(await screen.findByRole('heading', { name: 'May Application na Pinoproseso' })).toBeInTheDocument();
    expect(screen.getByText('Sinusuri ang iyong loan application')).toBeInTheDocument();
    expect(screen.getByText('naghihintay')).toBeInTheDocument();
    expect(screen.getByText(/^Ipinasa noong Mar 5, 2026\./)).toBeInTheDocument();
    expect(screen.getByText('24 buwan')).toBeInTheDocument();
    expect(screen.getByText('0.3% kada buwan')).toBeInTheDocument();
    expect(screen.getByText('PHP 1,200,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumunta sa aking wallet' })).toBeInTheDocument();
  });

  it('asks an unverified borrower in Filipino to finish verification', async () => {
    loansAre([]);
    await readInFilipino();
    await renderWithProviders(<HomeTab user={aUser()} onOpenWallet={vi.fn()} PayDialog={PayFromWalletDialog} />);
    expect(await screen.findByText('Tapusin ang beripikasyon ng iyong pagkakakilanlan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ituloy ang beripikasyon' })).toBeInTheDocument();
  });
});
