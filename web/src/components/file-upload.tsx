import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@app/domain/documents';
import { formatFileSize } from '@app/domain/format';
import { NOTICES } from '@app/domain/messages';
import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { defineTexts, useTexts } from '../lib/i18n';
import { notifyError } from '../lib/notices';
import { componentTexts } from './texts';

const notices = defineTexts('NOTICES', NOTICES);

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

/**
 * SPEC's file upload: images only, 5 MB by default, a preview and the size
 * in Bytes/KB/MB/GB. Picking opens the phone's camera or gallery.
 */
export function FileUpload({
  label,
  description,
  value,
  onChange,
  accept = ACCEPTED_IMAGE_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
  disabled,
}: {
  label: string;
  description?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  accept?: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
}) {
  const preview = usePreview(value);
  const t = useTexts(componentTexts);
  // Keeps checkFile's notices in the language on screen.
  useTexts(notices);
  const [isBroken, setBroken] = useState(false);
  const labelId = useId();
  // Lets the same file be picked again after it was removed or refused.
  const resetRef = useRef<() => void>(null);
  useEffect(() => setBroken(false), [preview]);

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const check = checkFile(file, { accept, maxBytes });
    if (!check.ok) {
      notifyError({ title: check.title }, check.message);
      return;
    }
    onChange(file);
  };

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
        <FileButton resetRef={resetRef} onChange={pick} accept={accept.join(',')} disabled={disabled} inputProps={{ 'aria-label': label }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} disabled={disabled}>
              {value ? t.chooseAnotherImage : t.chooseImage}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t.acceptedImages({ size: formatFileSize(maxBytes) })}
        </Text>
      </Stack>
    </Paper>
  );
}
