import { Alert, Button, Container, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { PrivacyNoticeText } from './privacy-notice';
import { useConsent } from './privacy.queries';
import { privacyTexts } from './privacy-texts';
import { useErrorText } from '../../lib/error-text';

/**
 * After sign-in, while the borrower has not agreed to the notice in force:
 * nothing of the account shows until they agree (or sign out).
 */
export function ConsentScreen({ onSignOut }: { onSignOut: () => void }) {
  const consent = useConsent();
  const { isOffline, offlineReason } = useOfflineInfo();
  const t = useTexts(privacyTexts);
  const errorText = useErrorText();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>{t.consentScreenTitle}</Title>
          <Text>{t.consentScreenBody}</Text>
          <ScrollArea.Autosize mah="50vh" type="auto">
            <PrivacyNoticeText />
          </ScrollArea.Autosize>
          {consent.isError && <Alert color="red">{errorText(consent.error, t.consentFailed)}</Alert>}
          {isOffline && <Text size="sm" c="dimmed">{offlineReason}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onSignOut}>
              {t.signOut}
            </Button>
            <Button onClick={() => consent.mutate()} loading={consent.isPending} disabled={isOffline}>
              {t.consentScreenAgree}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
