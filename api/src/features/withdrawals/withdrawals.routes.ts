import { WithdrawalRequestSchema, WithdrawalVerifySchema, type Withdrawal, WithdrawalSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../lib/request';
import { valid } from '../../lib/validate';
import { currentUser, requireUser } from '../../http/guards';
import { revalidated } from '../../http/revalidated';
import { listWithdrawalsOfUser, toWithdrawal } from './withdrawals.queries';
import { requestWithdrawal, resendOwnWithdrawalCode, verifyWithdrawalCode } from './withdrawals.service';
import { answers } from '../../lib/openapi';

export const withdrawalsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', answers({ 201: WithdrawalSchema }, { refuses: ['insufficient_balance', 'staff_cannot_borrow', 'withdrawal_pending', 'withdrawals_held'] }), valid('json', WithdrawalRequestSchema), async (c) => {
    const { deps } = c.var;
    const row = await requestWithdrawal(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json(toWithdrawal(row, deps.clock.now()), 201);
  })
  .post('/verify', answers({ 200: WithdrawalSchema }, { refuses: ['no_withdrawal_awaiting_code', 'otp_expired', 'otp_invalid', 'otp_locked', 'rate_limited', 'staff_cannot_borrow', 'withdrawal_amount_mismatch'] }), valid('json', WithdrawalVerifySchema), async (c) => {
    const { deps } = c.var;
    const row = await verifyWithdrawalCode(deps, { user: currentUser(c), input: c.req.valid('json'), address: clientAddress(c) });
    return c.json(toWithdrawal(row, deps.clock.now()));
  })
  // "Send again" (issue 29): a new code for the request waiting for one, a minute after the last.
  .post('/resend-code', answers({ 200: WithdrawalSchema }, { refuses: ['code_resend_too_soon', 'no_withdrawal_awaiting_code', 'otp_locked', 'rate_limited', 'staff_cannot_borrow'] }), async (c) => {
    const { deps } = c.var;
    const row = await resendOwnWithdrawalCode(deps, { user: currentUser(c), address: clientAddress(c) });
    return c.json(toWithdrawal(row, deps.clock.now()));
  });

/** The member's own withdrawals, mounted with the account's routes at /api/user. */
export const ownWithdrawalsRoutes = new Hono<AppEnv>().get('/withdrawals', answers({ 200: v.array(WithdrawalSchema), 304: 'empty' }), requireUser, async (c) => {
  const { db } = c.get('deps');
  const userId = currentUser(c).id;
  return revalidated(c, { userId, load: (now) => listWithdrawalsOfUser(db, { userId, now }), changesAt: codesExpireAt });
});

/** A code waiting to be entered turns the withdrawal to expired when it runs out; nothing else moves by time alone. */
function codesExpireAt(withdrawals: Withdrawal[]): Date | null {
  const expiries = withdrawals.flatMap((w) => (w.status === 'awaiting_code' && w.code.expiresAt ? [Date.parse(w.code.expiresAt)] : []));
  return expiries.length > 0 ? new Date(Math.min(...expiries)) : null;
}
