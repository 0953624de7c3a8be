import type { AccountLedger, BookAccount, BookCloses, FinancialStatements, JournalPeriod, Reconciliation, TrialBalance } from '@app/domain/contract';
import { type BookClose, BookCloseSchema } from '@app/domain/schemas';
import { Button, Group, Loader, Paper, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Notice } from '../../components/notice';
import { apiRequest } from '../../lib/api';
import { useField, useSchemaForm } from '../../lib/form';
import { useSubmit } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { notifyInfo, notifySuccess } from '../../lib/notices';
import { isSentForApproval } from './admin.queries';
import { useAdminSearch } from './admin-search';
import { MemberDialog } from './member-dialog';
import { DstTab } from './finance-dst-tab';
import { figure, financeTexts, get, type Texts } from './finance-parts';
import { Download, manilaToday, QueryState } from './desk-parts';

/*
 * FINANCE (issue 31, decision 061): the books' reports for staff with the
 * Finance duty. The server computes every figure and writes every file; the
 * screen asks for a date or a period and shows the answer. Loaded only when
 * an officer opens the section (admin-shell's lazy import), so none of it
 * reaches the borrower's pages.
 */

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

type PeriodKind = 'month' | 'quarter' | 'year';

/** The month, quarter or year that holds `month` (YYYY-MM), as the dates the API takes. */
function periodOf(kind: PeriodKind, month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (kind === 'year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = kind === 'quarter' ? Math.floor((number - 1) / 3) * 3 + 1 : number;
  const last = kind === 'quarter' ? first + 2 : number;
  return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: lastDay(year, last) };
}

/** The section's tabs, in order: each one's label in FINANCE_TEXTS and its panel. */
const FINANCE_TABS = [
  { value: 'trial-balance', label: 'trialBalance', Tab: TrialBalanceTab },
  { value: 'statements', label: 'statements', Tab: StatementsTab },
  { value: 'ledger', label: 'ledger', Tab: LedgerTab },
  { value: 'journal', label: 'journal', Tab: JournalTab },
  { value: 'reconciliation', label: 'reconciliation', Tab: ReconciliationTab },
  { value: 'dst', label: 'dst', Tab: DstTab },
  { value: 'close', label: 'closeMonth', Tab: CloseMonthTab },
] as const satisfies ReadonlyArray<{ value: string; label: keyof Texts; Tab: (props: { t: Texts }) => ReactNode }>;

export function FinanceSection() {
  const t = useTexts(financeTexts);
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2} size="h4">
        {t.section}
      </Title>
      <Tabs defaultValue="trial-balance" keepMounted={false}>
        <Tabs.List>
          {FINANCE_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {t[label]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FINANCE_TABS.map(({ value, Tab }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Tab t={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TrialBalanceTab({ t }: { t: Texts }) {
  const [at, setAt] = useState(manilaToday);
  const query = useQuery(get<TrialBalance>(`/api/admin/books/trial-balance?at=${at}`));
  const report = query.data;
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput type="date" label={t.at} value={at} onChange={(event) => event.currentTarget.value && setAt(event.currentTarget.value)} maw={220} />
        <Download href={`/api/admin/books/trial-balance.csv?at=${at}`}>{t.downloadCsv}</Download>
        <Download href={`/api/admin/books/trial-balance.pdf?at=${at}`}>{t.downloadPdf}</Download>
      </Group>
      <QueryState query={query} t={t} />
      {report && (
        <Paper withBorder radius="md">
          <Table striped verticalSpacing="xs" aria-label={t.trialBalance}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.code}</Table.Th>
                <Table.Th>{t.account}</Table.Th>
                <Table.Th ta="right">{t.debit}</Table.Th>
                <Table.Th ta="right">{t.credit}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className="tabular">
              {report.accounts.map((row) => (
                <Table.Tr key={row.code}>
                  <Table.Td>{row.code}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.debit === 0 ? '' : figure(row.debit)}</Table.Td>
                  <Table.Td ta="right">{row.credit === 0 ? '' : figure(row.credit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot className="tabular">
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t.total}</Table.Th>
                <Table.Th ta="right">{figure(report.totalDebit)}</Table.Th>
                <Table.Th ta="right">{figure(report.totalCredit)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

type Section = FinancialStatements['incomeStatement']['income'];

/** A statement's rows: each account, its contra accounts under it and what is left, the section's total. */
function SectionRows({ title, section, total, t }: { title: string; section: Section; total: string; t: Texts }) {
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={3}>{title}</Table.Th>
      </Table.Tr>
      {section.items.map((item) => (
        <SectionItem key={item.code} item={item} t={t} />
      ))}
      <Table.Tr>
        <Table.Th scope="row">{total}</Table.Th>
        <Table.Th ta="right">{figure(section.total.current)}</Table.Th>
        <Table.Th ta="right">{figure(section.total.prior)}</Table.Th>
      </Table.Tr>
    </>
  );
}

function SectionItem({ item, t }: { item: Section['items'][number]; t: Texts }) {
  return (
    <>
      <Table.Tr>
        <Table.Td>
          {item.code} {item.name}
        </Table.Td>
        <Table.Td ta="right">{figure(item.current)}</Table.Td>
        <Table.Td ta="right">{figure(item.prior)}</Table.Td>
      </Table.Tr>
      {item.contra.map((contra) => (
        <Table.Tr key={contra.code}>
          <Table.Td pl="xl">
            {t.less}: {contra.code} {contra.name}
          </Table.Td>
          <Table.Td ta="right">{figure(contra.current)}</Table.Td>
          <Table.Td ta="right">{figure(contra.prior)}</Table.Td>
        </Table.Tr>
      ))}
      {item.contra.length > 0 && (
        <Table.Tr>
          <Table.Td fw={600}>
            {item.name}, {t.net}
          </Table.Td>
          <Table.Td ta="right" fw={600}>
            {figure(item.net.current)}
          </Table.Td>
          <Table.Td ta="right" fw={600}>
            {figure(item.net.prior)}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function StatementsTab({ t }: { t: Texts }) {
  const [kind, setKind] = useState<PeriodKind>('month');
  const [month, setMonth] = useState(() => manilaToday().slice(0, 7));
  const { from, to } = periodOf(kind, month);
  const query = useQuery(get<FinancialStatements>(`/api/admin/books/statements?from=${from}&to=${to}`));
  const report = query.data;
  const range = `from=${from}&to=${to}`;
  return (
    <Stack>
      <Group align="flex-end">
        {/* A Select, not a SegmentedControl: that one is the borrower's (the loan form), and sharing it would split it out of their chunk. */}
        <Select
          label={t.period}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && setKind(value as PeriodKind)}
          data={[
            { value: 'month', label: t.month },
            { value: 'quarter', label: t.quarter },
            { value: 'year', label: t.year },
          ]}
          maw={160}
        />
        <TextInput type="month" label={t.month} value={month} onChange={(event) => /^\d{4}-\d{2}$/.test(event.currentTarget.value) && setMonth(event.currentTarget.value)} maw={200} />
        <Download href={`/api/admin/books/statements.csv?${range}`}>{t.downloadCsv}</Download>
        <Download href={`/api/admin/books/statements.pdf?${range}`}>{t.downloadPdf}</Download>
      </Group>
      <QueryState query={query} t={t} />
      {report && (
        <>
          <Paper withBorder radius="md">
            <Table verticalSpacing="xs" aria-label={t.balanceSheet}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.balanceSheet}</Table.Th>
                  <Table.Th ta="right">{report.to}</Table.Th>
                  <Table.Th ta="right">{report.priorTo}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody className="tabular">
                <SectionRows title={t.assets} section={report.balanceSheet.assets} total={t.totalAssets} t={t} />
                <SectionRows title={t.liabilities} section={report.balanceSheet.liabilities} total={t.totalLiabilities} t={t} />
                <SectionRows title={t.equity} section={report.balanceSheet.equity} total={t.totalEquity} t={t} />
                <Table.Tr>
                  <Table.Td>{t.earningsNotClosed}</Table.Td>
                  <Table.Td ta="right">{figure(report.balanceSheet.earnings.current)}</Table.Td>
                  <Table.Td ta="right">{figure(report.balanceSheet.earnings.prior)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.totalLiabilitiesAndEquity}</Table.Th>
                  <Table.Th ta="right">{figure(report.balanceSheet.totalLiabilitiesAndEquity.current)}</Table.Th>
                  <Table.Th ta="right">{figure(report.balanceSheet.totalLiabilitiesAndEquity.prior)}</Table.Th>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder radius="md">
            <Table verticalSpacing="xs" aria-label={t.incomeStatement}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.incomeStatement}</Table.Th>
                  <Table.Th ta="right">
                    {report.from} – {report.to}
                  </Table.Th>
                  <Table.Th ta="right">
                    {report.priorFrom} – {report.priorTo}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody className="tabular">
                <SectionRows title={t.income} section={report.incomeStatement.income} total={t.totalIncome} t={t} />
                <SectionRows title={t.expenses} section={report.incomeStatement.expenses} total={t.totalExpenses} t={t} />
                <Table.Tr>
                  <Table.Th scope="row">{t.netIncome}</Table.Th>
                  <Table.Th ta="right">{figure(report.incomeStatement.netIncome.current)}</Table.Th>
                  <Table.Th ta="right">{figure(report.incomeStatement.netIncome.prior)}</Table.Th>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
}

function useRange() {
  const today = manilaToday();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  return { from, to, setFrom, setTo };
}

function RangeInputs({ range, t }: { range: ReturnType<typeof useRange>; t: Texts }) {
  return (
    <>
      <TextInput type="date" label={t.from} value={range.from} onChange={(event) => event.currentTarget.value && range.setFrom(event.currentTarget.value)} maw={200} />
      <TextInput type="date" label={t.to} value={range.to} onChange={(event) => event.currentTarget.value && range.setTo(event.currentTarget.value)} maw={200} />
    </>
  );
}

function LedgerTab({ t }: { t: Texts }) {
  const range = useRange();
  const [account, setAccount] = useState('1200');
  const [memberId, setMemberId] = useState<number | null>(null);
  const { update } = useAdminSearch();
  const accounts = useQuery(get<{ accounts: BookAccount[] }>('/api/admin/books/accounts'));
  const query = useQuery(get<AccountLedger>(`/api/admin/books/ledger?account=${encodeURIComponent(account)}&from=${range.from}&to=${range.to}`));
  const ledger = query.data;
  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label={t.account}
          value={account}
          allowDeselect={false}
          searchable
          onChange={(value) => value && setAccount(value)}
          data={(accounts.data?.accounts ?? []).map((row) => ({ value: row.code, label: `${row.code} ${row.name}` }))}
          miw={320}
        />
        <RangeInputs range={range} t={t} />
        <Download href={`/api/admin/books/ledger.csv?account=${encodeURIComponent(account)}&from=${range.from}&to=${range.to}`}>{t.downloadCsv}</Download>
        <Download href={`/api/admin/books/ledger.pdf?account=${encodeURIComponent(account)}&from=${range.from}&to=${range.to}`}>{t.downloadPdf}</Download>
      </Group>
      <QueryState query={query} t={t} />
      {ledger && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={800}>
            <Table striped verticalSpacing="xs" aria-label={t.ledger}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.date}</Table.Th>
                  <Table.Th>{t.entry}</Table.Th>
                  <Table.Th>{t.memo}</Table.Th>
                  <Table.Th>{t.source}</Table.Th>
                  <Table.Th ta="right">{t.debit}</Table.Th>
                  <Table.Th ta="right">{t.credit}</Table.Th>
                  <Table.Th ta="right">{t.balance}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody className="tabular">
                <Table.Tr>
                  <Table.Td>{ledger.from}</Table.Td>
                  <Table.Td colSpan={5}>{t.openingBalance}</Table.Td>
                  <Table.Td ta="right">{figure(ledger.opening)}</Table.Td>
                </Table.Tr>
                {ledger.lines.map((line, index) => (
                  <Table.Tr key={`${line.number}-${index}`}>
                    <Table.Td>{line.date}</Table.Td>
                    <Table.Td>{line.number}</Table.Td>
                    <Table.Td>{line.memo}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {line.source.loanId !== null && (
                          <Button size="compact-xs" variant="light" onClick={() => update({ loan: line.source.loanId ?? undefined })}>
                            {t.openLoan} #{line.source.loanId}
                          </Button>
                        )}
                        {line.source.loanId === null && line.source.userId !== null && (
                          <Button size="compact-xs" variant="light" onClick={() => setMemberId(line.source.userId)}>
                            {t.openMember} #{line.source.userId}
                          </Button>
                        )}
                        {line.source.loanId === null && line.source.userId === null && (
                          <Text size="xs" c="dimmed">
                            {line.source.kind} {line.source.id ?? ''}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{line.debit === 0 ? '' : figure(line.debit)}</Table.Td>
                    <Table.Td ta="right">{line.credit === 0 ? '' : figure(line.credit)}</Table.Td>
                    <Table.Td ta="right">{figure(line.balance)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td>{ledger.to}</Table.Td>
                  <Table.Td colSpan={5}>{t.closingBalance}</Table.Td>
                  <Table.Td ta="right">{figure(ledger.closing)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {memberId !== null && <MemberDialog memberId={memberId} onClose={() => setMemberId(null)} />}
    </Stack>
  );
}

function JournalTab({ t }: { t: Texts }) {
  const range = useRange();
  const query = useQuery(get<JournalPeriod>(`/api/admin/books/journal?from=${range.from}&to=${range.to}`));
  const journal = query.data;
  return (
    <Stack>
      <Group align="flex-end">
        <RangeInputs range={range} t={t} />
        <Download href={`/api/admin/books/journal.csv?from=${range.from}&to=${range.to}`}>{t.downloadCsv}</Download>
      </Group>
      <QueryState query={query} t={t} />
      {journal && journal.entries.length === 0 && <Text c="dimmed">{t.noEntries}</Text>}
      {journal && journal.entries.length > 0 && (
        <Paper withBorder radius="md">
          <Table verticalSpacing="xs" aria-label={t.journal}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.entry}</Table.Th>
                <Table.Th>{t.account}</Table.Th>
                <Table.Th ta="right">{t.debit}</Table.Th>
                <Table.Th ta="right">{t.credit}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className="tabular">
              {journal.entries.map((entry) => (
                <JournalEntryRows key={entry.number} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

function JournalEntryRows({ entry }: { entry: JournalPeriod['entries'][number] }) {
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={4}>
          {entry.number} · {entry.date} · {entry.memo}
        </Table.Th>
      </Table.Tr>
      {entry.lines.map((line, index) => (
        <Table.Tr key={index}>
          <Table.Td />
          <Table.Td pl={line.credit > 0 ? 'xl' : undefined}>{line.account}</Table.Td>
          <Table.Td ta="right">{line.debit === 0 ? '' : figure(line.debit)}</Table.Td>
          <Table.Td ta="right">{line.credit === 0 ? '' : figure(line.credit)}</Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

function ReconciliationTab({ t }: { t: Texts }) {
  const query = useQuery(get<Reconciliation>('/api/admin/books/reconciliation'));
  const report = query.data;
  return (
    <Stack>
      <QueryState query={query} t={t} />
      {report?.ok && (
        <Notice tone="success" title={t.reconciliation}>
          {t.booksAgree}
        </Notice>
      )}
      {report && !report.ok && (
        <Paper withBorder radius="md">
          <Table verticalSpacing="xs" aria-label={t.booksDiffer}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.account}</Table.Th>
                <Table.Th ta="right">{t.books}</Table.Th>
                <Table.Th ta="right">{t.expected}</Table.Th>
                <Table.Th>{t.loans}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className="tabular">
              {report.differences.map((difference) => (
                <Table.Tr key={difference.account}>
                  <Table.Td>
                    {difference.account} {difference.name}
                  </Table.Td>
                  <Table.Td ta="right">{figure(difference.books)}</Table.Td>
                  <Table.Td ta="right">{figure(difference.expected)}</Table.Td>
                  <Table.Td>{difference.loans.map((loan) => `#${loan.loanId}: ${figure(loan.books)} / ${figure(loan.expected)}`).join('; ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

function CloseMonthTab({ t }: { t: Texts }) {
  const closes = useQuery(get<BookCloses>('/api/admin/books/closes'));
  if (closes.isPending) return <Loader size="sm" aria-label="Loading" />;
  // The month the books can close next (the oldest open one that has ended), offered as the default.
  return (
    <Stack>
      <CloseMonthForm t={t} nextMonth={closes.data?.nextMonth ?? ''} />
      {closes.data && closes.data.closes.length > 0 && (
        <Paper withBorder p="sm">
          <Title order={3} size="h5" mb="xs">
            {t.closedMonths}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.month}</Table.Th>
                <Table.Th ta="right">{t.interestEarned}</Table.Th>
                <Table.Th ta="right">{t.allowanceAtClose}</Table.Th>
                <Table.Th ta="right">{t.allowanceChange}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {closes.data.closes.map((close) => (
                <Table.Tr key={close.month}>
                  <Table.Td>{close.month}</Table.Td>
                  <Table.Td ta="right" className="tabular">{figure(close.interestEarned)}</Table.Td>
                  <Table.Td ta="right" className="tabular">{figure(close.allowance)}</Table.Td>
                  <Table.Td ta="right" className="tabular">{figure(close.allowanceChange)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

function CloseMonthForm({ t, nextMonth }: { t: Texts; nextMonth: string }) {
  const close = useMutation({ mutationFn: (body: BookClose) => apiRequest<unknown>('/api/admin/books/close', { method: 'POST', body }) });
  // The API's own schema and messages (decision 060).
  const form = useSchemaForm(BookCloseSchema, { month: nextMonth });
  const field = useField(form);
  const submit = useSubmit(form, close, { failedNotice: { title: t.closeFailed } });
  const onSubmit = form.handleSubmit((values) =>
    submit(values, (result) => {
      // A close waits for a second officer (four eyes): the API answers 202 and nothing is posted yet.
      if (isSentForApproval(result)) notifyInfo({ title: t.closeSentTitle, message: t.closeSent });
      else notifySuccess({ title: t.closeDone, message: values.month });
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={420}>
        <Text size="sm">{t.closeMonthHint}</Text>
        <TextInput label={t.monthToClose} placeholder="2026-11" required {...field('month')} />
        <Group>
          <Button type="submit" loading={close.isPending}>
            {t.closeMonth}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
