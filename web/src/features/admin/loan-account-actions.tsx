import type { LoanInstallment, LoanTransaction } from '@app/domain/contract';
import { toManilaIsoDate } from '@app/domain/format';
import { BACK_OFFICE_REPAYMENT_LABELS as L, PAYMENT_CHANNEL_LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { PAYMENT_CHANNELS } from '@app/domain/repayment';
import { AdminPaymentSchema, receivedAtProblem, ReversePaymentSchema, WaiveFeeSchema } from '@app/domain/schemas';
import { Button, FileInput, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { isSentForApproval, useRecordPayment, useReversePayment, useWaiveFee } from './admin.queries';
import { notifyDoneOrSent } from './sent-for-approval';
import { Notice } from '../../components/notice';
import { useSubmit } from '../../lib/error-text';

/** When the server gave no words of its own. */
const RETRY = 'Please try again.';

const CHANNEL_OPTIONS = PAYMENT_CHANNELS.map((channel) => ({ value: channel, label: PAYMENT_CHANNEL_LABELS[channel] }));

export function ActionForm({
  title,
  rootError,
  onSubmit,
  onCancel,
  isBusy,
  submitLabel,
  children,
}: {
  title: string;
  /** A message about the whole form: the server refused for a reason no field holds. */
  rootError: string | undefined;
  onSubmit: () => void;
  onCancel: () => void;
  isBusy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
        {rootError && (
          <Notice tone="error" title={L.actionFailed} role="alert">
            {rootError}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" loading={isBusy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A Select bound to a form field; an empty value is no choice, which the schema names. */
function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  data,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  data: { value: string; label: string }[];
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={String(field.value ?? '') || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
          allowDeselect={false}
        />
      )}
    />
  );
}

/** Money an officer saw arrive through a channel, with the channel's own reference. */
/** What the house's uploads take (the server sniffs the bytes): images and PDF. */
const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

export function RecordPaymentForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const record = useRecordPayment();
  const [receiptPhoto, setReceiptPhoto] = useState<File | null>(null);
  const today = toManilaIsoDate(new Date());
  const form = useSchemaForm(AdminPaymentSchema, { amount: '', channel: '', reference: '', receivedAt: toManilaIsoDate(new Date()) });
  const { errors } = form.formState;
  const submitRecord = useSubmit(form, record, { fallback: RETRY });
  const submit = form.handleSubmit((payment) => {
    const problem = receivedAtProblem({ receivedAt: payment.receivedAt, now: new Date() });
    if (problem) return form.setError('receivedAt', { type: 'validate', message: problem });
    void submitRecord({ loanId, payment, receiptPhoto }, (result) => {
      if (isSentForApproval(result)) notifyDoneOrSent(result, { title: L.paymentRecorded });
      else notifySuccess({ title: L.paymentRecorded, message: `${result.receiptNumber}: ${formatPhp(result.amount)}. Balance ${formatPhp(result.balance)}.` });
      onDone();
    });
  });
  return (
    <ActionForm title={L.recordPayment} rootError={errors.root?.message} onSubmit={() => void submit()} onCancel={onDone} isBusy={record.isPending} submitLabel={L.recordPayment}>
      <Group grow align="flex-start">
        <AmountInput label="Amount (PHP)" {...form.register('amount', AMOUNT_FIELD)} error={errors.amount?.message} />
        <SelectField control={form.control} name="channel" label={L.channel} data={CHANNEL_OPTIONS} error={errors.channel?.message} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={L.channelReference} maxLength={100} {...form.register('reference')} error={errors.reference?.message} />
        <TextInput label={L.receivedAt} type="date" max={today} {...form.register('receivedAt')} error={errors.receivedAt?.message} />
      </Group>
      <FileInput label={L.receiptPhoto} description={L.receiptPhotoHint} accept={RECEIPT_TYPES} clearable value={receiptPhoto} onChange={setReceiptPhoto} />
    </ActionForm>
  );
}

/** Installments whose late fee has not been waived in full. */
function waivable(installments: readonly LoanInstallment[]) {
  return installments.filter((installment) => installment.lateFee > installment.lateFeeWaived);
}

export function WaiveFeeForm({ loanId, installments, onDone }: { loanId: number; installments: readonly LoanInstallment[]; onDone: () => void }) {
  const waive = useWaiveFee();
  const options = waivable(installments).map((installment) => ({
    value: String(installment.number),
    label: `${L.installment} ${installment.number}: ${formatPhp(installment.lateFee - installment.lateFeeWaived)}`,
  }));
  const form = useSchemaForm(WaiveFeeSchema, { installment: options[0]?.value ?? '', reason: '' });
  const { errors } = form.formState;
  const submitWaive = useSubmit(form, waive, { fallback: RETRY });
  const submit = form.handleSubmit((waiver) =>
    void submitWaive({ loanId, waiver }, (result) => {
      notifyDoneOrSent(result, { title: L.feeWaived });
      onDone();
    }),
  );
  if (options.length === 0) {
    return (
      <Stack gap="sm">
        <Text>{L.noFeeToWaive}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <ActionForm title={L.waiveFee} rootError={errors.root?.message} onSubmit={() => void submit()} onCancel={onDone} isBusy={waive.isPending} submitLabel={L.waiveFee}>
      <SelectField control={form.control} name="installment" label={L.installment} data={options} error={errors.installment?.message} />
      <Textarea label={L.reason} rows={2} maxLength={500} data-autofocus {...form.register('reason')} error={errors.reason?.message} />
    </ActionForm>
  );
}

export function ReversePaymentForm({ transaction, onDone }: { transaction: LoanTransaction; onDone: () => void }) {
  const reverse = useReversePayment();
  const form = useSchemaForm(ReversePaymentSchema, { reason: '' });
  const { errors } = form.formState;
  const submitReverse = useSubmit(form, reverse, { fallback: RETRY });
  const submit = form.handleSubmit(({ reason }) =>
    void submitReverse({ transactionId: transaction.id, reason }, (result) => {
      notifyDoneOrSent(result, { title: L.paymentReversed });
      onDone();
    }),
  );
  return (
    <ActionForm title={L.reversePayment} rootError={errors.root?.message} onSubmit={() => void submit()} onCancel={onDone} isBusy={reverse.isPending} submitLabel={L.reversePayment}>
      <Text size="sm">
        {transaction.receiptNumber} · <span className="tabular">{formatPhp(transaction.amount)}</span>
      </Text>
      <Textarea label={L.reason} rows={2} maxLength={500} data-autofocus {...form.register('reason')} error={errors.reason?.message} />
    </ActionForm>
  );
}
