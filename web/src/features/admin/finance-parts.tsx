import { FINANCE_TEXTS } from '@app/domain/messages';
import { formatDecimal } from '@app/domain/money';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { defineTexts } from '../../lib/i18n';

/* What the FINANCE section's tabs share (issue 31, decisions 061 and 072): its texts, its reads, how a figure is printed (loading states and downloads: desk-parts.tsx). */

export const financeTexts = defineTexts({ FINANCE_TEXTS });
export type Texts = typeof FINANCE_TEXTS;

const booksKey = (...parts: string[]) => ['admin', 'books', ...parts];
export const get = <T,>(path: string) => queryOptions({ queryKey: booksKey(path), queryFn: ({ signal }) => apiRequest<T>(path, { signal }) });

/** A figure as accountants print it: grouped, 2 decimals, a negative in parentheses. */
export const figure = (amount: number) => (amount < 0 ? `(${formatDecimal(-amount, { minDecimals: 2 })})` : formatDecimal(amount, { minDecimals: 2 }));


