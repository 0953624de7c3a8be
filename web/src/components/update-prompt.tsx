import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PAGE_TEXTS } from '@app/domain/messages';
import { defineTexts, useTexts } from '../lib/i18n';
import { useServiceWorkerUpdate } from '../lib/pwa';

const pageTexts = defineTexts({ PAGE_TEXTS });

/** Offers the new version when one has been downloaded; it is used after a reload, never mid-task. */
export function UpdatePrompt() {
  const { isUpdateReady, reload, dismiss } = useServiceWorkerUpdate();
  const t = useTexts(pageTexts);
  if (!isUpdateReady) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={440}
      mx="auto"
      style={{ zIndex: 1100 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {t.newVersion}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="default" onClick={dismiss}>
            {t.later}
          </Button>
          <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={reload}>
            {t.reload}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
