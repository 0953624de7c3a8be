import type { SettlementImportResult, UnmatchedPayment } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { BACK_OFFICE_REPAYMENT_LABELS as L, PAYMENT_CHANNEL_LABELS, settlementImportSummary } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { AssignUnmatchedSchema } from '@app/domain/schemas';
import { Anchor, Badge, Button, FileInput, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { isSentForApproval, unmatchedPaymentsQueryOptions, useAssignUnmatched, useImportSettlement } from './admin.queries';
import { notifyDoneOrSent } from './sent-for-approval';
import { useAdminSearch } from './admin-search';
import { LoadFailed, TableState } from './data-table';
import { Notice } from '../../components/notice';
import { useSubmit } from '../../lib/error-text';

const ROW_STATUS = {
  posted: { label: 'Posted', color: 'green.9' },
  duplicate: { label: 'Duplicate', color: 'gray.7' },
  unmatched: { label: 'Unmatched', color: 'red.9' },
} as const;

/** A channel as the partner wrote it: our label when it is one we know. */
function channelLabel(channel: string | null): string {
  if (channel === null) return '';
  return Object.hasOwn(PAYMENT_CHANNEL_LABELS, channel) ? PAYMENT_CHANNEL_LABELS[channel as keyof typeof PAYMENT_CHANNEL_LABELS] : channel;
}

/** PAYMENTS (issue 12): a collection partner's settlement file in, and the money no loan matched. */
export function PaymentsSection() {
  return (
    <Stack gap="lg">
      <SettlementImport />
      <UnmatchedQueue />
    </Stack>
  );
}

function SettlementImport() {
  const upload = useImportSettlement();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<SettlementImportResult | null>(null);
  const { update } = useAdminSearch();

  const onImport = async () => {
    if (!file) return setFileError(L.settlementFileRequired);
    setFileError(null);
    setResult(null);
    upload.mutate(await file.text(), {
      onSuccess: (outcome) => {
        // Issue 27: a file above the four-eyes limit waits whole for a second officer; nothing was posted.
        if (isSentForApproval(outcome)) notifyDoneOrSent(outcome, { title: L.importSettlement });
        else setResult(outcome);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {L.importSettlement}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onImport();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={L.settlementFile}
            description={L.settlementFileHint}
            accept=".csv,text/csv"
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
            }}
            error={fileError}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
            miw={320}
          />
          <Button type="submit" loading={upload.isPending}>
            {L.import}
          </Button>
        </Group>
      </form>
      {upload.isError && (
        <Notice tone="error" title={L.actionFailed} mt="md" role="alert">
          {errorMessage(upload.error, 'The file could not be imported. Please try again.')}
        </Notice>
      )}
      {result && (
        <Stack mt="md" gap="xs">
          <Text fw={700} role="status">
            {settlementImportSummary(result)}
          </Text>
          <Table.ScrollContainer minWidth={560} type="native">
            <Table striped verticalSpacing={4} aria-label={L.importResults}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">Line</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Loan</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th>{L.reason}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td ta="right" className="tabular">
                      {row.line}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={ROW_STATUS[row.status].color} variant="light" autoContrast>
                        {ROW_STATUS[row.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.loanId !== null && (
                        <Anchor component="button" type="button" size="sm" onClick={() => update({ loan: row.loanId ?? undefined })}>
                          #{row.loanId}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td className="tabular">{row.receiptNumber ?? ''}</Table.Td>
                    <Table.Td>{row.message ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}

function UnmatchedQueue() {
  const query = useQuery(unmatchedPaymentsQueryOptions);
  const [assigning, setAssigning] = useState<UnmatchedPayment | null>(null);
  const rows = query.data ?? [];
  return (
    <Paper withBorder radius="md">
      <Title order={2} size="h4" p="sm">
        {L.unmatchedPayments}
      </Title>
      {query.isError && <LoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={L.unmatchedPayments}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Paid at</Table.Th>
              <Table.Th>{L.channel}</Table.Th>
              <Table.Th>Transaction ID</Table.Th>
              <Table.Th>{L.reason}</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td className="tabular" style={{ overflowWrap: 'anywhere' }}>
                  {payment.reference}
                </Table.Td>
                <Table.Td ta="right" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                  {payment.amount === null ? '—' : formatPhp(payment.amount)}
                </Table.Td>
                <Table.Td className="tabular">{payment.paidAt ? formatDateTime(payment.paidAt) : '—'}</Table.Td>
                <Table.Td>{[channelLabel(payment.channel), payment.channelPartner].filter(Boolean).join(' · ')}</Table.Td>
                <Table.Td className="tabular" style={{ overflowWrap: 'anywhere' }}>
                  {payment.transactionId}
                </Table.Td>
                <Table.Td>{payment.message}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Button size="compact-xs" variant="light" onClick={() => setAssigning(payment)} aria-label={`${L.assignToLoan}: ${payment.transactionId}`}>
                    {L.assignToLoan}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TableState isPending={query.isPending} isEmpty={query.isSuccess && rows.length === 0} emptyText={L.noUnmatched} />
      </Table.ScrollContainer>
      {assigning && <AssignDialog payment={assigning} onClose={() => setAssigning(null)} />}
    </Paper>
  );
}

function AssignDialog({ payment, onClose }: { payment: UnmatchedPayment; onClose: () => void }) {
  const assign = useAssignUnmatched();
  const form = useSchemaForm(AssignUnmatchedSchema, { loanId: '' });
  const { errors } = form.formState;
  const submitAssign = useSubmit(form, assign, { fallback: 'Please try again.' });
  const submit = form.handleSubmit(({ loanId }) =>
    void submitAssign({ id: payment.id, loanId }, (result) => {
      if (isSentForApproval(result)) notifyDoneOrSent(result, { title: L.paymentAssigned });
      else notifySuccess({ title: L.paymentAssigned, message: `${result.receiptNumber}: ${formatPhp(result.amount)} to loan #${result.loanId}.` });
      onClose();
    }),
  );
  return (
    <Modal opened onClose={onClose} title={L.assignToLoan} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {payment.transactionId} · {payment.amount === null ? '—' : formatPhp(payment.amount)} · {payment.message}
          </Text>
          <TextInput label={L.loanId} type="number" min={1} step={1} data-autofocus {...form.register('loanId')} error={errors.loanId?.message} />
          {errors.root?.message && (
            <Notice tone="error" title={L.actionFailed} role="alert">
              {errors.root.message}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {L.assignToLoan}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
