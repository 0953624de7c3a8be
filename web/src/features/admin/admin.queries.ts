/*
 * The back office's calls. Their keys (adminKeys) all sit under 'admin', so
 * borrower-side mutations that invalidate it refresh these too, and so a
 * persister that keeps only borrower keys never stores admin data.
 */
import type {
  AdminComplaint,
  AdminLoanDetail,
  Approval,
  CollectionConsent,
  CollectionContact,
  CollectionMessage,
  CollectionQueueItem,
  CollectionTemplate,
  ApprovalPending,
  Complaint,
  AuditEntry,
  DocumentView,
  DocumentRecord,
  LedgerEntry,
  Loan,
  LoanAgingReport,
  LoanOffer,
  MessagesNeedingAttention,
  PaymentReceipt,
  PublicUser,
  SettlementImportResult,
  StaffMessage,
  StaffDuty,
  UnmatchedPayment,
  Withdrawal,
} from '@app/domain/contract';
import { MAX_UPLOAD_BYTES, type DocumentType } from '@app/domain/documents';
import type {
  AddAdmin,
  ApprovalDecision,
  AdminLoanEdit,
  AdminMemberUpdate,
  AdminPayment,
  AdminSetPassword,
  AdminUserStatus,
  AdminWalletAdjust,
  AdminWithdrawalDecision,
  CollectionAssign,
  CollectionConsentInput,
  CollectionContactInput,
  CollectionTemplateInput,
  ComplaintStaffAction,
  LoanOfferInput,
  LoanReview,
  SendNotification,
  WaiveFee,
} from '@app/domain/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPage, apiPageCounting, apiPostText, apiRequest, putFile, uploadRequestOf, type Page } from '../../lib/api';
import { downscaleImage } from '../../lib/downscale-image';
import { pollEvery } from '../../lib/query-client';
import { adminKeys, type ListParams } from '../../lib/query-keys';
import { uploadDocuments } from '../documents';

export const PAGE_SIZE = 50;

/** limit/offset/q/sort/order of the API from a page number of the UI. */
function listSearch({ page, q, sort, order }: ListParams, { limit = PAGE_SIZE }: { limit?: number } = {}): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String((page - 1) * limit), order });
  if (q.trim()) params.set('q', q.trim());
  if (sort) params.set('sort', sort);
  return params.toString();
}

// Polled only while their section is on screen (the others are unmounted);
// the previous page stays visible while the next one loads.
export const usersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => apiPage<PublicUser>(`/api/admin/users?${listSearch(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('adminUsers'),
  });

export const loansQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.loans(params),
    queryFn: ({ signal }) => apiPage<Loan>(`/api/admin/loans?${listSearch(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('adminLoans'),
  });

export const withdrawalsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.withdrawals(params),
    queryFn: ({ signal }) => apiPage<Withdrawal>(`/api/admin/withdrawals?${listSearch(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('adminWithdrawals'),
  });

export const adminsQueryOptions = queryOptions({
  queryKey: adminKeys.admins,
  queryFn: ({ signal }) => apiRequest<PublicUser[]>('/api/admin/admins', { signal }),
});

export const memberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: async ({ signal }) => (await apiRequest<{ user: PublicUser }>(`/api/admin/users/${id}`, { signal })).user,
  });

export const memberDocumentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.documents(id),
    queryFn: ({ signal }) => apiRequest<DocumentRecord[]>(`/api/admin/users/${id}/documents`, { signal }),
  });

export const memberLedgerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.ledger(id),
    queryFn: ({ signal }) => apiRequest<LedgerEntry[]>(`/api/admin/users/${id}/ledger`, { signal }),
  });

export const memberAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.audit(id),
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>(`/api/admin/users/${id}/audit`, { signal }),
  });


/** GET /api/admin/messages/attention: counted in full, the newest 50 listed. */

/** GET /api/admin/users/{id}/messages: the member's last 200 messages, newest first. */
export const memberMessagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.messages(id),
    queryFn: ({ signal }) => apiRequest<StaffMessage[]>(`/api/admin/users/${id}/messages`, { signal }),
  });

/** A provider that is down shows here within a minute, without a live event to announce it. */
const ATTENTION_POLL_MS = 60_000;

export const messagesAttentionQueryOptions = queryOptions({
  queryKey: adminKeys.messagesAttention,
  queryFn: ({ signal }) => apiRequest<MessagesNeedingAttention>('/api/admin/messages/attention', { signal }),
  refetchInterval: ATTENTION_POLL_MS,
});

/** GET /api/admin/users/{id}/document-views: staff views of the member's ID images (issue 15). */
export const memberDocumentViewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.documentViews(id),
    queryFn: ({ signal }) => apiRequest<DocumentView[]>(`/api/admin/users/${id}/document-views`, { signal }),
  });

/** GET /api/admin/loans/{id}: the loan with its installments, transactions and audit (issue 12). */
export const loanAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.loanAccount(id),
    queryFn: ({ signal }) => apiRequest<AdminLoanDetail>(`/api/admin/loans/${id}`, { signal }),
    // A borrower paying from the wallet or a gateway callback moves it while an officer has it open.
    refetchInterval: pollEvery('adminLoans'),
  });

export const unmatchedPaymentsQueryOptions = queryOptions({
  queryKey: adminKeys.unmatchedPayments,
  queryFn: ({ signal }) => apiRequest<UnmatchedPayment[]>('/api/admin/payments/unmatched', { signal }),
  // The gateway's callbacks add to it at any time.
  refetchInterval: pollEvery('adminLoans'),
});

export const agingReportQueryOptions = queryOptions({
  queryKey: adminKeys.agingReport,
  queryFn: ({ signal }) => apiRequest<LoanAgingReport>('/api/admin/reports/aging', { signal }),
});

/** One filter of the collection queue: a page, an aging bucket, a collector (issue 32). Its keys sit here, under 'admin', to keep them out of the borrower's chunks. */
export type CollectionFilter = { page: number; bucket: string | null; collector: number | null };

/** GET /api/admin/collections: broken promises first, then the most days past due (decision 058). */
function collectionsPath({ page, bucket, collector }: CollectionFilter, limit = PAGE_SIZE): string {
  const params = new URLSearchParams(listSearch({ page, q: '', order: 'desc' }, { limit }));
  if (bucket) params.set('bucket', bucket);
  if (collector !== null) params.set('collector', String(collector));
  return `/api/admin/collections?${params.toString()}`;
}

export const collectionsQueryOptions = (filter: CollectionFilter) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'collections', filter],
    queryFn: ({ signal }) => apiPage<CollectionQueueItem>(collectionsPath(filter), signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('adminLoans'),
  });

/** The whole queue under a filter for the CSV export, 200 a call (the API's limit), up to `cap`. */
export async function fetchAllCollections(filter: Omit<CollectionFilter, 'page'>, cap: number): Promise<Page<CollectionQueueItem>> {
  const limit = 200;
  const rows: CollectionQueueItem[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page += 1) {
    const result = await apiPage<CollectionQueueItem>(collectionsPath({ ...filter, page }, limit));
    total = result.total;
    rows.push(...result.rows);
    if (result.rows.length < limit || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}

/** GET /api/admin/loans/{id}/contacts: the loan's contact log, newest first. */
export const contactsQueryOptions = (loanId: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'contacts', loanId],
    queryFn: ({ signal }) => apiRequest<CollectionContact[]>(`/api/admin/loans/${loanId}/contacts`, { signal }),
  });

/** GET /api/admin/collections/templates (decision 070): every template, newest first, approved or waiting for compliance. */
export const collectionTemplatesQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'collection-templates'],
  queryFn: ({ signal }) => apiRequest<CollectionTemplate[]>('/api/admin/collections/templates', { signal }),
});

/** GET /api/admin/loans/{id}/messages: the collection messages sent on the loan, newest first. */
export const collectionMessagesQueryOptions = (loanId: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'collection-messages', loanId],
    queryFn: ({ signal }) => apiRequest<CollectionMessage[]>(`/api/admin/loans/${loanId}/messages`, { signal }),
  });

/** APPROVALS (issue 15): waiting requests first; `count` is how many wait, for the sidebar's badge. */
export const approvalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.approvals(page),
    queryFn: ({ signal }) =>
      apiPageCounting<Approval>(`/api/admin/approvals?${listSearch({ page, q: '', order: 'desc' })}`, { header: 'X-Pending-Count', signal }),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('adminLoans'),
  });

/** An action that answered 202: above the four-eyes limit, it waits for a second staff member. */
export function isSentForApproval(result: unknown): result is ApprovalPending {
  return typeof result === 'object' && result !== null && 'approval' in result;
}
/** The complaints queue (issue 15): overdue first, as the server orders it. */
export const adminComplaintsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.complaints(params),
    queryFn: ({ signal }) => apiPage<AdminComplaint>(`/api/admin/complaints?${listSearch(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery('complaints'),
  });

/** Every step taken on a complaint, from the audit chain, newest first. */
export const complaintHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.complaintHistory(id),
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>(`/api/admin/complaints/${id}/history`, { signal }),
  });

/** All rows of a list for an export, page by page (200 a call, the API's limit), up to `cap`. */
export async function fetchAllRows<T>(path: string, params: Omit<ListParams, 'page'>, cap: number): Promise<Page<T>> {
  const limit = 200;
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page += 1) {
    const result = await apiPage<T>(`${path}?${listSearch({ ...params, page }, { limit })}`);
    total = result.total;
    rows.push(...result.rows);
    if (result.rows.length < limit || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}

/** After any admin change: every admin list and member view, never borrower keys. */
function refreshAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

function useAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAdmin(queryClient) });
}

export const useSetMemberStatus = () =>
  useAdminMutation(({ id, isActive }: { id: number } & AdminUserStatus) =>
    apiRequest<{ user: PublicUser }>(`/api/admin/users/${id}/status`, { method: 'POST', body: { isActive } }),
  );

export const useDeleteMember = () =>
  useAdminMutation((id: number) => apiRequest<{ message: string }>(`/api/admin/users/${id}`, { method: 'DELETE' }));

export const useUpdateMember = () =>
  useAdminMutation(({ id, changes }: { id: number; changes: AdminMemberUpdate }) =>
    apiRequest<{ user: PublicUser }>(`/api/admin/users/${id}`, { method: 'PUT', body: changes }),
  );

/**
 * DEPARTURES 3: the new balance and the balance it started from; the API
 * posts the difference to the ledger. Refused or not, the lists are reloaded:
 * a 409 means the balance changed meanwhile, and the table must show it.
 */
export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminWalletAdjust }) =>
      apiRequest<{ user: PublicUser } | ApprovalPending>(`/api/admin/users/${id}`, { method: 'POST', body: input }),
    onSettled: () => refreshAdmin(queryClient),
  });
};

export const useSetMemberPassword = () =>
  useAdminMutation(({ id, password }: { id: number } & AdminSetPassword) =>
    apiRequest<{ message: string }>(`/api/admin/users/${id}/password`, { method: 'POST', body: { password } }),
  );

export const useReviewLoan = () =>
  useAdminMutation(({ id, review }: { id: number; review: LoanReview }) =>
    apiRequest<Loan | ApprovalPending>(`/api/admin/loans/${id}`, { method: 'POST', body: review }),
  );

export const useEditLoan = () =>
  useAdminMutation(({ id, edit }: { id: number; edit: AdminLoanEdit }) =>
    apiRequest<Loan>(`/api/admin/loans/${id}`, { method: 'POST', body: edit }),
  );

export const useDeleteLoan = () =>
  useAdminMutation((id: number) => apiRequest<{ message: string }>(`/api/admin/loans/${id}`, { method: 'DELETE' }));

/** A 202 `{approval}` when the approval waits for a second officer (issue 27). */
export const useDecideWithdrawal = () =>
  useAdminMutation(({ id, ...decision }: { id: number } & AdminWithdrawalDecision) =>
    apiRequest<Withdrawal | ApprovalPending>(`/api/admin/withdrawals/${id}`, { method: 'POST', body: decision }),
  );

export const useComplaintAction = () =>
  useAdminMutation(({ id, ...input }: { id: number } & ComplaintStaffAction) =>
    apiRequest<Complaint>(`/api/admin/complaints/${id}`, { method: 'POST', body: input }),
  );

export const useResendCode = () =>
  useAdminMutation((withdrawalId: number) =>
    apiRequest<Withdrawal>(`/api/admin/withdrawals/${withdrawalId}/resend-code`, { method: 'POST' }),
  );

export const useAddAdmin = () =>
  useAdminMutation((input: AddAdmin) => apiRequest<{ user: PublicUser }>('/api/admin/add-admin', { method: 'POST', body: input }));

export const useSetAdminDuties = () =>
  useAdminMutation(({ id, duties }: { id: number; duties: StaffDuty[] }) =>
    apiRequest<{ user: PublicUser }>(`/api/admin/admins/${id}/duties`, { method: 'PUT', body: { duties } }),
  );

export const useDeleteAdmin = () =>
  useAdminMutation((id: number) => apiRequest<{ message: string }>(`/api/admin/delete-admin/${id}`, { method: 'DELETE' }));

export const useSetAdminPassword = () =>
  useAdminMutation(({ id, password }: { id: number } & AdminSetPassword) =>
    apiRequest<{ message: string }>(`/api/admin/update-admin-password/${id}`, { method: 'POST', body: { password } }),
  );

/** Decision 032: the main admin resets an admin's second factor; they enrol again at the next sign-in. */
export const useResetAdminSecondFactor = () =>
  useAdminMutation((id: number) => apiRequest<{ message: string }>(`/api/admin/admins/${id}/mfa/reset`, { method: 'POST' }));

export const useUploadMemberDocument = () =>
  useAdminMutation(({ userId, type, file }: { userId: number; type: DocumentType; file: File }) =>
    uploadDocuments({ files: [{ type, file }], targetUserId: userId }),
  );

export const useDeleteMemberDocument = () =>
  useAdminMutation(({ userId, type }: { userId: number; type: DocumentType }) =>
    apiRequest<{ message: string }>(`/api/admin/users/${userId}/documents/${type}`, { method: 'DELETE' }),
  );

export const useSendNotification = () =>
  useAdminMutation((input: SendNotification) =>
    apiRequest<{ message: string }>('/api/admin/send-notification', { method: 'POST', body: input }),
  );

/**
 * A staff payment, with its receipt photo if one was chosen: uploaded first by
 * the upload-URL flow of ID images, its URL then sent with the payment.
 */
export const useRecordPayment = () =>
  useAdminMutation(async ({ loanId, payment, receiptPhoto }: { loanId: number; payment: AdminPayment; receiptPhoto: File | null }) => {
    let body = payment;
    if (receiptPhoto) {
      // A receipt photographed with a phone is scaled as ID photos are (issue 28); a PDF goes as it is.
      const photo = await downscaleImage(receiptPhoto, MAX_UPLOAD_BYTES);
      const { uploadURL } = await apiRequest<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: uploadRequestOf(photo) });
      await putFile(uploadURL, photo);
      body = { ...payment, receiptUploadURL: uploadURL };
    }
    return apiRequest<PaymentReceipt | ApprovalPending>(`/api/admin/loans/${loanId}/payments`, { method: 'POST', body });
  });

export const useWaiveFee = () =>
  useAdminMutation(({ loanId, waiver }: { loanId: number; waiver: WaiveFee }) =>
    apiRequest<unknown>(`/api/admin/loans/${loanId}/waive-fee`, { method: 'POST', body: waiver }),
  );

export const useReversePayment = () =>
  useAdminMutation(({ transactionId, reason }: { transactionId: number; reason: string }) =>
    apiRequest<PaymentReceipt | ApprovalPending>(`/api/admin/payments/${transactionId}/reverse`, { method: 'POST', body: { reason } }),
  );

export const useImportSettlement = () =>
  useAdminMutation((csv: string) => apiPostText<SettlementImportResult | ApprovalPending>('/api/admin/payments/import', { text: csv, contentType: 'text/csv' }));

export const useAssignUnmatched = () =>
  useAdminMutation(({ id, loanId }: { id: number; loanId: number }) =>
    apiRequest<PaymentReceipt | ApprovalPending>(`/api/admin/payments/unmatched/${id}/assign`, { method: 'POST', body: { loanId } }),
  );

export const useAssignCollector = () =>
  useAdminMutation((input: CollectionAssign) => apiRequest<{ assigned: number }>('/api/admin/collections/assign', { method: 'POST', body: input }));

export const useLogContact = () =>
  useAdminMutation(({ loanId, contact }: { loanId: number; contact: CollectionContactInput }) =>
    apiRequest<CollectionContact>(`/api/admin/loans/${loanId}/contacts`, { method: 'POST', body: contact }),
  );

/** POST /api/admin/collections/templates: a draft, waiting for compliance. */
export const useDraftTemplate = () =>
  useAdminMutation((template: CollectionTemplateInput) => apiRequest<CollectionTemplate>('/api/admin/collections/templates', { method: 'POST', body: template }));

/** POST /api/admin/collections/templates/{id}/approve: compliance, never the template's author. */
export const useApproveTemplate = () =>
  useAdminMutation((id: number) => apiRequest<CollectionTemplate>(`/api/admin/collections/templates/${id}/approve`, { method: 'POST' }));

/** POST /api/admin/loans/{id}/messages: an approved template to the borrower; a refusal by SEC MC 18 names its rule. */
export const useSendCollectionMessage = () =>
  useAdminMutation(({ loanId, templateId }: { loanId: number; templateId: number }) =>
    apiRequest<CollectionMessage>(`/api/admin/loans/${loanId}/messages`, { method: 'POST', body: { templateId } }),
  );

/** POST and DELETE /api/admin/loans/{id}/consents: the borrower's written agreement to contact outside 06:00–22:00. */
export const useRecordConsent = () =>
  useAdminMutation(({ loanId, consent }: { loanId: number; consent: CollectionConsentInput }) =>
    apiRequest<CollectionConsent>(`/api/admin/loans/${loanId}/consents`, { method: 'POST', body: consent }),
  );
export const useWithdrawConsent = () => useAdminMutation((loanId: number) => apiRequest<undefined>(`/api/admin/loans/${loanId}/consents`, { method: 'DELETE' }));

export const useDecideApproval = () =>
  useAdminMutation(({ id, decision }: { id: number; decision: ApprovalDecision }) =>
    apiRequest<{ approval: Approval }>(`/api/admin/approvals/${id}`, { method: 'POST', body: decision }),
  );

/** POST /api/admin/loans/{id}/offers (issue 32): the offer, or 202 held for a second Lending officer above RESTRUCTURE_FOUR_EYES_THRESHOLD. */
export const useMakeOffer = () =>
  useAdminMutation(({ loanId, offer }: { loanId: number; offer: LoanOfferInput }) =>
    apiRequest<LoanOffer | ApprovalPending>(`/api/admin/loans/${loanId}/offers`, { method: 'POST', body: offer }),
  );

/** POST /api/admin/loans/{id}/write-off (decision 064): always 202, carried out when a Finance officer approves. */
export const useWriteOff = () =>
  useAdminMutation(({ loanId, reason }: { loanId: number; reason: string }) =>
    apiRequest<ApprovalPending>(`/api/admin/loans/${loanId}/write-off`, { method: 'POST', body: { reason } }),
  );
