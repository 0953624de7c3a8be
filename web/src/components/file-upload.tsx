import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@app/domain/documents';
import { formatFileSize } from '@app/domain/format';
import { NOTICES } from '@app/domain/messages';
import { Alert, Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { downscaleImage } from '../lib/downscale-image';
import { defineTexts, useTexts } from '../lib/i18n';
import { componentTexts } from './texts';

const notices = defineTexts({ NOTICES });

export type FileCheck = { ok: true } | { ok: false; title: string; message: string };

/**
 * The client-side convenience check (the server checks the bytes itself, DEPARTURES 6),
 * its notice in the language on screen.
 */
export function checkFile(
  file: Pick<File, 'size' | 'type'>,
  { accept = ACCEPTED_IMAGE_TYPES, maxBytes = MAX_UPLOAD_BYTES }: { accept?: readonly string[]; maxBytes?: number } = {},
): FileCheck {
  const { invalidFileType, fileTooLarge } = notices.get();
  if (!accept.includes(file.type)) {
    return { ok: false, title: invalidFileType.title, message: invalidFileType.message };
  }
  if (file.size > maxBytes) {
    return { ok: false, title: fileTooLarge.title, message: fileTooLarge.message.replace('{size}', formatFileSize(maxBytes)) };
  }
  return { ok: true };
}

/** A preview URL for the chosen image, released when it changes. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

type CardError = { title: string; message: string };

/**
 * SPEC's file upload: images only, 5 MB by default, a preview and the size
 * in Bytes/KB/MB/GB. Issue 28: the phone's camera or its gallery, a photo
 * made small enough before it is kept (never refused for its size), and a
 * refusal shown on the card it belongs to, naming it and saying what to do.
 * `error` is a refusal from later (the upload itself), shown the same way.
 */
export function FileUpload({
  label,
  description,
  value,
  onChange,
  accept = ACCEPTED_IMAGE_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
  disabled,
  error,
}: {
  label: string;
  description?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  accept?: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
  error?: CardError | null;
}) {
  const preview = usePreview(value);
  const t = useTexts(componentTexts);
  const notice = useTexts(notices);
  const [isBroken, setBroken] = useState(false);
  const [isPreparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<CardError | null>(null);
  const labelId = useId();
  // Let the same file be picked again after it was removed or refused.
  const cameraResetRef = useRef<() => void>(null);
  const galleryResetRef = useRef<() => void>(null);
  // Only the latest pick counts when a slow photo is still being prepared.
  const pickCount = useRef(0);
  useEffect(() => setBroken(false), [preview]);

  const pick = async (file: File | null) => {
    cameraResetRef.current?.();
    galleryResetRef.current?.();
    if (!file) return;
    const pickNumber = ++pickCount.current;
    setRefusal(null);
    if (!accept.includes(file.type)) {
      setRefusal({ title: notice.invalidFileType.title, message: t.notAPhoto({ label }) });
      return;
    }
    setPreparing(true);
    const prepared = await downscaleImage(file, maxBytes).finally(() => {
      if (pickNumber === pickCount.current) setPreparing(false);
    });
    if (pickNumber !== pickCount.current) return;
    if (!checkFile(prepared, { accept, maxBytes }).ok) {
      setRefusal({ title: notice.fileTooLarge.title, message: t.photoTooLarge({ label, size: formatFileSize(maxBytes) }) });
      return;
    }
    onChange(prepared);
  };

  const shown = refusal ?? error ?? null;
  const isBusy = disabled || isPreparing;

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={labelId}>
      <Stack gap={6}>
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
        {value ? (
          <Group wrap="nowrap" align="center" gap="sm">
            {preview && !isBroken ? (
              <Image
                src={preview}
                alt={t.preview({ label })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
                onError={() => setBroken(true)}
              />
            ) : null}
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" truncate>
                {value.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(value.size)}
              </Text>
            </div>
            <CloseButton aria-label={t.remove({ label })} onClick={() => onChange(null)} disabled={disabled} />
          </Group>
        ) : null}
        {shown ? (
          <Alert color="red" variant="light" title={shown.title} p="xs">
            {shown.message}
          </Alert>
        ) : null}
        <FileButton
          resetRef={cameraResetRef}
          onChange={(file) => void pick(file)}
          accept={accept.join(',')}
          capture="environment"
          disabled={isBusy}
          inputProps={{ 'aria-label': `${label}: ${t.takePhoto}` }}
        >
          {(props) => (
            <Button {...props} h={44} variant="light" leftSection={<IconCamera size={18} aria-hidden />} disabled={isBusy} loading={isPreparing}>
              {t.takePhoto}
            </Button>
          )}
        </FileButton>
        <FileButton
          resetRef={galleryResetRef}
          onChange={(file) => void pick(file)}
          accept={accept.join(',')}
          disabled={isBusy}
          inputProps={{ 'aria-label': `${label}: ${t.chooseFromGallery}` }}
        >
          {(props) => (
            <Button {...props} h={44} variant="default" leftSection={<IconPhoto size={18} aria-hidden />} disabled={isBusy}>
              {t.chooseFromGallery}
            </Button>
          )}
        </FileButton>
        {isPreparing ? (
          <Text size="xs" role="status">
            {t.preparingPhoto}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t.acceptedImages({ size: formatFileSize(maxBytes) })}
        </Text>
      </Stack>
    </Paper>
  );
}
