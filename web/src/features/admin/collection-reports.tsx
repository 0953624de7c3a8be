import type { CollectionEfficiency, PromisesKept, RollRates } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { formatDecimal, formatPhp } from '@app/domain/money';
import { Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { collectionDeskTexts } from './collection-templates';
import { Download, manilaToday, QueryState } from './desk-parts';

/*
 * COLLECTIONS' reports (issue 32, decisions 070 and 074): roll rates,
 * collection efficiency and promises kept for one month, each with the CSV
 * the server writes. The server computes every figure; the screen shows them.
 */

type Texts = ReturnType<typeof collectionDeskTexts.get>;

const ROLL_BUCKETS = ['current', '1_30', '31_60', '61_90', 'over_90'] as const;

/** The month before this one in Manila (UTC+8 all year): the last one whose figures are final. */
function lastMonth(): string {
  const [year, month] = manilaToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

const report = <T,>(name: string, month: string) =>
  queryOptions({
    queryKey: ['admin', 'collection-reports', name, month],
    queryFn: ({ signal }) => apiRequest<T>(`/api/admin/collections/reports/${name}?month=${month}`, { signal }),
  });

/** A share as a percent with up to 2 decimals; the dash when nothing was there to share. */
const percent = (ratio: number | null, t: Texts) => (ratio === null ? t.noFigure : `${formatDecimal(ratio * 100, { maxDecimals: 2 })}%`);


function ReportCard({ title, csv, children, t }: { title: string; csv: string; children: ReactNode; t: Texts }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Download href={csv} compact>{t.downloadCsv}</Download>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function CollectionReports() {
  const t = useTexts(collectionDeskTexts);
  const [month, setMonth] = useState(lastMonth);
  return (
    <Stack gap="md" maw={1000}>
      <TextInput type="month" label={t.month} value={month} onChange={(event) => /^\d{4}-\d{2}$/.test(event.currentTarget.value) && setMonth(event.currentTarget.value)} maw={220} />
      <RollRatesReport month={month} t={t} />
      <EfficiencyReport month={month} t={t} />
      <PromisesReport month={month} t={t} />
    </Stack>
  );
}

function RollRatesReport({ month, t }: { month: string; t: Texts }) {
  const query = useQuery(report<RollRates>('roll-rates', month));
  const data = query.data;
  return (
    <ReportCard title={t.rollRates} csv={`/api/admin/collections/reports/roll-rates.csv?month=${month}`} t={t}>
      <QueryState query={query} t={t} compact />
      {data && (
        <>
          <Text size="xs" c="dimmed">
            {t.rollRatesIntro({ from: formatDate(`${data.from}T12:00:00+08:00`), to: formatDate(`${data.to}T12:00:00+08:00`) })}
          </Text>
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
            <Table striped verticalSpacing={4} aria-label={t.rollRates}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.atStart}</Table.Th>
                  <Table.Th ta="right">{t.loans}</Table.Th>
                  {[...ROLL_BUCKETS, 'closed' as const].map((bucket) => (
                    <Table.Th key={bucket} ta="right">
                      {t.buckets[bucket]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.bucket}>
                    <Table.Th scope="row">{t.buckets[row.bucket]}</Table.Th>
                    <Table.Td ta="right" className="tabular">
                      {row.loans}
                    </Table.Td>
                    {[...ROLL_BUCKETS, 'closed' as const].map((bucket) => (
                      <Table.Td key={bucket} ta="right" className="tabular">
                        {row.to[bucket]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </ReportCard>
  );
}

function EfficiencyReport({ month, t }: { month: string; t: Texts }) {
  const query = useQuery(report<CollectionEfficiency>('efficiency', month));
  const data = query.data;
  return (
    <ReportCard title={t.efficiency} csv={`/api/admin/collections/reports/efficiency.csv?month=${month}`} t={t}>
      <QueryState query={query} t={t} compact />
      {data && (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0}>
          <Table striped verticalSpacing={4} aria-label={t.efficiency}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.collector}</Table.Th>
                <Table.Th ta="right">{t.loans}</Table.Th>
                <Table.Th ta="right">{t.due}</Table.Th>
                <Table.Th ta="right">{t.collected}</Table.Th>
                <Table.Th ta="right">{t.ratio}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.collectors.map((row) => (
                <Table.Tr key={row.collector?.id ?? 'unassigned'}>
                  <Table.Th scope="row">{row.collector?.fullName ?? t.unassigned}</Table.Th>
                  <Table.Td ta="right" className="tabular">
                    {row.loans}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatPhp(row.due)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatPhp(row.collected)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {percent(row.ratio, t)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Th scope="row">{t.allCollectors}</Table.Th>
                <Table.Td />
                <Table.Td ta="right" className="tabular">
                  {formatPhp(data.due)}
                </Table.Td>
                <Table.Td ta="right" className="tabular">
                  {formatPhp(data.collected)}
                </Table.Td>
                <Table.Td ta="right" className="tabular">
                  {percent(data.ratio, t)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}

function PromisesReport({ month, t }: { month: string; t: Texts }) {
  const query = useQuery(report<PromisesKept>('promises', month));
  const data = query.data;
  return (
    <ReportCard title={t.promisesKept} csv={`/api/admin/collections/reports/promises.csv?month=${month}`} t={t}>
      <QueryState query={query} t={t} compact />
      {data && (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0}>
          <Table striped verticalSpacing={4} aria-label={t.promisesKept}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.collector}</Table.Th>
                <Table.Th ta="right">{t.made}</Table.Th>
                <Table.Th ta="right">{t.kept}</Table.Th>
                <Table.Th ta="right">{t.broken}</Table.Th>
                <Table.Th ta="right">{t.open}</Table.Th>
                <Table.Th ta="right">{t.keptRate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...data.collectors.map((row) => ({ ...row, key: String(row.collector.id), name: row.collector.fullName, isTotal: false })), { ...data, key: 'all', name: t.allCollectors, isTotal: true }].map((row) => (
                <Table.Tr key={row.key} fw={row.isTotal ? 700 : undefined}>
                  <Table.Th scope="row">{row.name}</Table.Th>
                  {(['made', 'kept', 'broken', 'open'] as const).map((count) => (
                    <Table.Td key={count} ta="right" className="tabular">
                      {row[count]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" className="tabular">
                    {percent(row.keptRate, t)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
