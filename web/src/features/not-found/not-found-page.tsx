import { PAGE_TEXTS, LABELS } from '@app/domain/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { defineTexts, useTexts } from '../../lib/i18n';

const labels = defineTexts({ LABELS });
const pageTexts = defineTexts({ PAGE_TEXTS });

export function NotFoundPage() {
  const label = useTexts(labels);
  const t = useTexts(pageTexts);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {label.pageNotFound}
        </Title>
        <Text c="dimmed">{t.pageMissing}</Text>
        <Button component={Link} to="/" mt="sm">
          {t.goToSignIn}
        </Button>
      </Stack>
    </Center>
  );
}
