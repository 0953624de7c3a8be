import { addDays, AffordabilityLimitSchema, DstTermsSchema, LoanApplicationSchema, manilaToday, type LoanWithAccount, LoanSchema, LoanWithAccountSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { revalidated } from '../../http/revalidated';
import { listLoansOfUser, toLoan } from './loans.queries';
import { applyForLoan } from './loans.service';
import { answers } from '../../lib/openapi';

/**
 * Installments fall due, fees and the amount to pay move on Manila calendar
 * days; a cooling-off period ends at its instant. Nothing else in the list
 * moves by time alone.
 */
function loansChangeAt(loans: LoanWithAccount[], now: Date): Date {
  const tomorrow = new Date(`${addDays({ date: manilaToday(now), days: 1 })}T00:00:00+08:00`);
  const ends = loans.flatMap((loan) => (loan.cancellableUntil ? [Date.parse(loan.cancellableUntil)] : []));
  return new Date(Math.min(tomorrow.getTime(), ...ends));
}

export const loansRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', answers({ 200: v.array(LoanWithAccountSchema), 304: 'empty' }), async (c) => {
    const { db, config } = c.get('deps');
    const userId = currentUser(c).id;
    return revalidated(c, { userId, load: (now) => listLoansOfUser(db, { userId, now, graceDays: config.lateFeeGraceDays }), changesAt: loansChangeAt });
  })
  // The application form shows what share of the declared income the installment takes (issue 32, decision 063).
  .get('/affordability', answers({ 200: AffordabilityLimitSchema }), (c) => c.json({ limit: c.var.deps.config.maxInstallmentToIncomeBp / 10_000 }))
  // Decision 072: the application's disclosure deducts a documentary stamp tax the borrower would bear.
  .get('/documentary-stamp-tax', answers({ 200: DstTermsSchema }), (c) => c.json({ borneBy: c.var.deps.config.dstBorneBy }))
  .post('/', answers({ 201: LoanSchema }, { refuses: ['loan_rule_amount_out_of_range', 'loan_rule_amount_step', 'loan_rule_premium_rate_not_eligible', 'loan_rule_rate_not_offered', 'loan_rule_rate_standard_only', 'loan_rule_term_not_offered', 'pending_loan_exists', 'staff_cannot_borrow', 'verification_required'] }), valid('json', LoanApplicationSchema), async (c) => {
    const loan = await applyForLoan(c.var.deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json(toLoan(loan), 201);
  });
