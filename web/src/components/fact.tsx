import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a description list (`<dl>`): the borrower's details, a decision's facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </div>
  );
}
