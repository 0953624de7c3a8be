import type { Complaint } from '@app/domain/contract';
import type { ComplaintCategory } from '@app/domain/complaints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, putFile, uploadRequestOf } from '../../lib/api';
import { pollEvery } from '../../lib/query-client';
import { complaintKeys, invalidateKeys, notificationKeys } from '../../lib/query-keys';

/** The borrower's own complaints; persisted with the other borrower data, so they read offline. */
export const complaintsQueryOptions = queryOptions({
  queryKey: complaintKeys.all,
  queryFn: ({ signal }) => apiRequest<Complaint[]>('/api/complaints', { signal }),
  refetchInterval: pollEvery('complaints'),
});

type ComplaintInput = { category: ComplaintCategory; description: string; images: readonly File[] };

/** Each image through the upload-URL flow (as ID documents are), then the complaint in one call. */
async function fileComplaint({ category, description, images }: ComplaintInput): Promise<Complaint> {
  const uploadURLs: string[] = [];
  for (const image of images) {
    const { uploadURL } = await apiRequest<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: uploadRequestOf(image) });
    await putFile(uploadURL, image);
    uploadURLs.push(uploadURL);
  }
  return apiRequest<Complaint>('/api/complaints', { method: 'POST', body: { category, description, uploadURLs } });
}

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: () => invalidateKeys(queryClient, [complaintKeys.all, notificationKeys.all]),
  });
}
