import type { AuthResponse, MfaChallenge, MfaEnrolResponse, PublicUser } from '@app/domain/contract';
import { MFA_MESSAGES, MFA_TEXTS } from '@app/domain/messages';
import { Anchor, Button, Code, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api';
import { defineTexts, useTexts, useTranslateText } from '../../lib/i18n';

const mfaTexts = defineTexts('MFA_TEXTS', MFA_TEXTS);
const mfaMessages = defineTexts('MFA_MESSAGES', MFA_MESSAGES);
const ANSWER_TEXTS = [mfaMessages];
const TOTP_SHAPE = /^\d{6}$/;

/** The otpauth URI as a QR code image; the encoder is loaded only here, so /login does not carry it (decision 020). */
function useQrCode(uri: string | null): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return undefined;
    let isLive = true;
    void import('uqr').then(({ renderSVG }) => {
      if (isLive) setSvg(renderSVG(uri, { border: 2 }));
    });
    return () => {
      isLive = false;
    };
  }, [uri]);
  return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
}

/**
 * The code step of a sign-in (decision 032), after a right password: the
 * first time, the authenticator app is set up (QR code and key, then the
 * ten recovery codes to save); afterwards a 6-digit code or a recovery code.
 * `onDone` gets the signed-in member once the session is a full one.
 */
export function SecondFactorStep({ challenge, onDone }: { challenge: MfaChallenge; onDone: (user: PublicUser) => void }) {
  const texts = useTexts(mfaTexts);
  const answerText = useTranslateText(ANSWER_TEXTS);
  const answers = useTexts(mfaMessages);
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [enrolled, setEnrolled] = useState<MfaEnrolResponse | null>(null);
  const isEnrol = challenge.state === 'enroll';
  const qr = useQrCode(challenge.state === 'enroll' ? challenge.uri : null);

  if (enrolled) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.recoveryTitle}
        </Title>
        <Text size="sm">{texts.recoverySave}</Text>
        <List aria-label={texts.recoveryTitle} spacing={2} ff="monospace">
          {enrolled.recoveryCodes.map((recoveryCode) => (
            <List.Item key={recoveryCode}>{recoveryCode}</List.Item>
          ))}
        </List>
        <Button fullWidth onClick={() => onDone(enrolled.user)}>
          {texts.recoveryDone}
        </Button>
      </Stack>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') return setError(texts.codeRequired);
    if (!isRecovery && !TOTP_SHAPE.test(typed.replace(/\s/g, ''))) return setError(texts.codeFormat);
    setError(null);
    setIsPending(true);
    const path = isEnrol ? '/api/auth/mfa/enroll' : '/api/auth/mfa/verify';
    apiRequest<AuthResponse | MfaEnrolResponse>(path, { method: 'POST', body: { code: typed } }).then(
      (answer) => {
        setIsPending(false);
        if ('recoveryCodes' in answer) setEnrolled(answer);
        else onDone(answer.user);
      },
      (failure: unknown) => {
        setIsPending(false);
        setError(answerText(errorMessage(failure, answers.invalidCode)));
      },
    );
    return undefined;
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {isEnrol ? texts.enrolTitle : texts.verifyTitle}
        </Title>
        <Text size="sm">{isEnrol ? texts.enrolIntro : isRecovery ? texts.recoveryIntro : texts.verifyIntro}</Text>
        {challenge.state === 'enroll' && (
          <>
            {qr && <Image src={qr} alt={texts.qrLabel} w={200} h={200} mx="auto" />}
            <Text size="sm">{texts.secretLabel}</Text>
            <Code block aria-label={texts.secretLabel}>
              {challenge.secret}
            </Code>
          </>
        )}
        <TextInput
          label={isRecovery ? texts.recoveryLabel : texts.codeLabel}
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" fullWidth loading={isPending}>
          {texts.verify}
        </Button>
        {!isEnrol && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setIsRecovery(!isRecovery);
              setCode('');
              setError(null);
            }}
          >
            {isRecovery ? texts.useApp : texts.useRecovery}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
