import type { PublicUser } from '@app/domain/contract';
import { BankInfoSchema } from '@app/domain/schemas';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { applyServerFieldErrors, useSchemaForm } from '../../lib/form';
import { useFieldError } from '../../components/use-field-error';
import { useTexts } from '../../lib/i18n';
import { notifyError } from '../../lib/notices';
import { labels, verificationTexts } from './texts';
import { useSaveBankInfo } from './verification.queries';
import { useErrorText } from '../../lib/error-text';

export function BankStep({ user, onBack, onDone }: { user: PublicUser; onBack: () => void; onDone: () => void }) {
  const save = useSaveBankInfo();
  const form = useSchemaForm(BankInfoSchema, { bankName: user.bankName ?? '', accountNumber: user.accountNumber ?? '' });
  const { errors } = form.formState;
  const t = useTexts(verificationTexts);
  const label = useTexts(labels);
  const fieldError = useFieldError();
  const errorText = useErrorText();

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      onDone,
      (error: unknown) => {
        applyServerFieldErrors(form, error);
        notifyError(t.saveFailed, errorText(error, t.saveFailed.message));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t.stepTitles.bank}
        </Title>
        <Text size="sm">{label.bankDetailsPrompt}</Text>
        <TextInput label={t.bankName} autoComplete="off" required {...form.register('bankName')} error={fieldError(errors.bankName?.message)} />
        <TextInput
          label={t.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.register('accountNumber')}
          error={fieldError(errors.accountNumber?.message)}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack} disabled={save.isPending}>
            {label.back}
          </Button>
          <Button type="submit" loading={save.isPending} miw={120}>
            {label.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
