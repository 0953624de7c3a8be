import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/documents';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileUpload } from '../../components/file-upload';
import { useTexts } from '../../lib/i18n';
import { notifyError } from '../../lib/notices';
import { FileUploadError } from '../documents';
import { labels, notices, verificationTexts } from './texts';
import { useUploadDocuments } from './verification.queries';
import { useErrorText, useSubmit } from '../../lib/error-text';

export function DocumentsStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [files, setFiles] = useState<Record<DocumentType, File | null>>({ front_id: null, back_id: null, selfie_with_id: null });
  // Issue 28: a file the upload refused is named on its own card, not only in a passing notice.
  const [refusals, setRefusals] = useState<Partial<Record<DocumentType, { title: string; message: string }>>>({});
  const upload = useUploadDocuments();
  const t = useTexts(verificationTexts);
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const errorText = useErrorText();
  const save = useSubmit(null, upload, {
    failedNotice: t.saveFailed,
    // A file the storage refused is named on its own card, and in the notice.
    answers: (error) => {
      if (!(error instanceof FileUploadError)) return false;
      const title = t.uploadFailed({ field: error.field });
      const message = errorText(error.cause, t.tryAgain);
      setRefusals({ [error.field]: { title, message: `${t.documentLabels[error.field]}: ${message}` } });
      notifyError({ title }, message);
      return true;
    },
  });

  const submit = () => {
    const chosen = DOCUMENT_TYPES.flatMap((type) => {
      const file = files[type];
      return file ? [{ type, file }] : [];
    });
    if (chosen.length < DOCUMENT_TYPES.length) {
      notifyError(notice.missingDocuments);
      return;
    }
    void save({ files: chosen }, onDone);
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t.stepTitles.documents}
      </Title>
      <Text size="sm" c="dimmed">
        {t.documentsPrivate}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {DOCUMENT_TYPES.map((type) => (
          <FileUpload
            key={type}
            label={t.documentLabels[type]}
            description={t.documentHints[type]}
            value={files[type]}
            onChange={(file) => {
              setFiles((current) => ({ ...current, [type]: file }));
              setRefusals((current) => ({ ...current, [type]: undefined }));
            }}
            disabled={upload.isPending}
            error={refusals[type]}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Button variant="default" onClick={onBack} disabled={upload.isPending}>
          {label.back}
        </Button>
        <Button onClick={submit} loading={upload.isPending} miw={120}>
          {label.submit}
        </Button>
      </Group>
    </Stack>
  );
}
