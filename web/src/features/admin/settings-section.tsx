import { STAFF_DUTIES, type PublicUser, type StaffDuty } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { DUTY_LABELS, DUTY_MESSAGES, LABELS, MFA_TEXTS, NOTICES, ROLE_LABELS } from '@app/domain/messages';
import { AddAdminSchema } from '@app/domain/schemas';
import { Alert, Badge, Button, Group, Loader, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { adminsQueryOptions, useAddAdmin, useDeleteAdmin, useResetAdminSecondFactor, useSetAdminDuties, useSetAdminPassword } from './admin.queries';
import { DutiesDialog, DutiesField } from './duties-field';
import { ConfirmDialog } from './confirm-dialog';
import { PasswordDialog } from './password-dialog';
import { useSubmit } from '../../lib/error-text';

/** SETTINGS (SPEC 2 and 6): only the main admin adds, re-passwords or deletes admins; nobody touches the main admin. */
export function SettingsSection({ admin }: { admin: PublicUser }) {
  const isMainAdmin = admin.role === 'main_admin';
  return (
    <Stack gap="lg" maw={900}>
      {isMainAdmin ? (
        <AddAdminForm />
      ) : (
        <Alert color="blue" title="Adding admins">
          Only the main admin can add, change or delete admin accounts.
        </Alert>
      )}
      <AdminsTable isMainAdmin={isMainAdmin} selfId={admin.id} />
    </Stack>
  );
}

function AddAdminForm() {
  const add = useAddAdmin();
  const submitAdd = useSubmit(null, add, { failedNotice: NOTICES.addAdminFailed });
  const form = useSchemaForm(AddAdminSchema, { email: '', password: '' });
  const { errors } = form.formState;
  // All ticked by default: the new admin works as every admin did before duties (DEPARTURES 15).
  const [duties, setDuties] = useState<StaffDuty[]>([...STAFF_DUTIES]);
  const [dutiesError, setDutiesError] = useState<string | undefined>(undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Add admin
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => {
          if (duties.length === 0) {
            setDutiesError(DUTY_MESSAGES.dutiesRequired);
            return;
          }
          // Every duty is SPEC.md's call as it was: the server gives all when none are named.
          const body = duties.length === STAFF_DUTIES.length ? input : { ...input, duties };
          void submitAdd(body, () => {
            notifySuccess(NOTICES.adminAdded);
            form.reset();
            setDuties([...STAFF_DUTIES]);
          });
        })}
      >
        <Group align="flex-start" grow wrap="wrap">
          <TextInput label="Email" type="email" autoComplete="off" {...form.register('email')} error={errors.email?.message} miw={220} />
          <PasswordField label="Password" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} miw={220} />
        </Group>
        <DutiesField
          value={duties}
          onChange={(next) => {
            setDuties(next);
            setDutiesError(undefined);
          }}
          error={dutiesError}
        />
        <Button type="submit" mt="md" loading={add.isPending}>
          Add admin
        </Button>
      </form>
    </Paper>
  );
}

function AdminsTable({ isMainAdmin, selfId }: { isMainAdmin: boolean; selfId: number }) {
  const admins = useQuery(adminsQueryOptions);
  const [pending, setPending] = useState<{ kind: 'password' | 'delete' | 'duties' | 'mfa'; admin: PublicUser } | null>(null);
  const resetMfa = useResetAdminSecondFactor();
  const submitResetMfa = useSubmit(null, resetMfa, { failedNotice: { title: MFA_TEXTS.resetButton } });
  const remove = useDeleteAdmin();
  const submitRemove = useSubmit(null, remove, { failedNotice: NOTICES.deleteAdminFailed });
  const setDuties = useSetAdminDuties();
  const submitSetDuties = useSubmit(null, setDuties, { failedNotice: { title: DUTY_MESSAGES.updateDutiesFailed } });
  const setPassword = useSetAdminPassword();
  const submitSetPassword = useSubmit(null, setPassword, { failedNotice: NOTICES.updatePasswordFailed });
  const close = () => setPending(null);
  const target = pending?.admin;

  const actions = (row: PublicUser) => {
    if (row.role === 'main_admin') return <Text size="sm" c="dimmed">{LABELS.cannotDelete}</Text>;
    if (!isMainAdmin) return <Text size="sm" c="dimmed">Main admin only</Text>;
    return (
      // Four actions in two rows of two: the table stays whole on a 1280 px laptop (admin-laptop.e2e).
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
        <Button size="compact-xs" variant="light" onClick={() => setPending({ kind: 'duties', admin: row })} aria-label={`Edit duties of ${row.email}`}>
          Edit duties
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => setPending({ kind: 'password', admin: row })} aria-label={`Edit password of ${row.email}`}>
          Edit password
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => setPending({ kind: 'mfa', admin: row })} aria-label={`${MFA_TEXTS.resetButton} of ${row.email}`}>
          {MFA_TEXTS.resetButton}
        </Button>
        <Button autoContrast size="compact-xs" color="red.9" onClick={() => setPending({ kind: 'delete', admin: row })} aria-label={`Delete admin ${row.email}`}>
          Delete
        </Button>
      </SimpleGrid>
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {LABELS.allAdmins}
      </Title>
      {admins.isPending ? (
        <Loader aria-label="Loading" />
      ) : (
        <ScrollArea type="auto">
          <Table striped aria-label={LABELS.allAdmins} miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Duties</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(admins.data ?? []).map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {row.email} {row.id === selfId && <Badge size="xs" variant="outline">you</Badge>}
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[row.role]}</Table.Td>
                  <Table.Td>{dutiesText(row)}</Table.Td>
                  <Table.Td className="tabular">{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <ConfirmDialog
        opened={pending?.kind === 'delete'}
        title="Delete admin?"
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          target &&
          void submitRemove(target.id, () => {
            notifySuccess(NOTICES.adminDeleted);
            close();
          })
        }
      >
        {`${target?.email ?? ''} will be signed out and can no longer sign in.`}
      </ConfirmDialog>
      {pending?.kind === 'duties' && target && (
        <DutiesDialog
          who={target.email}
          initial={target.duties ?? [...STAFF_DUTIES]}
          isBusy={setDuties.isPending}
          onClose={close}
          onSubmit={(duties) =>
            void submitSetDuties({ id: target.id, duties }, () => {
              notifySuccess({ title: DUTY_MESSAGES.dutiesUpdated });
              close();
            })
          }
        />
      )}
      <ConfirmDialog
        opened={pending?.kind === 'mfa'}
        title={`${MFA_TEXTS.resetButton}?`}
        confirmLabel={MFA_TEXTS.resetButton}
        isBusy={resetMfa.isPending}
        onClose={close}
        onConfirm={() =>
          target &&
          void submitResetMfa(target.id, ({ message }) => {
            notifySuccess({ title: MFA_TEXTS.resetButton, message });
            close();
          })
        }
      >
        {`${target?.email ?? ''}: ${MFA_TEXTS.resetConfirm}`}
      </ConfirmDialog>
      <PasswordDialog
        opened={pending?.kind === 'password'}
        title="Edit admin password"
        who={target?.email ?? ''}
        note="They will be signed out everywhere."
        isBusy={setPassword.isPending}
        onClose={close}
        onSubmit={(password) =>
          target &&
          void submitSetPassword({ id: target.id, password }, () => {
            notifySuccess(NOTICES.passwordUpdated);
            close();
          })
        }
      />
    </Paper>
  );
}

/** The duties column: the main admin holds them all (DEPARTURES 15). */
function dutiesText(row: PublicUser): string {
  if (row.role === 'main_admin') return 'All duties';
  const duties = row.duties ?? [];
  return duties.length === STAFF_DUTIES.length ? 'All duties' : duties.map((duty) => DUTY_LABELS[duty]).join(', ') || 'None';
}
