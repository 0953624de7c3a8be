import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of money movements, one under the other (wallet history, loan transactions). */
export function MoneyList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One movement: what and when on the left, the figures on the right, kept on one line on a phone. */
export function MoneyListItem({ children }: { children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Group>
  );
}
