import { AGING_BUCKET_LABELS, agingAsOf, BACK_OFFICE_REPAYMENT_LABELS as L } from '@app/domain/messages';
import { formatDecimal, formatPhp } from '@app/domain/money';
import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { agingReportQueryOptions } from './admin.queries';
import { Notice } from '../../components/notice';

/** A share of 0 to 1 as a percentage with 2 decimals. */
function percent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}

/** OVERDUE REPORT (issue 12): overdue loans by days past due, and the portfolio at risk. */
export function OverdueSection() {
  const query = useQuery(agingReportQueryOptions);
  const report = query.data;
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {L.agingBuckets}
          </Title>
          {report && (
            <Text size="sm" c="dimmed">
              {agingAsOf(report)}
            </Text>
          )}
        </div>
        {/* The server writes the file (its cells defused against formula injection); the browser only saves it. */}
        <Button component="a" href="/api/admin/reports/aging.csv" download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {L.exportCsv}
        </Button>
      </Group>
      {query.isError && (
        <Notice tone="error" title="Could not load this report">
          {errorMessage(query.error, 'Please try again.')}
        </Notice>
      )}
      {query.isPending && (
        <Center p="lg">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {report && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={L.activeLoans} value={formatDecimal(report.activeLoans)} detail={`${formatPhp(report.outstandingPrincipal)} ${L.outstandingPrincipal.toLowerCase()}`} />
            <Figure label={`${L.par30}, pesos`} value={formatPhp(report.par30.outstandingPrincipal)} detail={`${formatDecimal(report.par30.loans)} ${L.loans.toLowerCase()}`} />
            <Figure label={`${L.par30}, share`} value={percent(report.par30.share)} detail={`${L.outstandingPrincipal.toLowerCase()} over 30 days past due`} />
          </SimpleGrid>
          <Paper withBorder radius="md">
            <Table striped verticalSpacing="xs" aria-label={L.agingBuckets}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{L.daysPastDue}</Table.Th>
                  <Table.Th ta="right">{L.loans}</Table.Th>
                  <Table.Th ta="right">{L.outstandingPrincipal}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody className="tabular">
                {report.buckets.map((bucket) => (
                  <Table.Tr key={bucket.key}>
                    <Table.Th scope="row" fw={600}>
                      {AGING_BUCKET_LABELS[bucket.key]}
                    </Table.Th>
                    <Table.Td ta="right">{formatDecimal(bucket.loans)}</Table.Td>
                    <Table.Td ta="right">{formatPhp(bucket.outstandingPrincipal)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          {/* Issue 32: restructured and written-off loans among the active ones (decision 068). */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Figure label="Restructured" value={formatPhp(report.flagged.restructured.outstandingPrincipal)} detail={`${formatDecimal(report.flagged.restructured.loans)} ${L.loans.toLowerCase()}`} />
            <Figure label="Written off" value={formatPhp(report.flagged.writtenOff.outstandingPrincipal)} detail={`${formatDecimal(report.flagged.writtenOff.loans)} ${L.loans.toLowerCase()}, still owed and collected`} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} className="tabular">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}
