import { PRIVACY_NOTICE_VERSION, PRIVACY_TEXTS, privacyNoticeSections } from '@app/domain/messages';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '../../config/company';

/** The full privacy notice (RA 10173): what is collected, why, for how long, the borrower's rights and the DPO. */
export function PrivacyNoticeText() {
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {PRIVACY_TEXTS.noticeVersion(PRIVACY_NOTICE_VERSION)}
      </Text>
      {privacyNoticeSections(COMPANY).map((section) => (
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
  return (
    <Modal opened={opened} onClose={onClose} title={PRIVACY_TEXTS.noticeTitle} size="lg" centered closeButtonProps={{ 'aria-label': PRIVACY_TEXTS.closeNotice }}>
      <Stack>
        <PrivacyNoticeText />
        <Button onClick={onClose}>{PRIVACY_TEXTS.close}</Button>
      </Stack>
    </Modal>
  );
}
