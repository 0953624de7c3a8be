import { AUTH_TEXTS } from '@app/domain/messages';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { COMPANY } from '../../config/company';
import { defineTexts, useTexts } from '../../lib/i18n';

const authTexts = defineTexts({ AUTH_TEXTS });

/** The frame of the sign-in and registration screens: brand, card, licence line. */
export function AuthLayout({ subtitle, above, children }: { subtitle: string; above?: ReactNode; children: ReactNode }) {
  const texts = useTexts(authTexts);
  return (
    <Center
      component="main"
      mih="100dvh"
      px="sm"
      py="lg"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Stack w="100%" maw={440} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        {above}
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="lg">
          <Stack gap={4} mb="lg" align="center" ta="center">
            <Box component="img" src="/favicon.svg" alt="" w={44} h={44} />
            <Title order={1} fz={{ base: 22, xs: 26 }}>
              {COMPANY.name}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {children}
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          {COMPANY.name} · {texts.secRegistration} {COMPANY.secRegistrationNumber} · {texts.certificateOfAuthority}{' '}
          {COMPANY.certificateOfAuthorityNumber}
        </Text>
      </Stack>
    </Center>
  );
}
