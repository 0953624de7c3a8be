import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { HttpError } from '../../lib/api';

/** What a screen shows when it could not load: never a blank page or a stack trace. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const isNetwork = !(error instanceof HttpError);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h2">
          {isNetwork ? 'We could not reach the server' : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {isNetwork
            ? 'Please check your internet connection and try again.'
            : 'Please try again. If it keeps happening, call our hotline.'}
        </Text>
        <Button onClick={retry} mt="sm">
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
