import type { AuthResponse, MfaChallenge } from './contract';
import type { LoanWithAccount } from './repayment';

/**
 * POST /api/auth/login: `mfa` when the account signs in with a second factor; the session then opens only the code step.
 * `loans`: a borrower signed in without a code step gets GET /api/loans's answer with it, so HOME needs no second round
 * trip after LOG IN (issue 28, a slow line; decision 038). Optional: the SPEC's answer is `{user}`.
 */
export type LoginResponse = AuthResponse & { mfa?: MfaChallenge; loans?: LoanWithAccount[] };
