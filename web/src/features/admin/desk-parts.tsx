import { toManilaIsoDate } from '@app/domain/format';
import { Button, Center, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Notice } from '../../components/notice';
import { errorMessage } from '../../lib/api';

/*
 * Parts the back office's desks share (FINANCE, COLLECTIONS' reports,
 * COMPLIANCE): a query's loading and failed states, a file the server writes,
 * and today in Manila as a report's default.
 */

/** Today's date in Manila (UTC+8 all year), the reports' default. */
export const manilaToday = (): string => toManilaIsoDate(new Date());

/** A query still loading (a spinner) or failed (what went wrong); nothing once it has its data. */
export function QueryState({
  query,
  t,
  compact = false,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  t: { loadFailed: string; tryAgain: string };
  compact?: boolean;
}) {
  if (query.isError) {
    return (
      <Notice tone="error" title={t.loadFailed}>
        {errorMessage(query.error, t.tryAgain)}
      </Notice>
    );
  }
  return query.isPending ? (
    <Center p={compact ? 'sm' : 'lg'}>
      <Loader size={compact ? 'sm' : 'md'} aria-label="Loading" />
    </Center>
  ) : null;
}

/** A file the server writes (its cells defused against formula injection); the browser only saves it. */
export function Download({ href, children, compact = false }: { href: string; children: ReactNode; compact?: boolean }) {
  return (
    <Button component="a" href={href} download size={compact ? 'xs' : 'sm'} variant="default" leftSection={<IconDownload size={compact ? 14 : 16} aria-hidden />}>
      {children}
    </Button>
  );
}
