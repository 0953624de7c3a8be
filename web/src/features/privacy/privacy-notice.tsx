// The version is no text: it shows as it is in either language.
import { PRIVACY_NOTICE_VERSION as noticeVersion, privacyNoticeSections } from '@app/domain/messages';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '../../config/company';
import { useTexts } from '../../lib/i18n';
import { privacyNoticeTexts, privacyTexts } from './privacy-texts';

/** The full privacy notice (RA 10173): what is collected, why, for how long, the borrower's rights and the DPO. */
export function PrivacyNoticeText() {
  const t = useTexts(privacyTexts);
  const notice = useTexts(privacyNoticeTexts);
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t.noticeVersion({ version: noticeVersion })}
      </Text>
      {privacyNoticeSections(notice, COMPANY).map((section) => (
        <section key={section.title}>
          <Title order={4} size="h5">
            {section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" mt={4}>
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
    </Stack>
  );
}

export function PrivacyNoticeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(privacyTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t.noticeTitle} size="lg" centered closeButtonProps={{ 'aria-label': t.closeNotice }}>
      <Stack>
        <PrivacyNoticeText />
        <Button onClick={onClose}>{t.close}</Button>
      </Stack>
    </Modal>
  );
}
