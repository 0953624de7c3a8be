import type { PublicUser } from '@app/domain/contract';
import { LABELS, STEP_TITLES } from '@app/domain/messages';
import { BankInfoSchema } from '@app/domain/schemas';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors, useSchemaForm } from '../../lib/form';
import { notifyError } from '../../lib/notices';
import { SAVE_FAILED } from './step-errors';
import { useSaveBankInfo } from './verification.queries';

export function BankStep({ user, onBack, onDone }: { user: PublicUser; onBack: () => void; onDone: () => void }) {
  const save = useSaveBankInfo();
  const form = useSchemaForm(BankInfoSchema, { bankName: user.bankName ?? '', accountNumber: user.accountNumber ?? '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      onDone,
      (error: unknown) => {
        applyServerFieldErrors(form, error);
        notifyError(SAVE_FAILED, errorMessage(error, SAVE_FAILED.message));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {STEP_TITLES[2]}
        </Title>
        <Text size="sm">{LABELS.bankDetailsPrompt}</Text>
        <TextInput label="Bank name" autoComplete="off" required {...form.register('bankName')} error={errors.bankName?.message} />
        <TextInput
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.register('accountNumber')}
          error={errors.accountNumber?.message}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack} disabled={save.isPending}>
            {LABELS.back}
          </Button>
          <Button type="submit" loading={save.isPending} miw={120}>
            {LABELS.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
