import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';

const ADMIN_SECTIONS = ['members', 'loans', 'withdrawals', 'payments', 'overdue', 'finance', 'collections', 'complaints', 'compliance', 'approvals', 'messages', 'settings'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * What the panel shows lives in the URL, so a reload, the back button or a
 * shared link keep the section, page, search and sort. Bad values fall back.
 */
const AdminSearchSchema = v.object({
  section: v.optional(v.fallback(v.picklist(ADMIN_SECTIONS), 'members')),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1)),
  q: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), '')),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,30}$/))), undefined),
  order: v.optional(v.fallback(v.picklist(['asc', 'desc']), 'desc')),
  /** The loan whose account is open over the section (issue 12). */
  loan: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))), undefined),
  /** The complaint open over the COMPLAINTS section (issue 15). */
  complaint: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))), undefined),
});
export type AdminSearch = v.InferOutput<typeof AdminSearchSchema>;

/** The panel's URL state, validated here as well as by the route so it holds wherever the panel is mounted. */
export function useAdminSearch() {
  const raw = useSearch({ strict: false });
  const search = v.parse(AdminSearchSchema, raw);
  const navigate = useNavigate();
  const update = (next: Partial<AdminSearch>) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...next }), replace: next.q !== undefined });
  return {
    section: search.section ?? 'members',
    page: search.page ?? 1,
    q: search.q ?? '',
    sort: search.sort,
    order: search.order ?? 'desc',
    loan: search.loan,
    complaint: search.complaint,
    update,
  };
}
