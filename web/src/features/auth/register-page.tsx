import { DIALOGS, LABELS, NOTICES, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@app/domain/messages';
import { RegisterSchema } from '@app/domain/schemas';
import { Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type CarouselSlide, ImageCarousel } from '../../components/image-carousel';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/api';
import { applyServerFieldErrors, useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notices';
import { PrivacyConsentField } from '../privacy';
import { useRegister } from './auth.queries';
import { AuthLayout } from './auth-layout';

/** SPEC section 9: the registration carousel advances every 3000 ms. */
const REGISTER_CAROUSEL_MS = 3000;

const PROMO_SLIDES: readonly CarouselSlide[] = [
  { src: '/art/promo-apply-anywhere.svg', alt: 'Apply from anywhere: apply on your phone in a few minutes, even from abroad.' },
  { src: '/art/promo-clear-terms.svg', alt: 'Clear, fixed terms: see your monthly payment and the full cost before you apply.' },
  { src: '/art/promo-wallet.svg', alt: 'Your money, protected: every withdrawal needs a one-time code sent only to you.' },
];

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [isDone, setDone] = useState(false);
  const form = useSchemaForm(RegisterSchema, {
    fullName: '',
    email: '',
    contactNumber: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  const hasConsent = form.watch('privacyNoticeVersion') === PRIVACY_NOTICE_VERSION;
  const onSubmit = form.handleSubmit((values) => {
    // RA 10173: no registration without consent to the notice in force (the server checks it too).
    if (values.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION) {
      form.setError('privacyNoticeVersion', { message: PRIVACY_MESSAGES.consentRequired });
      return;
    }
    return register.mutateAsync(values).then(
      () => {
        notifySuccess(NOTICES.registrationSuccessful);
        setDone(true);
      },
      (error: unknown) => {
        applyServerFieldErrors(form, error);
        notifyError(NOTICES.registrationFailed, errorMessage(error, NOTICES.registrationFailed.message));
      },
    );
  });
  const proceed = () => void navigate({ to: '/verification' });

  return (
    <AuthLayout
      subtitle="Create your account"
      above={<ImageCarousel slides={PROMO_SLIDES} intervalMs={REGISTER_CAROUSEL_MS} label="Why borrow with us" />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Full name" autoComplete="name" required {...form.register('fullName')} error={errors.fullName?.message} />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label="Contact number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+63 917 123 4567"
            description="Include the country code if your number is not Philippine."
            required
            {...form.register('contactNumber')}
            error={errors.contactNumber?.message}
          />
          <PasswordField
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <PrivacyConsentField
            isChecked={hasConsent}
            onChange={(isChecked) => {
              form.setValue('privacyNoticeVersion', isChecked ? PRIVACY_NOTICE_VERSION : undefined, { shouldDirty: true });
              if (isChecked) form.clearErrors('privacyNoticeVersion');
            }}
            error={errors.privacyNoticeVersion?.message}
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={register.isPending} disabled={isDone}>
            {LABELS.register}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal opened={isDone} onClose={proceed} title={DIALOGS.registeredSuccessfully.title} centered withCloseButton={false}>
        <Stack>
          <Text>{DIALOGS.registeredSuccessfully.message}</Text>
          <Button onClick={proceed} data-autofocus>
            {LABELS.ok}
          </Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
