import type { AdminLoanDetail, LoanWithAccount } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { formatPhp } from '@app/domain/money';
import { LoanOfferInputSchema, WriteOffSchema } from '@app/domain/schemas';
import { Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useSubmit } from '../../lib/error-text';
import { useField, useSchemaForm } from '../../lib/form';
import { notifyInfo } from '../../lib/notices';
import { useMakeOffer, useWriteOff } from './admin.queries';
import { ActionForm } from './loan-account-actions';
import { notifyDoneOrSent } from './sent-for-approval';

/*
 * The loan drawer's help for a borrower in trouble (issue 32, decision 068):
 * the flags, the borrower's requests and the offers made, an offer form
 * (Lending) and a write-off past WRITE_OFF_DAYS (Collections). The API
 * decides: a 202 says a second officer must approve.
 */

const RETRY = 'Please try again.';

const REASONS: Record<string, string> = {
  lost_job_abroad: 'Lost job abroad',
  illness: 'Illness',
  family_emergency: 'Family emergency',
  delayed_salary: 'Delayed salary',
  other: 'Other',
};

const [RESTRUCTURE_SCHEMA, HOLIDAY_SCHEMA] = LoanOfferInputSchema.options;

/** Restructured and written-off, for the drawer's facts and the loan book. */
export function LoanFlags({ restructuredAt, writtenOffAt }: { restructuredAt: string | null; writtenOffAt: string | null | undefined }) {
  if (restructuredAt === null && !writtenOffAt) return null;
  return (
    <Group gap={4}>
      {restructuredAt !== null && (
        <Badge color="violet" variant="light" title={`Restructured on ${formatDate(restructuredAt)}`}>
          Restructured
        </Badge>
      )}
      {writtenOffAt && (
        <Badge color="gray.8" variant="filled" title={`Written off on ${formatDate(writtenOffAt)}`}>
          Written off
        </Badge>
      )}
    </Group>
  );
}

/** Days past due of the oldest installment with principal or interest unpaid, as the write-off's rule counts them. */
function daysPastDue(loan: LoanWithAccount): number {
  const unpaid = loan.installments.find((installment) => installment.outstanding - installment.lateFee + installment.lateFeeWaived > 0 && installment.daysPastDue > 0);
  return unpaid?.daysPastDue ?? 0;
}

type Acting = 'offer' | 'write-off' | null;

export function LoanHelpSection({ loan, help }: { loan: LoanWithAccount; help: AdminLoanDetail['help'] }) {
  const [acting, setActing] = useState<Acting>(null);
  const isOpen = loan.status === 'approved' && loan.outstanding > 0 && help.writtenOffAt === null;
  const canWriteOff = isOpen && daysPastDue(loan) > help.writeOffDays;
  return (
    <section aria-label="Borrower in trouble">
      <Title order={3} size="h5" mb="xs">
        Borrower in trouble
      </Title>
      <Stack gap="sm">
        {help.writtenOffAt !== null && (
          <Text size="sm">Written off on {formatDate(help.writtenOffAt)}: the borrower still owes and sees the same balance; collection continues.</Text>
        )}
        {help.restructuredAt !== null && <Text size="sm">Restructured on {formatDate(help.restructuredAt)}: the installments below are the new schedule.</Text>}
        <Requests requests={help.requests} />
        <Offers offers={help.offers} />
        <Group gap="xs">
          <Button variant="default" onClick={() => setActing('offer')} disabled={!isOpen}>
            Make an offer
          </Button>
          <Button color="red.9" variant="outline" onClick={() => setActing('write-off')} disabled={!canWriteOff} title={canWriteOff ? undefined : `Only past ${help.writeOffDays} days past due`}>
            Write off
          </Button>
        </Group>
        {acting && (
          <Paper withBorder p="md" radius="md">
            {acting === 'offer' && <OfferForm loanId={loan.id} onDone={() => setActing(null)} />}
            {acting === 'write-off' && <WriteOffForm loanId={loan.id} onDone={() => setActing(null)} />}
          </Paper>
        )}
      </Stack>
    </section>
  );
}

function Requests({ requests }: { requests: AdminLoanDetail['help']['requests'] }) {
  if (requests.length === 0) return <Text size="sm" c="dimmed">No request for help.</Text>;
  return (
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
      <Table striped verticalSpacing={4} aria-label="Requests for help">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Asked</Table.Th>
            <Table.Th>Request</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(request.createdAt)}</Table.Td>
              <Table.Td>{request.kind === 'extension' ? `Extension of ${request.months} months` : `Hardship: ${REASONS[request.reason ?? 'other'] ?? request.reason}`}</Table.Td>
              <Table.Td>{request.note ?? '—'}</Table.Td>
              <Table.Td>{request.state}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Offers({ offers }: { offers: AdminLoanDetail['help']['offers'] }) {
  if (offers.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table striped verticalSpacing={4} aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Made</Table.Th>
            <Table.Th>Offer</Table.Th>
            <Table.Th ta="right">Carried</Table.Th>
            <Table.Th ta="right">New charge</Table.Th>
            <Table.Th ta="right">Installments</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody className="tabular">
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(offer.createdAt)}</Table.Td>
              <Table.Td>{offer.kind === 'restructure' ? `New term of ${offer.term}` : `Holiday of ${offer.installments}`}</Table.Td>
              <Table.Td ta="right">{formatPhp(offer.carriedPrincipal + offer.carriedInterest)}</Table.Td>
              <Table.Td ta="right">{formatPhp(offer.financeCharge)}</Table.Td>
              <Table.Td ta="right">{`${offer.disclosure.installments} × ${formatPhp(offer.disclosure.monthlyPayment)}`}</Table.Td>
              <Table.Td>{offer.acceptedAt ? `accepted ${formatDate(offer.acceptedAt)}` : offer.state}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const OFFER_MADE = { title: 'Offer made', message: 'The borrower was told and can accept it in WALLET.' };

function OfferForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const [kind, setKind] = useState<'restructure' | 'holiday'>('restructure');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Kind of offer"
        value={kind}
        onChange={(value) => setKind(value === 'holiday' ? 'holiday' : 'restructure')}
        data={[
          { value: 'restructure', label: 'New term' },
          { value: 'holiday', label: 'Payment holiday' },
        ]}
      />
      {kind === 'restructure' ? <RestructureForm loanId={loanId} onDone={onDone} /> : <HolidayForm loanId={loanId} onDone={onDone} />}
    </Stack>
  );
}

function RestructureForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const make = useMakeOffer();
  const form = useSchemaForm(RESTRUCTURE_SCHEMA, { kind: 'restructure', term: '' });
  const field = useField(form);
  const submit = useSubmit(form, make, { fallback: RETRY });
  return (
    <ActionForm
      title="Offer a new term"
      rootError={form.formState.errors.root?.message}
      onSubmit={() => void form.handleSubmit((offer) => submit({ loanId, offer }, (result) => (notifyDoneOrSent(result, OFFER_MADE), onDone())))()}
      onCancel={onDone}
      isBusy={make.isPending}
      submitLabel="Make the offer"
    >
      <TextInput label="New term for what remains (months)" inputMode="numeric" data-autofocus {...field('term')} />
    </ActionForm>
  );
}

function HolidayForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const make = useMakeOffer();
  const form = useSchemaForm(HOLIDAY_SCHEMA, { kind: 'holiday', installments: 1 });
  const field = useField(form);
  const submit = useSubmit(form, make, { fallback: RETRY });
  return (
    <ActionForm
      title="Offer a payment holiday"
      rootError={form.formState.errors.root?.message}
      onSubmit={() => void form.handleSubmit((offer) => submit({ loanId, offer }, (result) => (notifyDoneOrSent(result, OFFER_MADE), onDone())))()}
      onCancel={onDone}
      isBusy={make.isPending}
      submitLabel="Make the offer"
    >
      <NativeSelect
        label="Installments with nothing due"
        data={[
          { value: '1', label: '1 installment' },
          { value: '2', label: '2 installments' },
        ]}
        {...field('installments', { setValueAs: (value: unknown) => Number(value) })}
      />
    </ActionForm>
  );
}

function WriteOffForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const writeOff = useWriteOff();
  const form = useSchemaForm(WriteOffSchema, { reason: '' });
  const field = useField(form);
  const submit = useSubmit(form, writeOff, { fallback: RETRY });
  return (
    <ActionForm
      title="Write off"
      rootError={form.formState.errors.root?.message}
      onSubmit={() =>
        void form.handleSubmit(({ reason }) =>
          submit({ loanId, reason }, () => {
            notifyInfo({ title: 'Sent for approval', message: 'A Finance officer must approve the write-off. Nothing changes until then.' });
            onDone();
          }),
        )()
      }
      onCancel={onDone}
      isBusy={writeOff.isPending}
      submitLabel="Write off"
    >
      <Text size="sm">Written off against the allowance: the borrower still owes the same, and collection continues.</Text>
      <Textarea label="Reason" rows={2} maxLength={500} data-autofocus {...field('reason')} />
    </ActionForm>
  );
}
