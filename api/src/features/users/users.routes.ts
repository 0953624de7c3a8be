import { BankInfoSchema, ChangePasswordSchema, MessageChannelsSchema, PreferencesSchema, SERVER_MESSAGES, VerificationSchema, MessageAnswerSchema, LedgerEntrySchema, AuthResponseSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { currentUser, requireUser } from '../../http/guards';
import { setSessionCookie } from '../../http/sessions';
import { expectedOriginFor } from '../../lib/request';
import { valid } from '../../lib/validate';
import { listLedger } from '../wallet';
import { toPublicUser } from './users.queries';
import { assertBorrowerAccount } from './member-access.service';
import { saveMessageChannels, sendEmailVerification } from './message-channels.service';
import { changePassword, saveBankInfo, savePersonalDetails, savePreferences } from './users.service';
import { answers } from '../../lib/openapi';

// The member's own account. Their withdrawals (/withdrawals here) are listed by the withdrawals feature.
export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/verification', answers({ 200: AuthResponseSchema }, { refuses: ['verified_details_locked'] }), valid('json', VerificationSchema), async (c) => {
    const { deps } = c.var;
    const user = await savePersonalDetails(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .post('/bank-info', answers({ 200: AuthResponseSchema }, { refuses: ['verified_details_locked'] }), valid('json', BankInfoSchema), async (c) => {
    const { deps } = c.var;
    const user = await saveBankInfo(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .put('/preferences', answers({ 200: AuthResponseSchema }), valid('json', PreferencesSchema), async (c) => {
    const { deps } = c.var;
    const user = await savePreferences(deps, { user: currentUser(c), input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .put('/message-channels', answers({ 200: AuthResponseSchema }, { refuses: ['staff_cannot_borrow'] }), valid('json', MessageChannelsSchema), async (c) => {
    const { deps } = c.var;
    const me = currentUser(c);
    assertBorrowerAccount(me);
    const user = await saveMessageChannels(deps, { user: me, choice: c.req.valid('json').messageChannels });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .post('/email-verification', answers({ 202: MessageAnswerSchema }, { refuses: ['email_already_verified', 'email_unavailable', 'staff_cannot_borrow'] }), async (c) => {
    const me = currentUser(c);
    assertBorrowerAccount(me);
    return c.json(await sendEmailVerification(c.var.deps, { user: me, origin: expectedOriginFor(c.var.deps.config, c.req.url) }), 202);
  })
  .get('/ledger', answers({ 200: v.array(LedgerEntrySchema) }), async (c) => c.json(await listLedger(c.var.deps.db, { userId: currentUser(c).id })))
  .post('/change-password', answers({ 200: MessageAnswerSchema }, { refuses: ['wrong_current_password'] }), valid('json', ChangePasswordSchema), async (c) => {
    const session = c.var.session;
    if (!session) throw new Error('requireUser let a request without a session through');
    const renewed = await changePassword(c.var.deps, { user: currentUser(c), session, input: c.req.valid('json') });
    setSessionCookie(c, renewed);
    return c.json({ message: SERVER_MESSAGES.passwordUpdated });
  });
