import { COUNTRIES } from '@app/domain/countries';
import type { PublicUser } from '@app/domain/contract';
import { VerificationSchema } from '@app/domain/schemas';
import { Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useField, useSchemaForm } from '../../lib/form';
import { useFieldError, useSubmit } from '../../lib/error-text';
import { AMOUNT_FIELD, AmountInput } from '../../components/amount-input';
import { useTexts } from '../../lib/i18n';
import { labels, verificationTexts } from './texts';
import { useSavePersonalDetails } from './verification.queries';

export function PersonalDetailsStep({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const save = useSavePersonalDetails();
  const form = useSchemaForm(VerificationSchema, {
    address: user.address ?? '',
    countryWorking: user.countryWorking ?? '',
    monthlyIncome: user.monthlyIncome === null ? '' : String(user.monthlyIncome),
    loanPurpose: user.loanPurpose ?? '',
    contactPersonName: user.contactPersonName ?? '',
    contactPersonTel: user.contactPersonTel ?? '',
  });
  const { errors } = form.formState;
  const t = useTexts(verificationTexts);
  const label = useTexts(labels);
  const fieldError = useFieldError();
  const field = useField(form);
  const submit = useSubmit(form, save, { failedNotice: t.saveFailed });

  const onSubmit = form.handleSubmit((values) => submit(values, onDone));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t.stepTitles.personal}
        </Title>
        <Textarea label={t.address} autoComplete="street-address" autosize minRows={2} required {...field('address')} />
        <Controller
          control={form.control}
          name="countryWorking"
          render={({ field }) => (
            <Select
              label={t.countryWorking}
              placeholder={t.countrySearch}
              data={COUNTRIES as string[]}
              searchable
              limit={50}
              nothingFoundMessage={t.noCountry}
              required
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.countryWorking?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <AmountInput
          label={t.monthlyIncome}
          placeholder={t.monthlyIncomeExample}
          required
          data-autofocus={undefined}
          {...form.register('monthlyIncome', AMOUNT_FIELD)}
          error={fieldError(errors.monthlyIncome?.message)}
        />
        <Textarea label={t.loanPurpose} autosize minRows={2} required {...field('loanPurpose')} />
        <TextInput
          label={t.contactPersonName}
          required
          {...field('contactPersonName')}
        />
        <TextInput
          label={t.contactPersonTel}
          type="tel"
          inputMode="tel"
          required
          {...field('contactPersonTel')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={save.isPending} miw={120}>
            {label.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
