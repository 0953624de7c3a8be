import type { DocumentView, PublicUser } from '@app/domain/contract';
import { PRIVACY_NOTICE_VERSION } from '@app/domain/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from '../../lib/api';
import { authKeys, documentViewKeys } from '../../lib/query-keys';

/** GET /api/user/document-views: staff views of the borrower's ID images, newest first. */
export const documentViewsQueryOptions = queryOptions({
  queryKey: documentViewKeys.all,
  queryFn: ({ signal }) => apiRequest<DocumentView[]>('/api/user/document-views', { signal }),
});

/** POST /api/user/consent to the notice in force; the answer's user unblocks the dashboard. */
export function useConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ user: PublicUser }>('/api/user/consent', { method: 'POST', body: { version: PRIVACY_NOTICE_VERSION } }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.me, user),
  });
}

/**
 * GET /api/user/export: the ZIP is fetched (with the session cookie, so a
 * refusal shows as a message instead of a broken download) and handed to
 * the browser as a file.
 */
async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/user/export', { credentials: 'include' });
  if (!response.ok) throw new HttpError({ status: response.status, statusText: response.statusText, body: await response.text() });
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
