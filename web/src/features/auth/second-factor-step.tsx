import type { AuthResponse, MfaChallenge, MfaEnrolResponse, PublicUser } from '@app/domain/contract';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { AuthenticatorKey, codeProblem, mfaMessages, mfaTexts, RecoveryCodes } from './second-factor-parts';
import { useErrorText } from '../../lib/error-text';


/**
 * The code step of a sign-in (decision 032), after a right password: the
 * first time, the authenticator app is set up (QR code and key, then the
 * ten recovery codes to save); afterwards a 6-digit code or a recovery code.
 * `onDone` gets the signed-in member once the session is a full one.
 */
export function SecondFactorStep({ challenge, onDone }: { challenge: MfaChallenge; onDone: (user: PublicUser) => void }) {
  const texts = useTexts(mfaTexts);
  const errorText = useErrorText();
  const answers = useTexts(mfaMessages);
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [enrolled, setEnrolled] = useState<MfaEnrolResponse | null>(null);
  const isEnrol = challenge.state === 'enroll';

  if (enrolled) return <RecoveryCodes enrolled={enrolled} order={2} onDone={() => onDone(enrolled.user)} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = codeProblem(typed, isRecovery);
    if (problem) return setError(texts[problem]);
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
        setError(errorText(failure, answers.invalidCode));
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
        {challenge.state === 'enroll' && <AuthenticatorKey secret={challenge.secret} uri={challenge.uri} />}
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
