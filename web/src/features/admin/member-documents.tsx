import { ACCEPTED_IMAGE_TYPES, DOCUMENT_LABELS, DOCUMENT_TYPES, documentUrl, latestPerType, MAX_UPLOAD_BYTES, type DocumentType } from '@app/domain/documents';
import { formatDateTime, formatFileSize } from '@app/domain/format';
import { NOTICES, uploadFailedTitle } from '@app/domain/messages';
import { Button, Card, FileButton, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { checkFile } from '../../components/file-upload';
import { errorMessage, HttpError } from '../../lib/api';
import { downscaleImage } from '../../lib/downscale-image';
import { notifyError, notifySuccess } from '../../lib/notices';
import { FileUploadError } from '../documents';
import { memberDocumentsQueryOptions, useDeleteMemberDocument, useUploadMemberDocument } from './admin.queries';
import { ConfirmDialog } from './confirm-dialog';

/** A member's ID images (SPEC 2): the latest of each type, uploaded for them through the upload-URL flow, deleted per type. */
export function MemberDocuments({ userId }: { userId: number }) {
  const documents = useQuery(memberDocumentsQueryOptions(userId));
  const upload = useUploadMemberDocument();
  const remove = useDeleteMemberDocument();
  const [deleting, setDeleting] = useState<DocumentType | null>(null);
  const [uploadingType, setUploadingType] = useState<DocumentType | null>(null);
  const [hiddenImages, setHiddenImages] = useState<ReadonlySet<number>>(new Set());

  if (documents.isPending) return <Loader aria-label="Loading" />;
  const latest = new Map(latestPerType(documents.data ?? []).map((doc) => [doc.type as DocumentType, doc]));

  const onFile = async (type: DocumentType, picked: File | null) => {
    if (!picked) return;
    setUploadingType(type);
    // An officer photographs a member's ID with a phone too: scaled as the borrower's are (issue 28), never refused for its size.
    const file = await downscaleImage(picked, MAX_UPLOAD_BYTES);
    const check = checkFile(file);
    if (!check.ok) {
      setUploadingType(null);
      return notifyError({ title: check.title }, check.message);
    }
    upload.mutate(
      { userId, type, file },
      {
        onSuccess: () => notifySuccess(NOTICES.documentUploaded),
        onError: (error) =>
          error instanceof FileUploadError
            ? notifyError({ title: uploadFailedTitle(error.field) }, errorMessage(error.cause, ''))
            : notifyError(NOTICES.documentUploadFailed, errorMessage(error, '')),
        onSettled: () => setUploadingType(null),
      },
    );
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {DOCUMENT_TYPES.map((type) => {
          const doc = latest.get(type);
          const label = DOCUMENT_LABELS[type];
          return (
            <Card key={type} withBorder padding="sm">
              <Stack gap="xs">
                <Text fw={700} size="sm">
                  {label}
                </Text>
                {doc ? (
                  <>
                    {!hiddenImages.has(doc.id) && (
                      <a href={documentUrl(doc)} target="_blank" rel="noreferrer" aria-label={`Open ${label} in a new tab`}>
                        <Image
                          src={documentUrl(doc)}
                          alt={`${label} of the member`}
                          h={120}
                          fit="contain"
                          onError={() => setHiddenImages((previous) => new Set(previous).add(doc.id))}
                        />
                      </a>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatDateTime(doc.uploadedAt)} · {formatFileSize(doc.size)}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not uploaded
                  </Text>
                )}
                <Group gap={6}>
                  <FileButton accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={(file) => void onFile(type, file)}>
                    {(props) => (
                      <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={uploadingType === type} aria-label={`Upload ${label}`}>
                        Upload
                      </Button>
                    )}
                  </FileButton>
                  {doc && (
                    <Button autoContrast size="compact-sm" color="red.9" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(type)} aria-label={`Delete ${label}`}>
                      Delete
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete document?"
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { userId, type: deleting },
            {
              onSuccess: () => {
                notifySuccess(NOTICES.documentDeleted);
                setDeleting(null);
              },
              // SPEC 8: the server refusing is 'Delete Failed'; not reaching it at all is 'Delete Error'.
              onError: (error) =>
                error instanceof HttpError
                  ? notifyError(NOTICES.documentDeleteFailed, errorMessage(error, ''))
                  : notifyError(NOTICES.documentDeleteError, 'The server could not be reached. Please try again.'),
            },
          )
        }
      >
        {`Every ${deleting ? DOCUMENT_LABELS[deleting] : ''} image of this member will be deleted.`}
      </ConfirmDialog>
    </>
  );
}
