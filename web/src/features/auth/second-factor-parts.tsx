import type { MfaEnrolResponse } from '@app/domain/contract';
import { MFA_MESSAGES, MFA_TEXTS } from '@app/domain/messages';
import { Button, Code, Image, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { defineTexts, useTexts } from '../../lib/i18n';

/**
 * The pieces of the second factor (decision 032) shared by the sign-in code
 * step and the borrower's ACCOUNT card: one QR code and key, one recovery
 * codes panel, one check of a typed code.
 */
export const mfaTexts = defineTexts({ MFA_TEXTS });
export const mfaMessages = defineTexts({ MFA_MESSAGES });

const TOTP_SHAPE = /^\d{6}$/;

/** What is wrong with a typed code before it is sent (a text of MFA_TEXTS), or null; a recovery code is only required. */
export function codeProblem(typed: string, isRecoveryAllowed: boolean): 'codeRequired' | 'codeFormat' | null {
  if (typed.trim() === '') return 'codeRequired';
  if (!isRecoveryAllowed && !TOTP_SHAPE.test(typed.replace(/\s/g, ''))) return 'codeFormat';
  return null;
}

/** The otpauth URI as a QR code image; the encoder is loaded only here, so /login and the dashboard do not carry it (decision 020). */
function useQrCode(uri: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
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

/** The new authenticator key: a QR code to scan and the same key as text to type. */
export function AuthenticatorKey({ secret, uri }: { secret: string; uri: string }) {
  const texts = useTexts(mfaTexts);
  const qr = useQrCode(uri);
  return (
    <>
      {qr && <Image src={qr} alt={texts.qrLabel} w={200} h={200} mx="auto" />}
      <Text size="sm">{texts.secretLabel}</Text>
      <Code block aria-label={texts.secretLabel} style={{ wordBreak: 'break-all' }}>
        {secret}
      </Code>
    </>
  );
}

/** The ten recovery codes, shown once, with the plain instruction to save them. */
export function RecoveryCodes({ enrolled, order, onDone }: { enrolled: MfaEnrolResponse; order: 2 | 3; onDone: () => void }) {
  const texts = useTexts(mfaTexts);
  return (
    <Stack gap="sm">
      <Title order={order} size="h4">
        {texts.recoveryTitle}
      </Title>
      <Text size="sm">{texts.recoverySave}</Text>
      <List aria-label={texts.recoveryTitle} spacing={2} ff="monospace">
        {enrolled.recoveryCodes.map((recoveryCode) => (
          <List.Item key={recoveryCode}>{recoveryCode}</List.Item>
        ))}
      </List>
      <Button fullWidth mih={44} onClick={onDone}>
        {texts.recoveryDone}
      </Button>
    </Stack>
  );
}
