import type { PublicUser } from '@app/domain/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDashboardView } from '../../lib/dashboard-view';
import { latestLoan, loansQueryOptions } from '../loans';
import { openWithdrawal, useWithdrawalFlow, WithdrawalDialogs, withdrawalsQueryOptions } from '../withdrawals';
import { BalanceCard } from './balance-card';
import { CurrentLoanSummaryCard, LoanSummaryCard, NoLoanCard } from './loan-cards';
import { RepaymentScheduleCard } from './repayment-schedule-card';
import { StatusCard } from './status-card';
import { WalletHistoryCard } from './wallet-history-card';

/** The WALLET tab (SPEC section 2): balance and withdrawals, the latest notification, and the newest loan. */
export function WalletTab({ user }: { user: PublicUser }) {
  const isDesktop = useDashboardView() === 'desktop';
  const { data: loans } = useQuery(loansQueryOptions);
  const { data: withdrawals } = useQuery(withdrawalsQueryOptions);
  const loan = latestLoan(loans);
  const openRequest = openWithdrawal(withdrawals);
  const flow = useWithdrawalFlow(withdrawals, { heldUntil: user.withdrawalsHeldUntil });

  const balance = (
    <BalanceCard user={user} openRequest={openRequest} onWithdraw={flow.start} onEnterCode={flow.enterCode} />
  );
  const summary = loan ? <LoanSummaryCard loan={loan} /> : loans && <NoLoanCard />;
  const schedule = loan && <RepaymentScheduleCard loan={loan} />;
  const current = loan && <CurrentLoanSummaryCard loan={loan} />;

  return (
    <>
      {isDesktop ? (
        <SimpleGrid cols={2} spacing="md">
          <Stack gap="md">
            {balance}
            <StatusCard />
            {summary}
            {current}
          </Stack>
          <Stack gap="md">
            {schedule}
            <WalletHistoryCard user={user} />
          </Stack>
        </SimpleGrid>
      ) : (
        // One column in the order of SPEC section 2.
        <Stack gap="md">
          {balance}
          <StatusCard />
          {summary}
          {schedule}
          {current}
          <WalletHistoryCard user={user} />
        </Stack>
      )}
      <WithdrawalDialogs flow={flow} availableBalance={user.availableBalance} openRequest={openRequest} />
    </>
  );
}
