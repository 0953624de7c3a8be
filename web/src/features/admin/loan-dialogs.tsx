import type { Loan } from '@app/domain/contract';
import { toManilaIsoDate } from '@app/domain/format';
import { BACK_OFFICE_REPAYMENT_LABELS, NOTICES, VALIDATION_MESSAGES as M } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { AdminLoanEditSchema, isoDateField, NOTIFICATION_COLORS, requiredText, startDateProblem, type LoanReview } from '@app/domain/schemas';
import { Button, ColorInput, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import * as v from 'valibot';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { useEditLoan, useReviewLoan } from './admin.queries';
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
  // Only an approval sends it (the API refuses it otherwise), so it is checked when approving.
  startDate: v.string(),
});

const ACTIONS = [
  { status: 'approve', label: 'Approve', color: 'green', notice: NOTICES.loanApproved },
  { status: 'decline', label: 'Decline', color: 'red.9', notice: NOTICES.loanDeclined },
  { status: 'account_issue', label: 'Account Issue', color: 'yellow', notice: NOTICES.accountIssueReported },
] as const;

const StartDateSchema = isoDateField(M.startDateInvalid);

/** A disbursement date: blank is today (the API's default); else a date, not ahead and at most 5 years back in Manila. */
function startDateError(startDate: string): string | null {
  if (startDate.trim() === '') return null;
  const parsed = v.safeParse(StartDateSchema, startDate);
  if (!parsed.success) return parsed.issues[0].message;
  return startDateProblem({ startDate: parsed.output, today: toManilaIsoDate(new Date()) });
}

/** The officer's colour choice outlives the dialog (SPEC 9: kept in local storage). */
export const REVIEW_COLOR_KEY = 'admin-review-color';

/** Loan Request review (SPEC 2 and 4): a title and a message for the borrower, then approve, decline or account issue. */
export function LoanReviewDialog({ loan, onClose }: { loan: Loan; onClose: () => void }) {
  const review = useReviewLoan();
  const submitReview = useSubmit(null, review, { failedNotice: NOTICES.loanOperationFailed });
  const [color, setColor] = useLocalStorage<string>({ key: REVIEW_COLOR_KEY, defaultValue: NOTIFICATION_COLORS.approve, getInitialValueInEffect: false });
  const form = useSchemaForm(ReviewFormSchema, { title: '', message: '', startDate: toManilaIsoDate(new Date()) });
  const { errors } = form.formState;
  const submit = (action: (typeof ACTIONS)[number]) =>
    form.handleSubmit(({ title, message, startDate }) => {
      const isApproval = action.status === 'approve';
      if (isApproval) {
        const problem = startDateError(startDate);
        if (problem) return form.setError('startDate', { type: 'validate', message: problem });
      }
      const body: LoanReview = { status: action.status, title, message, color, ...(isApproval && startDate ? { startDate } : {}) };
      void submitReview({ id: loan.id, review: body }, (result) => {
        notifyDoneOrSent(result, action.notice);
        onClose();
      });
    })();
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title="Loan Request" centered size="lg">
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack>
          <Text size="sm">
            <b>{loan.user?.fullName}</b> asks for <span className="tabular">{formatPhp(loan.amount)}</span> over {loan.term} months at {loan.interestRate}% a
            month.
          </Text>
          <TextInput label="Title" data-autofocus {...form.register('title')} error={errors.title?.message} />
          <Textarea label="Message" rows={4} {...form.register('message')} error={errors.message?.message} />
          <TextInput
            label={BACK_OFFICE_REPAYMENT_LABELS.disbursementDate}
            description={BACK_OFFICE_REPAYMENT_LABELS.disbursementDateHint}
            type="date"
            {...form.register('startDate')}
            error={errors.startDate?.message}
          />
          <ColorInput
            label="Notification colour"
            value={color}
            onChange={setColor}
            format="hex"
            withEyeDropper={false}
            swatches={[NOTIFICATION_COLORS.approve, NOTIFICATION_COLORS.decline, NOTIFICATION_COLORS.accountIssue]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={review.isPending}>
              Cancel
            </Button>
            {ACTIONS.map((action) => (
              <Button autoContrast key={action.status} color={action.color} onClick={() => void submit(action)} loading={review.isPending && review.variables?.review.status === action.status} disabled={review.isPending}>
                {action.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
