import { formatDateTime } from '@app/domain/format';
import { WALLET_TEXTS } from '@app/domain/messages';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { defineTexts, useTexts } from '../../lib/i18n';
import { latestNotification, notificationsQueryOptions } from '../notifications';

const walletTexts = defineTexts({ WALLET_TEXTS });

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The newest notification: its title shown as Status, then its message (SPEC section 2). Nothing when there is none. */
export function StatusCard() {
  const { data } = useQuery(notificationsQueryOptions);
  const t = useTexts(walletTexts);
  const notification = latestNotification(data);
  if (!notification) return null;
  // The admin's colour marks the card's edge only; text keeps theme colours for contrast.
  const accent = HEX_COLOR.test(notification.color) ? notification.color : 'var(--mantine-color-default-border)';
  return (
    <Card withBorder radius="lg" padding="lg" style={{ borderLeft: `4px solid ${accent}` }}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconBell size={18} aria-hidden />
          <Title order={2} fz="md">
            {t.latestNotification}
          </Title>
        </Group>
        <Text size="sm">
          <Text span fw={700}>
            {t.status}{' '}
          </Text>
          {notification.title}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(notification.createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}
