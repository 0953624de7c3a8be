import { PRIVACY_TEXTS } from '@app/domain/messages';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PrivacyNoticeDialog } from './privacy-notice';

/** The Register screen's short privacy notice, its link to the full one, and the borrower's consent. */
export function PrivacyConsentField({ isChecked, onChange, error }: { isChecked: boolean; onChange: (isChecked: boolean) => void; error?: string | undefined }) {
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {PRIVACY_TEXTS.registerNotice}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setNoticeOpen(true)}>
          {PRIVACY_TEXTS.readFullNotice}
        </Anchor>
      </Text>
      <Checkbox label={PRIVACY_TEXTS.agreeLabel} checked={isChecked} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />
      <PrivacyNoticeDialog opened={isNoticeOpen} onClose={() => setNoticeOpen(false)} />
    </Stack>
  );
}
