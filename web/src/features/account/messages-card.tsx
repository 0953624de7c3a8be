import { isMessageChannelChoice, type PublicUser } from '@app/domain/contract';
import { MESSAGE_CHANNEL_TEXTS } from '@app/domain/messages';
import { Button, Radio, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { useSaveMessageChannels, useSendEmailLink } from './account.queries';
import { SectionCard } from '../../components/section-card';
import { useErrorText } from '../../lib/error-text';

const messageChannelTexts = defineTexts({ MESSAGE_CHANNEL_TEXTS });

/**
 * ACCOUNT's Messages card (issue 29): where reminders, receipts and notices
 * go, and the email's proof. The choice shown is the server's; an email
 * choice before the address is confirmed is kept, and said to go by SMS.
 */
export function MessagesCard({ user }: { user: PublicUser }) {
  const t = useTexts(messageChannelTexts);
  const errorText = useErrorText();
  const { isOffline } = useOfflineInfo();
  const save = useSaveMessageChannels();
  const sendLink = useSendEmailLink();
  const choice = user.messageChannels ?? 'sms';
  return (
    <SectionCard icon={IconMessage} title={t.title} gap="sm">
      <Text size="sm">{t.intro}</Text>
      <Radio.Group
        label={t.groupLabel}
        value={choice}
        onChange={(value) => {
          if (isMessageChannelChoice(value)) save.mutate(value);
        }}
      >
        <Stack gap="xs" mt={6}>
          {(['sms', 'email', 'both'] as const).map((option) => (
            <Radio key={option} value={option} label={t[option]} disabled={isOffline || save.isPending} styles={{ body: { minHeight: 44, alignItems: 'center' } }} />
          ))}
        </Stack>
      </Radio.Group>
      {save.isError && (
        <Text size="sm" c="red" role="alert">
          {t.saveFailed}
        </Text>
      )}
      <Text size="sm" fw={700}>
        {user.emailVerified ? t.emailConfirmed({ email: user.email }) : t.emailUnconfirmed({ email: user.email })}
      </Text>
      {!user.emailVerified && (
        <Button variant="light" mih={44} className="button-wraps" onClick={() => sendLink.mutate()} loading={sendLink.isPending} disabled={isOffline || sendLink.isSuccess}>
          {t.sendLink}
        </Button>
      )}
      {sendLink.isSuccess && (
        <Text size="sm" role="status">
          {t.linkSent}
        </Text>
      )}
      {sendLink.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(sendLink.error, t.saveFailed)}
        </Text>
      )}
    </SectionCard>
  );
}
