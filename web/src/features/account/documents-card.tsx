import type { DocumentRecord } from '@app/domain/contract';
import { documentUrl, latestPerType } from '@app/domain/documents';
import { formatDateTime, formatFileSize } from '@app/domain/format';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileOff, IconId } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { accountTexts, labels } from './account-texts';
import { documentsQueryOptions } from '../documents';

/**
 * A private document image (served with the session cookie). SPEC section 8:
 * if it cannot be loaded it is hidden, and a plain note stands in its place.
 */
function DocumentImage({ document, height }: { document: DocumentRecord; height?: number }) {
  const [hasFailed, setHasFailed] = useState(false);
  const t = useTexts(accountTexts);
  const label = t.documentLabels[document.type];
  if (hasFailed) {
    return (
      <Center h={height ?? 160} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Group gap={6} c="dimmed">
          <IconFileOff size={18} aria-hidden />
          <Text size="sm">{t.previewNotAvailable}</Text>
        </Group>
      </Center>
    );
  }
  return (
    <Image
      src={documentUrl({ filename: document.filename })}
      alt={label}
      h={height}
      fit={height ? 'cover' : 'contain'}
      radius="md"
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}

/**
 * SPEC 2: the latest upload of each document type, each viewable full size.
 * Uploading goes through the wizard only until verification completes (DEPARTURES 12).
 */
export function DocumentsCard({ isVerificationOpen }: { isVerificationOpen: boolean }) {
  const documents = useQuery(documentsQueryOptions);
  const [viewing, setViewing] = useState<DocumentRecord | null>(null);
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const latest = latestPerType(documents.data ?? []);
  const t = useTexts(accountTexts);
  const label = useTexts(labels);
  const documentLabels = t.documentLabels;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-documents">
      <Group gap={8} mb="md" wrap="nowrap">
        <IconId size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-documents">
          {t.documentsTitle}
        </Title>
      </Group>

      {documents.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-busy="true" aria-label={t.loadingDocuments}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={200} radius="md" />
          ))}
        </SimpleGrid>
      )}

      {documents.isError && (
        <Alert color="red" variant="light" title={t.documentsLoadFailed}>
          {errorMessage(documents.error, t.documentsRetry)}
        </Alert>
      )}

      {documents.isSuccess && latest.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t.noDocuments}
          </Text>
          {isVerificationOpen ? (
            <Button component={Link} to="/verification" size="xs" variant="light">
              {t.uploadDocuments}
            </Button>
          ) : (
            <Text size="sm">{label.verifiedDocumentsMissing}</Text>
          )}
        </Stack>
      )}

      {latest.length > 0 && (
        <Box
          component="ul"
          m={0}
          p={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
            gap: 'var(--mantine-spacing-sm)',
          }}
        >
          {latest.map((document) => (
            <Paper component="li" key={document.type} withBorder p="xs" radius="md">
              <UnstyledButton
                onClick={() => setViewing(document)}
                aria-label={t.viewFullSize({ document: documentLabels[document.type] })}
                w="100%"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <DocumentImage document={document} height={140} />
              </UnstyledButton>
              <Text fw={700} size="sm" mt="xs">
                {documentLabels[document.type]}
              </Text>
              <Text size="xs" c="dimmed" className="tabular">
                {t.uploadedAt({ date: formatDateTime(document.uploadedAt) })}
              </Text>
              <Text size="xs" c="dimmed" className="tabular">
                {formatFileSize(document.size)}
              </Text>
            </Paper>
          ))}
        </Box>
      )}

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? documentLabels[viewing.type] : ''}
        size="xl"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': t.closeDocument }}
      >
        {viewing && (
          <Box>
            <DocumentImage document={viewing} />
            <Text size="xs" c="dimmed" mt="xs" className="tabular">
              {t.uploadedAt({ date: formatDateTime(viewing.uploadedAt) })} · {formatFileSize(viewing.size)}
            </Text>
          </Box>
        )}
      </Modal>
    </Card>
  );
}
