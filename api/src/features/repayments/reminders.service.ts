import { countryTimeZone, isQuietHours, paymentReference, reminderNotice, remindersDue, toPesos, type Notice, type ReminderKind } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { UserRow } from '../../db/schema';
import { runWrite } from '../../db/run-write';
import { isUniqueViolation } from '../../db/dialect';
import { yieldToRequests } from '../../lib/yield';
import { notificationTexts } from '../../lib/texts';
import { findUserById } from '../users';
import { findLoanOf, forEachOpenLoanSlice, hasAccount, transactionsOf } from './repayments.queries';
import { accountsAt, notify } from './posting.service';

type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'live' | 'config' | 'sender' | 'logger' | 'postingHook'>;

/**
 * Housekeeping (issue 12): the payment reminders now due on every open
 * loan (3 days before a due date, on it, and once overdue: remindersDue),
 * in-app and by SMS, once per installment and kind. Never between 22:00
 * and 06:00 on the borrower's clock (the country they work in; SEC MC 18
 * s.2019): a run in those hours holds them, and the first run from 06:00
 * there sends them. The loans with a reminder due are found from a read of
 * each slice of the portfolio (forEachOpenLoanSlice); each is then written
 * in its own transaction: the reminder's row and its notification commit
 * together with their outbox messages (SMS, email), sent by the outbox worker. Returns how many reminders it sent.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  const withReminders: number[] = [];
  await forEachOpenLoanSlice(deps.db, async (loans, rowsOf) => {
    const sentRows = await deps.db
      .selectFrom('paymentReminders')
      .select(['loanId', 'installment', 'kind'])
      .where('loanId', 'in', loans.map((loan) => loan.id))
      .execute();
    const sentOf = new Map<number, { installment: number; kind: ReminderKind }[]>();
    for (const row of sentRows) {
      const sent = { installment: row.installment, kind: row.kind as ReminderKind };
      const ofLoan = sentOf.get(row.loanId);
      if (ofLoan) ofLoan.push(sent);
      else sentOf.set(row.loanId, [sent]);
    }
    for (const loan of loans) {
      const due = remindersDue({
        accounts: accountsAt({ loan, rows: rowsOf(loan.id), now, graceDays }),
        now,
        sent: sentOf.get(loan.id) ?? [],
        notBefore: new Date(loan.disbursedAt),
      });
      if (due.length > 0) withReminders.push(loan.id);
    }
  });
  let count = 0;
  for (const loanId of withReminders) {
    await yieldToRequests();
    let sent: { owner: UserRow; notices: Notice[] } | null;
    try {
      sent = await runWrite(deps, async ({ trx, publish }) => {
        // Read again inside the transaction: the loan may have been paid off or cancelled since the list was taken.
        const loan = await findLoanOf(trx, { loanId });
        if (!loan || !hasAccount(loan) || loan.status !== 'approved') return null;
        const owner = await findUserById(trx, loan.userId);
        // A deleted member has no account left to tell; a deactivated one still owes and is still reminded.
        if (!owner || owner.deletedAt !== null) return null;
        if (isQuietHours({ now, timeZone: countryTimeZone(owner.countryWorking) })) return null;
        const rows = await transactionsOf(trx, [loan.id]);
        const already = await trx.selectFrom('paymentReminders').select(['installment', 'kind']).where('loanId', '=', loan.id).execute();
        const due = remindersDue({
          accounts: accountsAt({ loan, rows, now, graceDays }),
          now,
          sent: already.map((row) => ({ installment: row.installment, kind: row.kind as ReminderKind })),
          notBefore: new Date(loan.disbursedAt),
        });
        const notices: Notice[] = [];
        // Written once in the borrower's language: the notification and the SMS say the same.
        const t = notificationTexts(owner.language);
        for (const reminder of due) {
          await trx.insertInto('paymentReminders').values({ loanId: loan.id, installment: reminder.installment, kind: reminder.kind, sentAt: now.toISOString() }).execute();
          const notice = reminderNotice({
            kind: reminder.kind,
            loanId: loan.id,
            amount: toPesos(reminder.amount),
            dueDate: reminder.dueDate,
            paymentReference: paymentReference({ loanId: loan.id }),
            graceDays,
          }, t);
          await notify(trx, { userId: loan.userId, notice, tone: reminder.kind === 'overdue' ? 'warning' : 'info', now, messaging: deps.config.messaging, purpose: 'reminder' });
          notices.push(notice);
        }
        if (notices.length === 0) return null;
        publish({ type: 'notification_created', userId: owner.id });
        return { owner, notices };
      });
    } catch (error) {
      // Another server's housekeeping sent the same reminder at the same moment.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    if (!sent) continue;
    count += sent.notices.length;
  }
  return count;
}
