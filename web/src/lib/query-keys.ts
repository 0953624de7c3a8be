/*
 * Every query and mutation key of the app is built here, and only here.
 * Keys are hierarchical: invalidating a prefix refreshes everything under
 * it. Their roots carry meaning beyond the cache: the persister keeps the
 * borrower's roots and never 'admin' (persist.ts), the live channel maps a
 * message to the keys it makes stale (live.ts), and every back-office key
 * sits under 'admin' so one invalidation refreshes the whole panel.
 */
import type { LiveAdminScope } from '@app/domain/contract';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** A back-office list's page, search and sort, as the URL holds them. */
export type ListParams = { page: number; q: string; sort?: string; order: 'asc' | 'desc' };

export const authKeys = {
  /** The signed-in user (GET /api/auth/me); null when nobody is. */
  me: ['auth', 'me'] as const,
};

export const loanKeys = {
  all: ['loans'] as const,
  /** Under the loans root: persisted for offline, and refreshed with the loans. */
  payoff: (loanId: number) => ['loans', loanId, 'payoff'] as const,
  transactions: (loanId: number) => ['loans', loanId, 'transactions'] as const,
};

export const documentKeys = { all: ['documents'] as const };

export const notificationKeys = { all: ['notifications'] as const };

/** "Who viewed your documents" (issue 15): persisted with the borrower's other lists. */
export const documentViewKeys = { all: ['document-views'] as const };

export const withdrawalKeys = { all: ['withdrawals'] as const };

export const complaintKeys = { all: ['complaints'] as const };

export const ledgerKeys = {
  all: ['ledger'] as const,
  /** Keyed by the balance the polled user reports, so the history follows every change of it. */
  forBalance: (walletBalance: number) => ['ledger', walletBalance] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  /** One back-office list (every page, search and sort of it): what an admin_updated message names. */
  scope: (scope: LiveAdminScope) => ['admin', scope] as const,
  users: (params: ListParams) => ['admin', 'users', params] as const,
  loans: (params: ListParams) => ['admin', 'loans', params] as const,
  withdrawals: (params: ListParams) => ['admin', 'withdrawals', params] as const,
  admins: ['admin', 'admins'] as const,
  /** The member dialog: the member, and under it their documents, ledger and audit. */
  member: (id: number) => ['admin', 'member', id] as const,
  documents: (id: number) => ['admin', 'member', id, 'documents'] as const,
  ledger: (id: number) => ['admin', 'member', id, 'ledger'] as const,
  audit: (id: number) => ['admin', 'member', id, 'audit'] as const,
  documentViews: (id: number) => ['admin', 'member', id, 'document-views'] as const,
  /** What was sent to the member, and what became of it (issue 29). */
  messages: (id: number) => ['admin', 'member', id, 'messages'] as const,
  /** MESSAGES: failed and waiting messages of every member (issue 29). */
  messagesAttention: ['admin', 'messages-attention'] as const,
  /** A loan's account: installments, transactions and audit (issue 12). */
  loanAccount: (id: number) => ['admin', 'loan-account', id] as const,
  unmatchedPayments: ['admin', 'unmatched-payments'] as const,
  agingReport: ['admin', 'aging-report'] as const,
  /** The maker-checker inbox (issue 15): one page of it. */
  approvals: (page: number) => ['admin', 'approvals', page] as const,
  complaints: (params: ListParams) => ['admin', 'complaints', params] as const,
  /** A complaint's audit trail, under the queue so a change to it refreshes both. */
  complaintHistory: (id: number) => ['admin', 'complaints', 'history', id] as const,
};

export const mutationKeys = {
  /** While this runs, the session ending (401, the live channel's 4401) is the logout itself. */
  logout: ['auth', 'logout'] as const,
  /** The live client reads it: the loan_updated that an application causes is not an admin's change. */
  applyForLoan: ['loans', 'apply'] as const,
};

export function isMeKey(queryKey: QueryKey): boolean {
  return hashKey(queryKey) === hashKey(authKeys.me);
}

/** Marks every query under each of `keys` stale; those on screen refetch. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
