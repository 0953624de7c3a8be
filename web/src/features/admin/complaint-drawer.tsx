import type { AdminComplaint } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { COMPLAINT_CATEGORY_LABELS, COMPLAINT_STATE_LABELS } from '@app/domain/messages';
import { Anchor, Badge, Button, Drawer, Group, Image, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifySuccess } from '../../lib/notices';
import { COMPLAINT_STATE_COLORS } from '../complaints';
import { adminsQueryOptions, complaintHistoryQueryOptions, useComplaintAction } from './admin.queries';
import { Notice } from '../../components/notice';

const ACTION_DONE = { assign: 'Complaint assigned', reply: 'Reply sent', escalate: 'Complaint escalated', resolve: 'Complaint resolved' } as const;
const HISTORY_LABELS: Record<string, string> = {
  'complaint.file': 'Filed',
  'complaint.assign': 'Assigned',
  'complaint.reply': 'Replied',
  'complaint.escalate': 'Escalated',
  'complaint.resolve': 'Resolved',
};

/** One complaint: what was filed, the answers, its history, and the officer's steps. */
export function ComplaintDrawer({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const act = useComplaintAction();
  const history = useQuery(complaintHistoryQueryOptions(complaint.id));
  const staff = useQuery(adminsQueryOptions);
  const [message, setMessage] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const isResolved = complaint.state === 'resolved';

  const run = (input: Parameters<typeof act.mutate>[0]) =>
    act.mutate(input, {
      onSuccess: () => {
        notifySuccess({ title: ACTION_DONE[input.action] });
        setMessage('');
      },
    });
  const withMessage = (action: 'reply' | 'escalate' | 'resolve') => run({ id: complaint.id, action, message });

  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={`Complaint ${complaint.reference}`} closeButtonProps={{ 'aria-label': 'Close complaint' }}>
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={COMPLAINT_STATE_COLORS[complaint.state]} variant="filled" autoContrast>
            {COMPLAINT_STATE_LABELS[complaint.state]}
          </Badge>
          <Text size="sm">{COMPLAINT_CATEGORY_LABELS[complaint.category]}</Text>
        </Group>
        <Text size="sm">
          {complaint.user.fullName} · <span className="tabular">{complaint.user.contactNumber}</span> · {complaint.user.email}
        </Text>
        <Text size="xs" c="dimmed" className="tabular">
          Filed {formatDateTime(complaint.createdAt)} · acknowledge by {formatDateTime(complaint.ackDueAt)} · resolve by {formatDateTime(complaint.resolveDueAt)}
        </Text>
        <Paper withBorder p="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {complaint.description}
          </Text>
          {complaint.evidence.length > 0 && (
            <Group gap="xs" mt="xs">
              {complaint.evidence.map((image, index) => (
                <Anchor key={image.id} href={image.url} target="_blank" rel="noopener">
                  <Image src={image.url} alt={`Evidence ${index + 1}`} w={96} h={96} radius="sm" fit="cover" />
                </Anchor>
              ))}
            </Group>
          )}
        </Paper>
        {complaint.messages.map((answer) => (
          <Paper key={answer.id} withBorder p="xs" bg="var(--mantine-color-default-hover)">
            <Text size="xs" fw={700}>
              {answer.kind === 'resolution' ? 'Resolution' : answer.kind === 'escalation' ? 'Escalation' : 'Reply'} · {formatDateTime(answer.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {answer.body}
            </Text>
          </Paper>
        ))}

        {!isResolved && (
          <Stack gap="sm">
            <Group align="flex-end" gap="xs">
              <Select
                label="Assign to"
                placeholder={complaint.assignee ? complaint.assignee.fullName : 'Unassigned'}
                data={(staff.data ?? []).map((member) => ({ value: String(member.id), label: `${member.fullName} (${member.email})` }))}
                value={assigneeId}
                onChange={setAssigneeId}
                comboboxProps={{ withinPortal: false }}
                style={{ flex: 1 }}
              />
              <Button
                variant="default"
                disabled={act.isPending}
                onClick={() => run({ id: complaint.id, action: 'assign', ...(assigneeId ? { assigneeId: Number(assigneeId) } : {}) })}
              >
                {assigneeId ? 'Assign' : 'Assign to me'}
              </Button>
            </Group>
            <Textarea
              label="Message to the borrower"
              description="A reply, the escalation note, or the resolution"
              autosize
              minRows={3}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button disabled={act.isPending} onClick={() => withMessage('reply')}>
                Reply
              </Button>
              <Button color="red.9" autoContrast disabled={act.isPending || complaint.state === 'escalated'} onClick={() => withMessage('escalate')}>
                Escalate
              </Button>
              <Button color="green" autoContrast disabled={act.isPending} onClick={() => withMessage('resolve')}>
                Resolve
              </Button>
            </Group>
          </Stack>
        )}
        {act.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(act.error, 'The step could not be saved. Please try again.')}
          </Notice>
        )}

        <Title order={3} size="h6">
          History
        </Title>
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {(history.data ?? []).map((entry) => (
            <Text component="li" key={entry.id} size="xs">
              <span className="tabular">{formatDateTime(entry.createdAt)}</span> · {HISTORY_LABELS[entry.action] ?? entry.action} · {entry.actorEmail ?? 'system'}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
