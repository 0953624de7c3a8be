import type { LoanWithAccount, PublicUser } from '@app/domain/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDashboardView } from '../../lib/dashboard-view';
import { isRepayable, latestLoan, loansQueryOptions, NextPaymentCard } from '../loans';
import { openWithdrawal, useWithdrawalFlow, WithdrawalDialogs, withdrawalsQueryOptions } from '../withdrawals';
import { BalanceCard } from './balance-card';
import { CoolingOffCard } from './cooling-off-card';
import { HowToPayCard } from './how-to-pay-card';
import { CurrentLoanSummaryCard, LoanSummaryCard, NoLoanCard } from './loan-cards';
import { PayFromWalletDialog } from './pay-from-wallet-dialog';
import { PayoffCard } from './payoff-card';
import { RepaymentScheduleCard } from './repayment-schedule-card';
import { StatementCard } from './statement-card';
import { StatusCard } from './status-card';
import { WalletHistoryCard } from './wallet-history-card';

// Only a borrower with a loan to repay reaches it: out of the dashboard's first chunks (decision 068).
const LoanHelpCard = lazy(() => import('./loan-help-card').then((module) => ({ default: module.LoanHelpCard })));

/** Cooling-off is offered while the server's deadline is ahead; the server still decides. */
function coolingOffEnd(loan: LoanWithAccount): string | null {
  return loan.cancellableUntil !== null && Date.parse(loan.cancellableUntil) > Date.now() ? loan.cancellableUntil : null;
}

/**
 * The WALLET tab (SPEC section 2, issue 12): balance and withdrawals, the
 * latest notification, and the newest loan with how to pay it, its payoff,
 * cooling-off, installments and statement.
 */
export function WalletTab({ user }: { user: PublicUser }) {
  const isDesktop = useDashboardView() === 'desktop';
  const { data: loans } = useQuery(loansQueryOptions);
  const { data: withdrawals } = useQuery(withdrawalsQueryOptions);
  const [isPaying, setPaying] = useState(false);
  const loan = latestLoan(loans);
  const openRequest = openWithdrawal(withdrawals);
  const flow = useWithdrawalFlow(withdrawals, { heldUntil: user.withdrawalsHeldUntil });
  const repayable = loan && isRepayable(loan) ? loan : undefined;
  const hasAccount = loan !== undefined && loan.installments.length > 0;
  const coolingOffEndsAt = repayable ? coolingOffEnd(repayable) : null;

  const nextPayment = repayable && <NextPaymentCard loan={repayable} onPay={() => setPaying(true)} />;
  const balance = (
    <BalanceCard user={user} openRequest={openRequest} onWithdraw={flow.start} onEnterCode={flow.enterCode} />
  );
  const summary = loan ? <LoanSummaryCard loan={loan} /> : loans && <NoLoanCard />;
  const howToPay = repayable?.paymentReference && (
    <HowToPayCard loan={repayable} paymentReference={repayable.paymentReference} onPay={() => setPaying(true)} />
  );
  const coolingOff = repayable && coolingOffEndsAt && <CoolingOffCard loan={repayable} endsAt={coolingOffEndsAt} />;
  const payoff = repayable && <PayoffCard loanId={repayable.id} />;
  const help = repayable && hasAccount && (
    <Suspense fallback={null}>
      <LoanHelpCard loan={repayable} />
    </Suspense>
  );
  const schedule = loan && <RepaymentScheduleCard loan={loan} />;
  const statement = loan && hasAccount && <StatementCard loan={loan} />;
  const current = loan && <CurrentLoanSummaryCard loan={loan} />;

  return (
    <>
      {isDesktop ? (
        <SimpleGrid cols={2} spacing="md">
          <Stack gap="md">
            {nextPayment}
            {balance}
            <StatusCard />
            {summary}
            {howToPay}
            {coolingOff}
            {payoff}
            {help}
            {current}
          </Stack>
          <Stack gap="md">
            {schedule}
            {statement}
            <WalletHistoryCard user={user} />
          </Stack>
        </SimpleGrid>
      ) : (
        // One column in the order of SPEC section 2, after what is due (issue 28), with how to pay right after the loan summary.
        <Stack gap="md">
          {nextPayment}
          {balance}
          <StatusCard />
          {summary}
          {howToPay}
          {coolingOff}
          {payoff}
          {help}
          {schedule}
          {statement}
          {current}
          <WalletHistoryCard user={user} />
        </Stack>
      )}
      <WithdrawalDialogs flow={flow} availableBalance={user.availableBalance} openRequest={openRequest} payoutAccount={user} />
      {/* Kept while the loan has an account: a payment that closes it still shows its receipt. */}
      {loan && hasAccount && (
        <PayFromWalletDialog loan={loan} availableBalance={user.availableBalance} opened={isPaying} onClose={() => setPaying(false)} />
      )}
    </>
  );
}
