import { formatDateTime } from '@app/domain/format';
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTexts, useTranslateText } from '../lib/i18n';
import { useOfflineInfo } from '../lib/online';
import { componentTexts } from './texts';

// lib/online gives the reason in English.
const REASON_TEXTS = [componentTexts];

/** While offline: which moment the screen shows, and what has to wait for a connection. */
export function OfflineBanner() {
  const { isOffline, dataUpdatedAt } = useOfflineInfo();
  const t = useTexts(componentTexts);
  if (!isOffline) return null;
  const title = dataUpdatedAt > 0 ? t.offlineSince({ time: formatDateTime(dataUpdatedAt) }) : t.offline;
  return (
    <Alert role="status" variant="light" color="yellow" icon={<IconCloudOff aria-hidden />} title={title} mb="md">
      {t.offlineMessage}
    </Alert>
  );
}

/** The explanation under an action that is disabled while offline. */
export function OfflineHint() {
  const { offlineReason } = useOfflineInfo();
  const translate = useTranslateText(REASON_TEXTS);
  if (!offlineReason) return null;
  return (
    <Text size="sm" c="dimmed" ta="center">
      {translate(offlineReason)}
    </Text>
  );
}
