import { PAGE_TEXTS } from '@app/domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { HttpError } from '../../lib/api';
import { defineTexts, useTexts } from '../../lib/i18n';

const pageTexts = defineTexts({ PAGE_TEXTS });

/** What a screen shows when it could not load: never a blank page or a stack trace. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useTexts(pageTexts);
  const isNetwork = !(error instanceof HttpError);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h2">
          {isNetwork ? t.serverUnreachable : t.somethingWentWrong}
        </Title>
        <Text c="dimmed">
          {isNetwork ? t.checkConnection : t.tryAgainOrCall}
        </Text>
        <Button onClick={retry} mt="sm">
          {t.tryAgain}
        </Button>
      </Stack>
    </Center>
  );
}
