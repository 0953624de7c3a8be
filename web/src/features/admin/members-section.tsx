import type { PublicUser } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { LABELS, NOTICES } from '@app/domain/messages';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { notifySuccess } from '../../lib/notices';
import { fetchAllRows, useDeleteMember, useSetMemberPassword, useSetMemberStatus, usersQueryOptions } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { ConfirmDialog } from './confirm-dialog';
import { BreakableEmail, DataTable, EXPORT_CAP, Folded, type Column } from './data-table';
import { MemberDialog } from './member-dialog';
import { PasswordDialog } from './password-dialog';
import { useSubmit } from '../../lib/error-text';

type Pending = { kind: 'status' | 'delete' | 'password'; member: PublicUser } | null;

export function MembersSection() {
  const { page, q, sort, order } = useAdminSearch();
  const params = { page, q, sort, order };
  const query = useQuery(usersQueryOptions(params));
  const [openMemberId, setOpenMemberId] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const setStatus = useSetMemberStatus();
  const submitSetStatus = useSubmit(null, setStatus, { failedNotice: NOTICES.updateMemberFailed });
  const remove = useDeleteMember();
  const submitRemove = useSubmit(null, remove, { failedNotice: NOTICES.deleteUserFailed });
  const setPassword = useSetMemberPassword();
  const submitSetPassword = useSubmit(null, setPassword, { failedNotice: NOTICES.userPasswordUpdateFailed });

  const columns: Column<PublicUser>[] = [
    { header: 'Name', sortKey: 'fullName', cell: (m) => <Text fw={600} size="sm">{m.fullName}</Text>, csv: (m) => m.fullName },
    {
      header: 'Contact',
      cell: (m) => (
        <>
          <span className="tabular">{m.contactNumber}</span>
          <Folded>
            <BreakableEmail address={m.email} />
          </Folded>
        </>
      ),
      csv: (m) => m.contactNumber,
    },
    { header: 'Email', sortKey: 'email', isFoldable: true, cell: (m) => <BreakableEmail address={m.email} />, csv: (m) => m.email },
    {
      header: 'Password',
      cell: (m) => (
        <Group gap={6}>
          <Text size="sm" aria-label="Password hidden">
            ••••••••
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => setPending({ kind: 'password', member: m })} aria-label={`Set new password for ${m.fullName}`}>
            Set new password
          </Button>
        </Group>
      ),
    },
    {
      header: 'Registered',
      sortKey: 'createdAt',
      // Where the member registered from belongs with when: under the date rather than a column of its own.
      cell: (m) => (
        <>
          <span className="tabular">{formatDateTime(m.createdAt)}</span>
          {m.registrationCountry && (
            <Text size="xs" c="dimmed">
              {m.registrationCountry}
            </Text>
          )}
        </>
      ),
      csv: (m) => m.createdAt,
    },
    { header: 'Country', csv: (m) => m.registrationCountry },
    {
      header: 'Status',
      sortKey: 'isActive',
      nowrap: true,
      cell: (m) => (
        <Badge color={m.isActive ? 'green' : 'gray.7'} variant="filled" autoContrast>
          {m.isActive ? LABELS.active : LABELS.inactive}
        </Badge>
      ),
      csv: (m) => (m.isActive ? LABELS.active : LABELS.inactive),
    },
    {
      header: 'Actions',
      nowrap: true,
      cell: (m) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setOpenMemberId(m.id)} aria-label={`View / Edit ${m.fullName}`}>
            View / Edit
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setPending({ kind: 'status', member: m })}
            aria-label={`${m.isActive ? 'Deactivate' : 'Activate'} ${m.fullName}`}
          >
            {m.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button autoContrast size="compact-xs" color="red.9" onClick={() => setPending({ kind: 'delete', member: m })} aria-label={`Delete ${m.fullName}`}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  const close = () => setPending(null);
  const member = pending?.member;

  return (
    <>
      <DataTable
        caption="Members"
        columns={columns}
        query={query}
        exportName="members"
        fetchAll={() => fetchAllRows<PublicUser>('/api/admin/users', { q, sort, order }, EXPORT_CAP)}
      />
      {openMemberId !== null && <MemberDialog memberId={openMemberId} onClose={() => setOpenMemberId(null)} />}
      <ConfirmDialog
        opened={pending?.kind === 'status'}
        title={member?.isActive ? 'Deactivate member?' : 'Activate member?'}
        confirmLabel={member?.isActive ? 'Deactivate' : 'Activate'}
        color={member?.isActive ? 'orange' : 'green'}
        isBusy={setStatus.isPending}
        onClose={close}
        onConfirm={() =>
          member &&
          void submitSetStatus({ id: member.id, isActive: !member.isActive }, () => {
            notifySuccess(NOTICES.userStatusUpdated);
            close();
          })
        }
      >
        {member?.isActive
          ? `${member.fullName} will be signed out everywhere and cannot sign in until activated again.`
          : `${member?.fullName} will be able to sign in again.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'delete'}
        title="Delete member?"
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          member &&
          void submitRemove(member.id, () => {
            notifySuccess(NOTICES.userDeleted);
            close();
          })
        }
      >
        {`${member?.fullName ?? ''} will be signed out and removed from the lists. Their ledger and history are kept.`}
      </ConfirmDialog>
      <PasswordDialog
        opened={pending?.kind === 'password'}
        title="Set new password"
        who={member?.fullName ?? ''}
        note="They will be signed out everywhere and told by a notification."
        isBusy={setPassword.isPending}
        onClose={close}
        onSubmit={(password) =>
          member &&
          void submitSetPassword({ id: member.id, password }, () => {
            notifySuccess(NOTICES.passwordUpdated);
            close();
          })
        }
      />
    </>
  );
}
