import { LOAN_DOCUMENT_PATHS, type LoanTransaction, type LoanWithAccount } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { LOAN_TRANSACTION_LABELS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS, WALLET_TEXTS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { OfflineHint } from '../../components/offline-banner';
import { defineTexts, useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { MoneyList, MoneyListItem } from './money-list';
import { loanTransactionsQueryOptions } from './repayment.queries';
import { TitledCard } from './titled-card';

const loanTransactionLabels = defineTexts({ LOAN_TRANSACTION_LABELS });
const repaymentLabels = defineTexts({ REPAYMENT_LABELS });
const walletRepaymentTexts = defineTexts({ WALLET_REPAYMENT_TEXTS });
const walletTexts = defineTexts({ WALLET_TEXTS });

/**
 * The statement of account (issue 12): the PDFs to download, and the loan's
 * transactions with each payment's receipt. The transactions come from a
 * persisted query, so with the installments they are the statement offline;
 * the downloads need the server and are disabled then.
 */
export function StatementCard({ loan }: { loan: LoanWithAccount }) {
  const { isOffline } = useOfflineInfo();
  const { data: transactions } = useQuery(loanTransactionsQueryOptions(loan.id));
  const label = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  return (
    <TitledCard title={label.statement}>
      <DownloadButton href={LOAN_DOCUMENT_PATHS.statement(loan.id)} isOffline={isOffline}>
        {T.downloadStatement}
      </DownloadButton>
      {loan.status === 'closed' && (
        <DownloadButton href={LOAN_DOCUMENT_PATHS.certificate(loan.id)} isOffline={isOffline}>
          {T.downloadCertificate}
        </DownloadButton>
      )}
      <OfflineHint />
      <Title order={3} fz="sm">
        {T.loanTransactions}
      </Title>
      {transactions && transactions.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.noTransactions}
        </Text>
      )}
      {transactions && transactions.length > 0 && (
        <MoneyList>
          {[...transactions].reverse().map((transaction) => (
            <TransactionItem key={transaction.id} transaction={transaction} isOffline={isOffline} />
          ))}
        </MoneyList>
      )}
    </TitledCard>
  );
}

function DownloadButton({ href, isOffline, children }: { href: string; isOffline: boolean; children: string }) {
  const icon = <IconDownload size={16} aria-hidden />;
  if (isOffline) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="default" leftSection={icon} component="a" href={href} download>
      {children}
    </Button>
  );
}

/** Newest first, as the wallet history; a payment names its receipt and links its PDF. */
function TransactionItem({ transaction, isOffline }: { transaction: LoanTransaction; isOffline: boolean }) {
  const repayment = useTexts(repaymentLabels);
  const T = useTexts(walletRepaymentTexts);
  const t = useTexts(walletTexts);
  const label = useTexts(loanTransactionLabels)[transaction.kind];
  const title = transaction.installment === null ? label : `${label} · ${T.installment} ${transaction.installment}`;
  return (
    <MoneyListItem>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {title}
          {transaction.reversedById !== null && ` (${T.reversed})`}
        </Text>
        {transaction.receiptNumber !== null &&
          (isOffline ? (
            <Text size="xs">
              {repayment.receipt} {transaction.receiptNumber}
            </Text>
          ) : (
            <Anchor size="xs" href={LOAN_DOCUMENT_PATHS.receipt(transaction.id)} download>
              {t.receiptPdf({ number: transaction.receiptNumber })}
            </Anchor>
          ))}
        <Text size="xs" c="dimmed">
          {formatDateTime(transaction.createdAt)}
        </Text>
      </Stack>
      <Text size="sm" fw={700} className="tabular" style={{ flexShrink: 0 }}>
        {formatPhp(transaction.amount)}
      </Text>
    </MoneyListItem>
  );
}
