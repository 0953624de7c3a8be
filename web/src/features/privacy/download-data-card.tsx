import { PRIVACY_TEXTS } from '@app/domain/messages';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { useOfflineInfo } from '../../lib/online';
import { useDownloadMyData } from './privacy.queries';

/** ACCOUNT tab: "Download my data", a ZIP the server makes on request (decision 023). */
export function DownloadDataCard() {
  const download = useDownloadMyData();
  const { isOffline } = useOfflineInfo();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {PRIVACY_TEXTS.downloadTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {PRIVACY_TEXTS.downloadIntro}
        </Text>
        {download.isError && <Alert color="red">{errorMessage(download.error, PRIVACY_TEXTS.downloadFailed)}</Alert>}
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => download.mutate()} loading={download.isPending} disabled={isOffline}>
          {PRIVACY_TEXTS.downloadButton}
        </Button>
        {isOffline && (
          <Text size="sm" c="dimmed">
            {PRIVACY_TEXTS.downloadOffline}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
