import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and figure rows, figures right-aligned: the WALLET tab's summaries, payoff and receipt. */
export function SummaryTable({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Table withRowBorders={false} verticalSpacing={6} fz="sm" className="tabular">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th fw={500} c="dimmed" scope="row" style={{ width: '45%' }}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
