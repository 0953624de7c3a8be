import type { DocumentRecord } from '@app/domain/contract';
import type { DocumentType } from '@app/domain/documents';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, putFile, uploadRequestOf } from '../../lib/api';
import { pollEvery } from '../../lib/query-client';
import { documentKeys } from '../../lib/query-keys';

export const documentsQueryOptions = queryOptions({
  queryKey: documentKeys.all,
  queryFn: ({ signal }) => apiRequest<DocumentRecord[]>('/api/documents', { signal }),
  refetchInterval: pollEvery('documents'),
});

type UploadedFile = { type: DocumentType; uploadURL: string };

/** Thrown when the direct PUT of one file fails, naming the field (SPEC: 'Failed to upload {field}'). */
export class FileUploadError extends Error {
  readonly field: DocumentType;
  constructor(field: DocumentType, cause: unknown) {
    super(`Failed to upload ${field}`, { cause });
    this.field = field;
  }
}

/**
 * The upload-URL flow of SPEC section 7: one single-use URL per file (asked
 * for with the file's type and size, which an S3 URL signs), the file PUT
 * straight to it, then the set registered in one call.
 */
export async function uploadDocuments({
  files,
  targetUserId,
}: {
  files: ReadonlyArray<{ type: DocumentType; file: File }>;
  targetUserId?: number;
}): Promise<DocumentRecord[]> {
  const uploadedFiles: UploadedFile[] = [];
  for (const { type, file } of files) {
    const { uploadURL } = await apiRequest<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: uploadRequestOf(file) });
    try {
      await putFile(uploadURL, file);
    } catch (error) {
      throw new FileUploadError(type, error);
    }
    uploadedFiles.push({ type, uploadURL });
  }
  return apiRequest<DocumentRecord[]>('/api/documents/upload-from-storage', {
    method: 'POST',
    body: targetUserId === undefined ? { uploadedFiles } : { uploadedFiles, targetUserId },
  });
}
