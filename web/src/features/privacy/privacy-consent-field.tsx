import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { PrivacyNoticeDialog } from './privacy-notice';
import { privacyTexts } from './privacy-texts';

/** The Register screen's short privacy notice, its link to the full one, and the borrower's consent. */
export function PrivacyConsentField({ isChecked, onChange, error }: { isChecked: boolean; onChange: (isChecked: boolean) => void; error?: string | undefined }) {
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  const t = useTexts(privacyTexts);
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t.registerNotice}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setNoticeOpen(true)}>
          {t.readFullNotice}
        </Anchor>
      </Text>
      <Checkbox label={t.agreeLabel} checked={isChecked} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />
      <PrivacyNoticeDialog opened={isNoticeOpen} onClose={() => setNoticeOpen(false)} />
    </Stack>
  );
}
