import { formatDateTime } from '@app/domain/format';
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOfflineInfo } from '../lib/online';

/** While offline: which moment the screen shows, and what has to wait for a connection. */
export function OfflineBanner() {
  const { isOffline, dataUpdatedAt } = useOfflineInfo();
  if (!isOffline) return null;
  const title = dataUpdatedAt > 0 ? `Offline — showing data from ${formatDateTime(dataUpdatedAt)}` : 'Offline';
  return (
    <Alert role="status" variant="light" color="yellow" icon={<IconCloudOff aria-hidden />} title={title} mb="md">
      Applying for a loan, withdrawing and changing your password need a connection; they come back when you are
      online.
    </Alert>
  );
}

/** The explanation under an action that is disabled while offline. */
export function OfflineHint() {
  const { offlineReason } = useOfflineInfo();
  if (!offlineReason) return null;
  return (
    <Text size="sm" c="dimmed" ta="center">
      {offlineReason}
    </Text>
  );
}
