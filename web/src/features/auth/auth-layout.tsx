import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { COMPANY } from '../../config/company';

/** The frame of the sign-in and registration screens: brand, card, licence line. */
export function AuthLayout({ subtitle, above, children }: { subtitle: string; above?: ReactNode; children: ReactNode }) {
  return (
    <Center
      component="main"
      mih="100dvh"
      px="sm"
      py="lg"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Stack w="100%" maw={440} gap="md">
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
          {COMPANY.name} · SEC Reg. No. {COMPANY.secRegistrationNumber} · Certificate of Authority{' '}
          {COMPANY.certificateOfAuthorityNumber}
        </Text>
      </Stack>
    </Center>
  );
}
