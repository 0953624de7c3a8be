import type { ComplianceAlert, ComplianceReport, ListImport, ListImportRecord, NonWorkingDaysAnswer, RiskRatingAnswer, ScreeningCase } from '@app/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostText, apiRequest } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';

/*
 * The COMPLIANCE section's calls (issue 33, decisions 065, 069, 073): every
 * one under /api/admin/compliance, the compliance duty's alone. Its keys sit
 * under 'admin', so a sign-out drops them with the rest of the panel and
 * nothing of it is ever kept for a borrower's pages.
 */

const complianceKey = (...parts: (string | number)[]) => [...adminKeys.all, 'compliance', ...parts];

const get = <T,>(path: string, ...key: (string | number)[]) =>
  queryOptions({ queryKey: complianceKey(...key), queryFn: ({ signal }) => apiRequest<T>(path, { signal }) });

export const alertsQueryOptions = get<ComplianceAlert[]>('/api/admin/compliance/alerts', 'alerts');
export const casesQueryOptions = get<ScreeningCase[]>('/api/admin/compliance/cases', 'cases');
export const reportsQueryOptions = get<ComplianceReport[]>('/api/admin/compliance/reports', 'reports');
export const listImportsQueryOptions = get<ListImportRecord[]>('/api/admin/compliance/lists', 'lists');
export const riskQueryOptions = (memberId: number) => get<RiskRatingAnswer>(`/api/admin/compliance/members/${memberId}/risk`, 'risk', memberId);
export const nonWorkingDaysQueryOptions = (year: number) => get<NonWorkingDaysAnswer>(`/api/admin/compliance/non-working-days?year=${year}`, 'calendar', year);

/** After a decision: the whole panel, as a cleared case lets a held payout or loan go. */
function useComplianceMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useDecideCase = () =>
  useComplianceMutation(({ id, decision, reason }: { id: number; decision: 'clear' | 'confirm'; reason: string }) =>
    apiRequest<ScreeningCase>(`/api/admin/compliance/cases/${id}`, { method: 'POST', body: { decision, reason } }),
  );

export const useDecideAlert = () =>
  useComplianceMutation(({ id, decision, reason }: { id: number; decision: 'close' | 'report'; reason: string }) =>
    apiRequest<ComplianceAlert>(`/api/admin/compliance/alerts/${id}`, { method: 'POST', body: { decision, reason } }),
  );

export const useFileReport = () =>
  useComplianceMutation(({ id, reference }: { id: number; reference: string }) =>
    apiRequest<ComplianceReport>(`/api/admin/compliance/reports/${id}/file`, { method: 'POST', body: { reference } }),
  );

/** The UN list is XML, the AMLC's CSV: the file goes as it is, with its type. */
export const useImportList = () =>
  useComplianceMutation(({ source, text }: { source: 'un' | 'amlc'; text: string }) =>
    apiPostText<ListImport>(`/api/admin/compliance/lists?source=${source}`, { text, contentType: source === 'un' ? 'application/xml' : 'text/csv' }),
  );

export const useMarkPep = () =>
  useComplianceMutation(({ memberId, isPep, reason }: { memberId: number; isPep: boolean; reason: string }) =>
    apiRequest<RiskRatingAnswer>(`/api/admin/compliance/members/${memberId}/pep`, { method: 'POST', body: { isPep, reason } }),
  );

export const useRecordDueDiligence = () =>
  useComplianceMutation(({ memberId, note }: { memberId: number; note: string }) =>
    apiRequest<RiskRatingAnswer>(`/api/admin/compliance/members/${memberId}/due-diligence`, { method: 'POST', body: { note } }),
  );

export const useAddNonWorkingDay = () =>
  useComplianceMutation(({ day, name }: { day: string; name: string }) => apiRequest<NonWorkingDaysAnswer>('/api/admin/compliance/non-working-days', { method: 'POST', body: { day, name } }));

export const useRemoveNonWorkingDay = () =>
  useComplianceMutation((day: string) => apiRequest<NonWorkingDaysAnswer>(`/api/admin/compliance/non-working-days/${day}`, { method: 'DELETE' }));
