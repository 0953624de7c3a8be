import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The WALLET tab's card: a level-2 title, then its content stacked. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
