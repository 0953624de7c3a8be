import type { DstReport } from '@app/domain/contract';
import { Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { figure, get, type Texts } from './finance-parts';
import { Download, manilaToday, QueryState } from './desk-parts';

/**
 * The DST tab of FINANCE (issue 31, decision 072): the documentary stamp tax
 * of the loan agreements executed (paid out) in a month, the figures BIR
 * Form 2000 asks for, loan by loan, and the CSV to file from. The server
 * counts and taxes every loan (`GET /api/admin/books/dst`); the screen shows it.
 */
export function DstTab({ t }: { t: Texts }) {
  const [month, setMonth] = useState(() => manilaToday().slice(0, 7));
  const query = useQuery(get<DstReport>(`/api/admin/books/dst?month=${month}`));
  const report = query.data;
  return (
    <Stack>
      <Text size="sm">{t.dstHint}</Text>
      <Group align="flex-end">
        <TextInput type="month" label={t.month} value={month} onChange={(event) => /^\d{4}-\d{2}$/.test(event.currentTarget.value) && setMonth(event.currentTarget.value)} maw={200} />
        <Download href={`/api/admin/books/dst.csv?month=${month}`}>{t.downloadCsv}</Download>
      </Group>
      <QueryState query={query} t={t} />
      {report && (
        <>
          <Paper withBorder radius="md" maw={420}>
            <Table verticalSpacing="xs" aria-label={t.dstForm}>
              <Table.Tbody className="tabular">
                <Table.Tr>
                  <Table.Th scope="row">{t.dstLoans}</Table.Th>
                  <Table.Td ta="right">{report.loans}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.dstPrincipal}</Table.Th>
                  <Table.Td ta="right">{figure(report.principal)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.dstTax}</Table.Th>
                  <Table.Td ta="right">{figure(report.tax)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
          {report.rows.length === 0 ? (
            <Text c="dimmed">{t.dstNone}</Text>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={560}>
                <Table striped verticalSpacing="xs" aria-label={t.dstRows}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.openLoan}</Table.Th>
                      <Table.Th>{t.dstPaidOutOn}</Table.Th>
                      <Table.Th ta="right">{t.dstPrincipal}</Table.Th>
                      <Table.Th ta="right">{t.dstTermDays}</Table.Th>
                      <Table.Th ta="right">{t.dstTax}</Table.Th>
                      <Table.Th>{t.dstBorneBy}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody className="tabular">
                    {report.rows.map((row) => (
                      <Table.Tr key={row.loanId}>
                        <Table.Td>#{row.loanId}</Table.Td>
                        <Table.Td>{row.disbursedOn}</Table.Td>
                        <Table.Td ta="right">{figure(row.principal)}</Table.Td>
                        <Table.Td ta="right">{row.termDays}</Table.Td>
                        <Table.Td ta="right">{figure(row.tax)}</Table.Td>
                        <Table.Td>{row.borneBy === 'borrower' ? t.dstBorneByBorrower : t.dstBorneByLender}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
