import type { MfaEnrolResponse } from '@app/domain/contract';
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { AuthenticatorKey, codeProblem, mfaMessages, mfaTexts, RecoveryCodes } from '../auth';
import { useConfirmSecondFactor, useSecondFactorState, useStartSecondFactor, useTurnOffSecondFactor } from './account.queries';
import { useErrorText } from '../../lib/error-text';

/** Touch targets of at least 44 px on a phone. */
const TOUCH = 44;

type Step = { kind: 'idle' } | { kind: 'setup'; secret: string; uri: string } | { kind: 'codes'; enrolled: MfaEnrolResponse } | { kind: 'turn-off' };

/** A code field and its two buttons: the same form turns the app on (6 digits) and off (6 digits or a recovery code). */
function CodeForm({ label, isRecoveryAllowed, submitLabel, isPending, onCode, onCancel }: {
  label: string;
  isRecoveryAllowed: boolean;
  submitLabel: string;
  isPending: boolean;
  onCode: (code: string, setError: (message: string) => void) => void;
  onCancel: () => void;
}) {
  const texts = useTexts(mfaTexts);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = codeProblem(typed, isRecoveryAllowed);
    if (problem) return setError(texts[problem]);
    setError(null);
    onCode(typed, setError);
    return undefined;
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          inputMode={isRecoveryAllowed ? 'text' : 'numeric'}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          styles={{ input: { minHeight: TOUCH } }}
        />
        <Group grow>
          <Button variant="default" mih={TOUCH} onClick={onCancel} disabled={isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" mih={TOUCH} loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The borrower's own switch of the second factor in ACCOUNT (issue 27 item 4,
 * DEPARTURES 17): off by default; turning it on scans a key and confirms its
 * first code, then shows the recovery codes once; turning it off takes a
 * current code or a recovery code, so a stolen session alone cannot remove it.
 */
export function TwoStepCard() {
  const texts = useTexts(mfaTexts);
  const answers = useTexts(mfaMessages);
  const errorText = useErrorText();
  const state = useSecondFactorState();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const turnOff = useTurnOffSecondFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [startError, setStartError] = useState<string | null>(null);
  const answerOf = (failure: unknown) => errorText(failure, answers.invalidCode);
  const isOn = state.data?.enabled === true;

  const onTurnOn = () => {
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: ({ secret, uri }) => setStep({ kind: 'setup', secret, uri }),
      onError: (failure) => setStartError(answerOf(failure)),
    });
  };

  let body;
  if (step.kind === 'codes') {
    body = <RecoveryCodes enrolled={step.enrolled} order={3} onDone={() => setStep({ kind: 'idle' })} />;
  } else if (step.kind === 'setup') {
    body = (
      <Stack gap="sm">
        <Text size="sm">{texts.enrolIntro}</Text>
        <AuthenticatorKey secret={step.secret} uri={step.uri} />
        <CodeForm
          label={texts.codeLabel}
          isRecoveryAllowed={false}
          submitLabel={texts.turnOn}
          isPending={confirm.isPending}
          onCode={(code, setError) =>
            confirm.mutate(code, { onSuccess: (enrolled) => setStep({ kind: 'codes', enrolled }), onError: (failure) => setError(answerOf(failure)) })
          }
          onCancel={() => setStep({ kind: 'idle' })}
        />
      </Stack>
    );
  } else if (step.kind === 'turn-off') {
    body = (
      <Stack gap="sm">
        <Text size="sm">{texts.turnOffIntro}</Text>
        <CodeForm
          label={texts.turnOffLabel}
          isRecoveryAllowed
          submitLabel={texts.turnOff}
          isPending={turnOff.isPending}
          onCode={(code, setError) =>
            turnOff.mutate(code, { onSuccess: () => setStep({ kind: 'idle' }), onError: (failure) => setError(answerOf(failure)) })
          }
          onCancel={() => setStep({ kind: 'idle' })}
        />
      </Stack>
    );
  } else if (state.isPending) {
    body = <Loader size="sm" aria-label={texts.accountTitle} />;
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{isOn ? texts.accountOn : texts.accountOff}</Text>
        {startError && (
          <Text size="sm" c="red" role="alert">
            {startError}
          </Text>
        )}
        <Group justify="flex-end">
          {isOn ? (
            <Button variant="default" mih={TOUCH} onClick={() => setStep({ kind: 'turn-off' })}>
              {texts.turnOff}
            </Button>
          ) : (
            <Button mih={TOUCH} onClick={onTurnOn} loading={start.isPending} disabled={state.isError}>
              {texts.turnOn}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-two-step">
      <Group gap={8} mb="md" wrap="nowrap">
        <IconShieldLock size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-two-step">
          {texts.accountTitle}
        </Title>
      </Group>
      {body}
    </Card>
  );
}
