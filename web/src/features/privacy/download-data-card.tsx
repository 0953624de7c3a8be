import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { useDownloadMyData } from './privacy.queries';
import { privacyTexts } from './privacy-texts';
import { useErrorText } from '../../lib/error-text';

/** ACCOUNT tab: "Download my data", a ZIP the server makes on request (decision 023). */
export function DownloadDataCard() {
  const download = useDownloadMyData();
  const { isOffline } = useOfflineInfo();
  const t = useTexts(privacyTexts);
  const errorText = useErrorText();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t.downloadTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.downloadIntro}
        </Text>
        {download.isError && <Alert color="red">{errorText(download.error, t.downloadFailed)}</Alert>}
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => download.mutate()} loading={download.isPending} disabled={isOffline}>
          {t.downloadButton}
        </Button>
        {isOffline && (
          <Text size="sm" c="dimmed">
            {t.downloadOffline}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
