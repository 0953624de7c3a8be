import { COUNTRIES } from '@app/domain/countries';
import type { PublicUser } from '@app/domain/contract';
import { LABELS, STEP_TITLES } from '@app/domain/messages';
import { VerificationSchema } from '@app/domain/schemas';
import { Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors, useSchemaForm } from '../../lib/form';
import { notifyError } from '../../lib/notices';
import { SAVE_FAILED } from './step-errors';
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

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(onDone, (error: unknown) => {
      applyServerFieldErrors(form, error);
      notifyError(SAVE_FAILED, errorMessage(error, SAVE_FAILED.message));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {STEP_TITLES[0]}
        </Title>
        <Textarea label="Address" autoComplete="street-address" autosize minRows={2} required {...form.register('address')} error={errors.address?.message} />
        <Controller
          control={form.control}
          name="countryWorking"
          render={({ field }) => (
            <Select
              label="Country where you work"
              placeholder="Search a country"
              data={COUNTRIES as string[]}
              searchable
              limit={50}
              nothingFoundMessage="No country by that name"
              required
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.countryWorking?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Monthly income (PHP)"
          inputMode="decimal"
          placeholder="e.g. 45000"
          required
          {...form.register('monthlyIncome')}
          error={errors.monthlyIncome?.message}
        />
        <Textarea label="Loan purpose" autosize minRows={2} required {...form.register('loanPurpose')} error={errors.loanPurpose?.message} />
        <TextInput
          label="Emergency contact name"
          required
          {...form.register('contactPersonName')}
          error={errors.contactPersonName?.message}
        />
        <TextInput
          label="Emergency contact number"
          type="tel"
          inputMode="tel"
          required
          {...form.register('contactPersonTel')}
          error={errors.contactPersonTel?.message}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={save.isPending} miw={120}>
            {LABELS.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
