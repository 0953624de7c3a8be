import { formatDateTime } from '@app/domain/format';
import { attentionSummary, MESSAGE_CHANNEL_LABELS, MESSAGE_PURPOSE_LABELS, MESSAGE_STATE_LABELS, STAFF_MESSAGE_TEXTS as T } from '@app/domain/messages';
import { Badge, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffMessage } from '@app/domain/contract';
import { memberMessagesQueryOptions, messagesAttentionQueryOptions } from './admin.queries';

const STATE_COLORS: Readonly<Record<string, string>> = { queued: 'yellow.8', sending: 'blue.8', sent: 'green.9', delivered: 'green.9', failed: 'red.9' };

/** The times that tell what happened: queued, then sent or delivered, or the next try while it waits. */
function times(message: StaffMessage): string {
  const parts = [`Queued ${formatDateTime(message.createdAt)}`];
  if (message.sentAt) parts.push(`sent ${formatDateTime(message.sentAt)}`);
  if (message.deliveredAt) parts.push(`delivered ${formatDateTime(message.deliveredAt)}`);
  if (message.state === 'queued' && message.attempts > 0) parts.push(`next try ${formatDateTime(message.notBefore)}`);
  return parts.join(', ');
}

function MessageRows({ messages, withMember }: { messages: (StaffMessage & { memberName?: string })[]; withMember: boolean }) {
  return (
    <Table.Tbody>
      {messages.map((message) => (
        <Table.Tr key={message.id}>
          <Table.Td className="tabular">{times(message)}</Table.Td>
          {withMember && <Table.Td>{message.memberName}</Table.Td>}
          <Table.Td>{MESSAGE_CHANNEL_LABELS[message.channel] ?? message.channel}</Table.Td>
          <Table.Td className="tabular">{message.destination}</Table.Td>
          <Table.Td>{MESSAGE_PURPOSE_LABELS[message.purpose] ?? message.purpose}</Table.Td>
          <Table.Td>
            <Badge color={STATE_COLORS[message.state] ?? 'gray'} autoContrast>
              {MESSAGE_STATE_LABELS[message.state] ?? message.state}
            </Badge>
          </Table.Td>
          <Table.Td>{message.provider ? `${message.provider}${message.providerMessageId ? ` ${message.providerMessageId}` : ''}` : '—'}</Table.Td>
          <Table.Td ta="right" className="tabular">
            {message.attempts}
          </Table.Td>
          <Table.Td>{message.failureReason ?? '—'}</Table.Td>
          {/* A code's text is blanked once sent (and its digits always, by the server): staff never read a code. */}
          <Table.Td>{message.purpose === 'code' ? T.codeBlanked : message.body}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

function MessageTable({ label, messages, withMember }: { label: string; messages: (StaffMessage & { memberName?: string })[]; withMember: boolean }) {
  return (
    <ScrollArea type="auto">
      <Table striped aria-label={label} miw={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.when}</Table.Th>
            {withMember && <Table.Th>{T.member}</Table.Th>}
            <Table.Th>{T.channel}</Table.Th>
            <Table.Th>{T.to}</Table.Th>
            <Table.Th>{T.purpose}</Table.Th>
            <Table.Th>{T.state}</Table.Th>
            <Table.Th>{T.provider}</Table.Th>
            <Table.Th ta="right">{T.tries}</Table.Th>
            <Table.Th>{T.lastError}</Table.Th>
            <Table.Th>{T.text}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <MessageRows messages={messages} withMember={withMember} />
      </Table>
    </ScrollArea>
  );
}

/** A member's messages in their history (issue 29): channel, masked destination, purpose, state, provider, tries, last error, times. */
export function MemberMessages({ userId }: { userId: number }) {
  const messages = useQuery(memberMessagesQueryOptions(userId));
  if (messages.isPending) return <Loader aria-label="Loading" />;
  if (messages.isError) return <Text c="red.8">{T.historyUnavailable}</Text>;
  if (messages.data.length === 0) return <Text c="dimmed">{T.historyEmpty}</Text>;
  return <MessageTable label={T.tableLabel} messages={messages.data} withMember={false} />;
}

/** MESSAGES: what failed or waits, across members, so staff notice a provider that is down. */
export function MessagesSection() {
  const attention = useQuery(messagesAttentionQueryOptions);
  if (attention.isPending) return <Loader aria-label="Loading" />;
  if (attention.isError) return <Text c="red.8">{T.historyUnavailable}</Text>;
  const { failed, retrying, messages } = attention.data;
  return (
    <Stack gap="md">
      <Text>{T.attentionIntro}</Text>
      <Text fw={700} role="status">
        {attentionSummary({ failed, retrying })}
      </Text>
      {messages.length === 0 ? <Text c="dimmed">{T.attentionNone}</Text> : <MessageTable label={T.attentionTableLabel} messages={messages} withMember />}
    </Stack>
  );
}
