import { DIALOGS, LABELS, NOTICES, PRIVACY_MESSAGES, REGISTER_TEXTS } from '@app/domain/messages';
// A version, not a text: read directly (the lint's rule is about groups of texts).
import { PRIVACY_NOTICE_VERSION as privacyNoticeVersion } from '@app/domain/messages';
import { RegisterSchema } from '@app/domain/schemas';
import { Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type CarouselSlide, ImageCarousel } from '../../components/image-carousel';
import { PasswordField } from '../../components/password-field';
import { useField, useSchemaForm } from '../../lib/form';
import { defineTexts, useLanguage, useTexts, useTranslateText } from '../../lib/i18n';
import { clearNotices, notifySuccess } from '../../lib/notices';
import { PrivacyConsentField } from '../privacy';
import { useRegister } from './auth.queries';
import { AuthLayout } from './auth-layout';
import { useSubmit } from '../../lib/error-text';

/** SPEC section 9: the registration carousel advances every 3000 ms. */
const REGISTER_CAROUSEL_MS = 3000;

const registerTexts = defineTexts({ REGISTER_TEXTS });
const labels = defineTexts({ LABELS });
const notices = defineTexts({ NOTICES });
const dialogs = defineTexts({ DIALOGS });
const privacyMessages = defineTexts({ PRIVACY_MESSAGES });
const CONSENT_TEXTS = [privacyMessages];

function promoSlides(texts: Record<'promoApplyAnywhere' | 'promoClearTerms' | 'promoWallet', string>): readonly CarouselSlide[] {
  return [
    // The art carries no words: each slide's text is drawn over it in the reader's language (issue 28, item 7).
    { src: '/art/promo-apply-anywhere.svg', alt: texts.promoApplyAnywhere, overlay: texts.promoApplyAnywhere },
    { src: '/art/promo-clear-terms.svg', alt: texts.promoClearTerms, overlay: texts.promoClearTerms },
    { src: '/art/promo-wallet.svg', alt: texts.promoWallet, overlay: texts.promoWallet },
  ];
}

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
  const t = useTexts(registerTexts);
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const dialog = useTexts(dialogs);
  const privacy = useTexts(privacyMessages);
  const language = useLanguage();
  const field = useField(form);
  const consentText = useTranslateText(CONSENT_TEXTS);
  const submit = useSubmit(form, register, { failedNotice: notice.registrationFailed });
  const { errors } = form.formState;

  const hasConsent = form.watch('privacyNoticeVersion') === privacyNoticeVersion;
  const onSubmit = form.handleSubmit((values) => {
    // RA 10173: no registration without consent to the notice in force (the server checks it too).
    if (values.privacyNoticeVersion !== privacyNoticeVersion) {
      form.setError('privacyNoticeVersion', { message: privacy.consentRequired });
      return;
    }
    return submit({ ...values, language }, () => {
      notifySuccess(notice.registrationSuccessful);
      setDone(true);
    });
  });
  // The success notice has said its piece while the dialog was open; on the verification screen it would cover the step bar.
  const proceed = () => {
    clearNotices();
    void navigate({ to: '/verification' });
  };

  return (
    <AuthLayout
      subtitle={t.subtitle}
      above={<ImageCarousel slides={promoSlides(t)} intervalMs={REGISTER_CAROUSEL_MS} label={t.carouselLabel} />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={t.fullName} autoComplete="name" required {...field('fullName')} />
          <TextInput
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextInput
            label={t.contactNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+63 917 123 4567"
            description={t.contactNumberHint}
            required
            {...field('contactNumber')}
          />
          <PasswordField
            label={t.password}
            description={t.passwordHint}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          <PrivacyConsentField
            isChecked={hasConsent}
            onChange={(isChecked) => {
              form.setValue('privacyNoticeVersion', isChecked ? privacyNoticeVersion : undefined, { shouldDirty: true });
              if (isChecked) form.clearErrors('privacyNoticeVersion');
            }}
            error={errors.privacyNoticeVersion?.message && consentText(errors.privacyNoticeVersion.message)}
          />
          <Button type="submit" fullWidth size="md" mt="xs" loading={register.isPending} disabled={isDone}>
            {label.register}
          </Button>
          <Text size="sm" ta="center">
            {t.haveAccount}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t.logInLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal opened={isDone} onClose={proceed} title={dialog.registeredSuccessfully.title} centered withCloseButton={false}>
        <Stack>
          <Text>{dialog.registeredSuccessfully.message}</Text>
          <Button onClick={proceed} data-autofocus>
            {label.ok}
          </Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
