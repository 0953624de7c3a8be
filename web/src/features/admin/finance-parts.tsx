import { FINANCE_TEXTS } from '@app/domain/messages';
import { formatDecimal } from '@app/domain/money';
import { Button, Center, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notice } from '../../components/notice';
import { apiRequest, errorMessage } from '../../lib/api';
import { defineTexts } from '../../lib/i18n';

/* What the FINANCE section's tabs share (issue 31, decisions 061 and 072): its texts, its reads, how a figure is printed, loading and downloads. */

export const financeTexts = defineTexts({ FINANCE_TEXTS });
export type Texts = typeof FINANCE_TEXTS;

const booksKey = (...parts: string[]) => ['admin', 'books', ...parts];
export const get = <T,>(path: string) => queryOptions({ queryKey: booksKey(path), queryFn: ({ signal }) => apiRequest<T>(path, { signal }) });

/** A figure as accountants print it: grouped, 2 decimals, a negative in parentheses. */
export const figure = (amount: number) => (amount < 0 ? `(${formatDecimal(-amount, { minDecimals: 2 })})` : formatDecimal(amount, { minDecimals: 2 }));

/** Today's date in Manila (UTC+8 all year), the reports' default. */
export const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function Loading({ query, t }: { query: { isPending: boolean; isError: boolean; error: unknown }; t: Texts }) {
  if (query.isError) {
    return (
      <Notice tone="error" title={t.loadFailed}>
        {errorMessage(query.error, t.tryAgain)}
      </Notice>
    );
  }
  return query.isPending ? (
    <Center p="lg">
      <Loader aria-label="Loading" />
    </Center>
  ) : null;
}

export function Download({ href, children }: { href: string; children: ReactNode }) {
  // The server writes the file (its cells defused against formula injection); the browser only saves it.
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

