import { PRIVACY_TEXTS } from '@app/domain/messages';
import { Alert, Button, Container, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useOfflineInfo } from '../../lib/online';
import { PrivacyNoticeText } from './privacy-notice';
import { useConsent } from './privacy.queries';

/**
 * After sign-in, while the borrower has not agreed to the notice in force:
 * nothing of the account shows until they agree (or sign out).
 */
export function ConsentScreen({ onSignOut }: { onSignOut: () => void }) {
  const consent = useConsent();
  const { isOffline, offlineReason } = useOfflineInfo();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>{PRIVACY_TEXTS.consentScreenTitle}</Title>
          <Text>{PRIVACY_TEXTS.consentScreenBody}</Text>
          <ScrollArea.Autosize mah="50vh" type="auto">
            <PrivacyNoticeText />
          </ScrollArea.Autosize>
          {consent.isError && <Alert color="red">{errorMessage(consent.error, PRIVACY_TEXTS.consentFailed)}</Alert>}
          {isOffline && <Text size="sm" c="dimmed">{offlineReason}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onSignOut}>
              {PRIVACY_TEXTS.signOut}
            </Button>
            <Button onClick={() => consent.mutate()} loading={consent.isPending} disabled={isOffline}>
              {PRIVACY_TEXTS.consentScreenAgree}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
