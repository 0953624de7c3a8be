import type { PublicUser } from '@app/domain/contract';
import { BankInfoSchema } from '@app/domain/schemas';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useField, useSchemaForm } from '../../lib/form';
import { useTexts } from '../../lib/i18n';
import { labels, verificationTexts } from './texts';
import { useSaveBankInfo } from './verification.queries';
import { useSubmit } from '../../lib/error-text';

export function BankStep({ user, onBack, onDone }: { user: PublicUser; onBack: () => void; onDone: () => void }) {
  const save = useSaveBankInfo();
  const form = useSchemaForm(BankInfoSchema, { bankName: user.bankName ?? '', accountNumber: user.accountNumber ?? '' });
  const t = useTexts(verificationTexts);
  const label = useTexts(labels);
  const field = useField(form);
  const submit = useSubmit(form, save, { failedNotice: t.saveFailed });

  const onSubmit = form.handleSubmit((values) => submit(values, onDone));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t.stepTitles.bank}
        </Title>
        <Text size="sm">{label.bankDetailsPrompt}</Text>
        <TextInput label={t.bankName} autoComplete="off" required {...field('bankName')} />
        <TextInput
          label={t.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('accountNumber')}
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
