import { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType } from '@app/domain/documents';
import { LABELS, NOTICES, STEP_TITLES, uploadFailedTitle } from '@app/domain/messages';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileUpload } from '../../components/file-upload';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notices';
import { FileUploadError } from '../documents';
import { SAVE_FAILED } from './step-errors';
import { useUploadDocuments } from './verification.queries';

const HINTS: Record<DocumentType, string> = {
  front_id: 'A clear photo of the front of a government-issued ID.',
  back_id: 'The back of the same ID.',
  selfie_with_id: 'A photo of you holding the ID next to your face.',
};

export function DocumentsStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [files, setFiles] = useState<Record<DocumentType, File | null>>({ front_id: null, back_id: null, selfie_with_id: null });
  const upload = useUploadDocuments();

  const submit = () => {
    const chosen = DOCUMENT_TYPES.flatMap((type) => {
      const file = files[type];
      return file ? [{ type, file }] : [];
    });
    if (chosen.length < DOCUMENT_TYPES.length) {
      notifyError(NOTICES.missingDocuments);
      return;
    }
    upload.mutateAsync({ files: chosen }).then(onDone, (error: unknown) => {
      if (error instanceof FileUploadError) {
        notifyError({ title: uploadFailedTitle(error.field) }, errorMessage(error.cause, 'Please try again.'));
      } else {
        notifyError(SAVE_FAILED, errorMessage(error, SAVE_FAILED.message));
      }
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {STEP_TITLES[1]}
      </Title>
      <Text size="sm" c="dimmed">
        Your ID photos are private: only you and our loan officers can see them.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {DOCUMENT_TYPES.map((type) => (
          <FileUpload
            key={type}
            label={DOCUMENT_LABELS[type]}
            description={HINTS[type]}
            value={files[type]}
            onChange={(file) => setFiles((current) => ({ ...current, [type]: file }))}
            disabled={upload.isPending}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Button variant="default" onClick={onBack} disabled={upload.isPending}>
          {LABELS.back}
        </Button>
        <Button onClick={submit} loading={upload.isPending} miw={120}>
          {LABELS.submit}
        </Button>
      </Group>
    </Stack>
  );
}
