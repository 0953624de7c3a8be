import { formatDecimal } from '@app/domain/money';
import { Button, Center, Group, Loader, Pagination, Paper, Table, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { Page } from '../../lib/api';
import { PAGE_SIZE } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { Notice } from '../../components/notice';

export type Column<T> = {
  header: string;
  /** The API's sort name; a sortable column's header is a button. */
  sortKey?: string;
  /** Without one, the column is only in the CSV export (another cell shows its value). */
  cell?: (row: T) => ReactNode;
  /** The column's text in the CSV export; columns without it are left out. */
  csv?: CsvColumn<T>['value'];
  numeric?: boolean;
  /** Kept on one line, like statuses and actions; numeric columns always are. */
  nowrap?: boolean;
  /** Lower priority: a column of its own only on wide screens; on laptops a neighbouring cell shows it in a <Folded>. */
  isFoldable?: boolean;
};

/** From this width every column has room; below it (1280 and 1366 px laptops) the foldable ones fold. */
const WIDE: MantineBreakpoint = 'xl';

/** A foldable column's value inside a neighbouring cell, shown only while that column is folded away. */
export function Folded({ children }: { children: ReactNode }) {
  return (
    <Text component="div" size="xs" c="dimmed" hiddenFrom={WIDE}>
      {children}
    </Text>
  );
}

/** An email that may wrap after its dots and @ instead of widening the table. */
export function BreakableEmail({ address }: { address: string }) {
  return address.split(/(?<=[.@])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Rows an export fetches at most: 25 calls of 200, enough for a day's work list, small enough for a browser. */
export const EXPORT_CAP = 5000;

/** Under a table: a spinner while its rows load, a line when there are none. */
export function TableState({ isPending, isEmpty, emptyText }: { isPending: boolean; isEmpty: boolean; emptyText: string }) {
  if (isPending) {
    return (
      <Center p="lg">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (!isEmpty) return null;
  return (
    <Text ta="center" p="lg" c="dimmed">
      {emptyText}
    </Text>
  );
}

/** A list that did not load says so, with a way to ask again, instead of looking empty. */
export function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Notice tone="error" mx="sm" mb="sm" title="Could not load this list" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Check the connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Group>
    </Notice>
  );
}

/**
 * A server-side table: the page, sort and search live in the URL; the API
 * pages, sorts and counts. Sorting by a column puts you back on page 1.
 */
export function DataTable<T extends { id: number }>({
  caption,
  columns,
  query,
  exportName,
  fetchAll,
}: {
  caption: string;
  columns: readonly Column<T>[];
  query: UseQueryResult<Page<T>>;
  exportName: string;
  fetchAll: () => Promise<Page<T>>;
}) {
  const { page, sort, order, update } = useAdminSearch();
  const [isExporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const shown = columns.filter((column) => column.cell !== undefined);
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const onSort = (key: string) =>
    update({ sort: key, order: sort === key && order === 'asc' ? 'desc' : 'asc', page: 1 });

  const onExport = async () => {
    setExporting(true);
    setExportNote(null);
    try {
      const all = await fetchAll();
      const csvColumns = columns.flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : []));
      downloadCsv(`${exportName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(all.rows, csvColumns));
      setExportNote(
        all.total > all.rows.length
          ? `Exported the first ${formatDecimal(all.rows.length)} of ${formatDecimal(all.total)} rows. Narrow the search to export the rest.`
          : `Exported ${formatDecimal(all.rows.length)} rows.`,
      );
    } catch {
      setExportNote('The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="sm" gap="xs">
        <Text size="sm" className="tabular" aria-live="polite">
          {query.isPending ? 'Loading…' : !query.data ? 'Not loaded' : total === 0 ? 'No rows' : `${formatDecimal(first)}–${formatDecimal(last)} of ${formatDecimal(total)}`}
          {query.isFetching && !query.isPending ? <Loader size={12} ml={8} aria-hidden /> : null}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void onExport()}
          loading={isExporting}
          disabled={total === 0}
        >
          Export CSV
        </Button>
      </Group>
      {exportNote && (
        <Text size="xs" px="sm" pb="xs" role="status">
          {exportNote}
        </Text>
      )}
      {query.isError && <LoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {/* Narrower than a laptop (tablets, phones), the table scrolls sideways rather than squeezing its columns. */}
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {shown.map((column) => {
                const isSorted = column.sortKey !== undefined && sort === column.sortKey;
                return (
                  <Table.Th
                    key={column.header}
                    ta={column.numeric ? 'right' : undefined}
                    visibleFrom={column.isFoldable ? WIDE : undefined}
                    aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortKey ? (
                      <UnstyledButton onClick={() => onSort(column.sortKey as string)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap" component="span">
                          {column.header}
                          {isSorted ? (
                            order === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {shown.map((column) => (
                  <Table.Td
                    key={column.header}
                    ta={column.numeric ? 'right' : undefined}
                    className={column.numeric ? 'tabular' : undefined}
                    visibleFrom={column.isFoldable ? WIDE : undefined}
                    style={column.numeric || column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell?.(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TableState isPending={query.isPending} isEmpty={query.isSuccess && rows.length === 0} emptyText="Nothing matches." />
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center" p="sm">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => update({ page: next })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}
    </Paper>
  );
}
