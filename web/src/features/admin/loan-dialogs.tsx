import type { Loan, LoanDecision } from '@app/domain/contract';
import { toManilaIsoDate } from '@app/domain/format';
import { BASE_LANGUAGE, LANGUAGE_NAMES, type Language } from '@app/domain/i18n';
import {
  BACK_OFFICE_REPAYMENT_LABELS,
  LOAN_DECISION_TEMPLATES,
  LOAN_REVIEW_LABELS as R,
  NOTICES,
  VALIDATION_MESSAGES as M,
  type Notice,
} from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { AdminLoanEditSchema, isoDateField, NOTIFICATION_COLORS, requiredText, startDateProblem, type LoanReview } from '@app/domain/schemas';
import { Alert, Button, ColorInput, ColorSwatch, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useSchemaForm } from '../../lib/form';
import { notifyInfo, notifySuccess } from '../../lib/notices';
import { isSentForApproval, loanAccountQueryOptions, memberQueryOptions, useEditLoan, useReviewLoan } from './admin.queries';
import { LoanReviewFacts } from './loan-review-facts';
import { notifyDoneOrSent } from './sent-for-approval';
import { useSubmit } from '../../lib/error-text';

/** Edit a loan's terms: term 1 to 60 months, interest 0 to 100 in steps of 0.01, amount in centavos. */
export function LoanEditDialog({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const edit = useEditLoan();
  const submitEdit = useSubmit(null, edit, { failedNotice: NOTICES.updateLoanFailed });
  const form = useSchemaForm(AdminLoanEditSchema, {
    amount: String(loan.amount),
    term: String(loan.term),
    interestRate: String(loan.interestRate),
  });
  const { errors } = form.formState;
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title="Edit Loan" centered>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) =>
          void submitEdit({ id: loan.id, edit: input }, () => {
            notifySuccess({ title: 'Loan updated' });
            onClose();
          }),
        )}
      >
        <Stack>
          <Text size="sm">{loan.user?.fullName}</Text>
          <AmountInput label="Amount (PHP)" {...form.register('amount', AMOUNT_FIELD)} error={errors.amount?.message} />
          <TextInput label="Term (months)" type="number" step={1} min={1} max={60} {...form.register('term')} error={errors.term?.message} />
          <TextInput label="Interest (% per month)" type="number" step={0.01} min={0} max={100} {...form.register('interestRate')} error={errors.interestRate?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save loan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const ReviewFormSchema = v.object({
  title: requiredText({ required: M.titleRequired, max: 120, tooLong: M.titleTooLong }),
  message: requiredText({ required: M.messageRequired, max: 1000, tooLong: M.messageTooLong }),
  // Only an approval sends these two (the API refuses a date otherwise), so they are checked when approving.
  startDate: v.string(),
  reason: v.string(),
});

/** SPEC 9's colour of each decision: the usual case needs no colour picker (issue 32). */
const DECISIONS: readonly { decision: LoanDecision; label: string; color: string; notice: Notice }[] = [
  { decision: 'approve', label: 'Approve', color: NOTIFICATION_COLORS.approve, notice: NOTICES.loanApproved },
  { decision: 'decline', label: 'Decline', color: NOTIFICATION_COLORS.decline, notice: NOTICES.loanDeclined },
  { decision: 'account_issue', label: 'Account Issue', color: NOTIFICATION_COLORS.accountIssue, notice: NOTICES.accountIssueReported },
];

const StartDateSchema = isoDateField(M.startDateInvalid);

/** A disbursement date: blank is today (the API's default); else a date, not ahead and at most 5 years back in Manila. */
function startDateError(startDate: string): string | null {
  if (startDate.trim() === '') return null;
  const parsed = v.safeParse(StartDateSchema, startDate);
  if (!parsed.success) return parsed.issues[0].message;
  return startDateProblem({ startDate: parsed.output, today: toManilaIsoDate(new Date()) });
}

/** The reason for approving above MAX_INSTALLMENT_TO_INCOME: required, as the API's LoanReviewSchema bounds it. */
function reasonError(reason: string): string | null {
  if (reason.trim() === '') return R.reasonRequired;
  return reason.trim().length > 500 ? R.reasonTooLong : null;
}

/** The template of a decision in the borrower's language, filled with the loan's figures. */
function templateOf(loan: Loan, decision: LoanDecision, language: Language) {
  const template = LOAN_DECISION_TEMPLATES[language][decision];
  return { title: template.title, message: template.message({ amount: formatPhp(loan.amount), term: loan.term, installment: formatPhp(loan.monthlyPayment) }) };
}

/**
 * Loan Request review (SPEC 2 and 4, issue 32): the facts to decide with,
 * then a decision whose title and message start from its template in the
 * borrower's language and whose colour is SPEC 9's. A loan already decided
 * offers none; an approval above the affordability limit asks for a reason.
 */
export function LoanReviewDialog({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const detail = useQuery(loanAccountQueryOptions(loan.id));
  const member = useQuery(memberQueryOptions(loan.userId));
  const language = member.data?.language ?? BASE_LANGUAGE;
  const review = useReviewLoan();
  const [decision, setDecision] = useState<LoanDecision>('approve');
  const [customColor, setCustomColor] = useState<string | null>(null);
  const form = useSchemaForm(ReviewFormSchema, { ...templateOf(loan, 'approve', language), startDate: toManilaIsoDate(new Date()), reason: '' });
  const submitReview = useSubmit(form, review, { failedNotice: NOTICES.loanOperationFailed });
  const { errors } = form.formState;
  const { setValue } = form;
  useEffect(() => {
    const filled = templateOf(loan, decision, language);
    setValue('title', filled.title);
    setValue('message', filled.message);
  }, [loan, decision, language, setValue]);

  // Without the facts (the read failed) the officer may still decide a pending loan, as before issue 32.
  const allowed = detail.data ? detail.data.review.decisions : detail.isError ? DECISIONS.map((d) => d.decision) : [];
  const choices = DECISIONS.filter((d) => allowed.includes(d.decision));
  const chosen = choices.find((d) => d.decision === decision) ?? choices[0];
  const isAboveLimit = detail.data?.review.isAboveLimit === true;
  const needsReason = chosen?.decision === 'approve' && isAboveLimit;
  const color = customColor ?? chosen?.color ?? NOTIFICATION_COLORS.approve;

  const choose = (next: LoanDecision) => {
    setDecision(next);
    setCustomColor(null);
  };
  const submit = () =>
    chosen &&
    form.handleSubmit(({ title, message, startDate, reason }) => {
      const isApproval = chosen.decision === 'approve';
      if (isApproval) {
        const problem = startDateError(startDate);
        if (problem) return form.setError('startDate', { type: 'validate', message: problem });
      }
      if (needsReason) {
        const problem = reasonError(reason);
        if (problem) return form.setError('reason', { type: 'validate', message: problem });
      }
      const body: LoanReview = {
        status: chosen.decision,
        title,
        message,
        color,
        ...(isApproval && startDate ? { startDate } : {}),
        ...(needsReason ? { reason: reason.trim() } : {}),
      };
      void submitReview({ id: loan.id, review: body }, (result) => {
        if (needsReason && isSentForApproval(result)) notifyInfo({ title: R.sentForSecondOfficerTitle, message: R.sentForSecondOfficer });
        else notifyDoneOrSent(result, chosen.notice);
        onClose();
      });
    })();

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title="Loan Request" centered size="xl">
      <Stack>
        <Text size="sm">
          <b>{loan.user?.fullName}</b> asks for <span className="tabular">{formatPhp(loan.amount)}</span> over {loan.term} months at {loan.interestRate}% a
          month.
        </Text>
        {detail.isPending && <Loader size="sm" aria-label="Loading the facts" />}
        {detail.isError && (
          <Text size="sm" c="red.9">
            {R.factsFailed}
          </Text>
        )}
        {detail.data && <LoanReviewFacts detail={detail.data} userId={loan.userId} />}
        {detail.data && choices.length === 0 && <Alert color="gray">{R.decided}</Alert>}
        {chosen && (
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack>
              <SegmentedControl
                aria-label={R.decision}
                value={chosen.decision}
                onChange={(value) => choose(value as LoanDecision)}
                data={choices.map((d) => ({ value: d.decision, label: d.label }))}
              />
              <Text size="xs" c="dimmed">
                {R.language(LANGUAGE_NAMES[language])}
              </Text>
              <TextInput label="Title" data-autofocus {...form.register('title')} error={errors.title?.message} />
              <Textarea label="Message" rows={4} {...form.register('message')} error={errors.message?.message} />
              {chosen.decision === 'approve' && (
                <TextInput
                  label={BACK_OFFICE_REPAYMENT_LABELS.disbursementDate}
                  description={BACK_OFFICE_REPAYMENT_LABELS.disbursementDateHint}
                  type="date"
                  {...form.register('startDate')}
                  error={errors.startDate?.message}
                />
              )}
              {needsReason && <Textarea label={R.reason} rows={3} {...form.register('reason')} error={errors.reason?.message} />}
              <Group gap="xs">
                <ColorSwatch color={color} size={18} aria-hidden />
                <Text size="sm">
                  {R.colour}: <span className="tabular">{color}</span>
                </Text>
                {customColor === null && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setCustomColor(color)}>
                    {R.changeColour}
                  </Button>
                )}
              </Group>
              {customColor !== null && (
                <ColorInput
                  label={R.colour}
                  value={customColor}
                  onChange={setCustomColor}
                  format="hex"
                  withEyeDropper={false}
                  swatches={[NOTIFICATION_COLORS.approve, NOTIFICATION_COLORS.decline, NOTIFICATION_COLORS.accountIssue]}
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={review.isPending}>
                  Cancel
                </Button>
                <Button autoContrast color={chosen.color} onClick={() => void submit()} loading={review.isPending}>
                  {chosen.label}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
