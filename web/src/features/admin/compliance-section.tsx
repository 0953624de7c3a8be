import type { PublicUser } from '@app/domain/contract';
import { formatDate, formatDateTime } from '@app/domain/format';
import { COMPLIANCE_DESK_TEXTS, COMPLIANCE_VALIDATION_MESSAGES } from '@app/domain/messages';
import { formatDecimal } from '@app/domain/money';
import type { ComplianceAlert, ComplianceReport, ScreeningCase } from '@app/domain/schemas';
import { Badge, Button, FileInput, Group, List, Modal, NumberInput, Paper, Select, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Notice } from '../../components/notice';
import { errorMessage } from '../../lib/api';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notices';
import { usersQueryOptions } from './admin.queries';
import { manilaToday, QueryState } from './desk-parts';
import {
  alertsQueryOptions,
  casesQueryOptions,
  listImportsQueryOptions,
  nonWorkingDaysQueryOptions,
  reportsQueryOptions,
  riskQueryOptions,
  useAddNonWorkingDay,
  useDecideAlert,
  useDecideCase,
  useFileReport,
  useImportList,
  useMarkPep,
  useRecordDueDiligence,
  useRemoveNonWorkingDay,
} from './compliance.queries';

/*
 * COMPLIANCE (issue 33, decision 073): the compliance desk for staff with the
 * compliance duty. Alerts, list matches and reports with their deadlines
 * (the server puts the open and the overdue first), each with its evidence
 * and its decisions; list imports; each borrower's risk rating, why, and
 * history; the calendar of non-working days the deadlines count. Loaded
 * only when an officer opens the section (admin-shell's lazy import).
 */

const deskTexts = defineTexts({ COMPLIANCE_DESK_TEXTS });
type Texts = ReturnType<typeof useDeskTexts>;
const useDeskTexts = () => useTexts(deskTexts);

const pesos = (amount: number) => `PHP ${formatDecimal(amount, { minDecimals: 2 })}`;

/** Manila's year now, the calendar's default. */
const manilaYear = () => Number(manilaToday().slice(0, 4));


const DESK_TABS = [
  { value: 'alerts', label: 'alerts', Tab: AlertsTab },
  { value: 'cases', label: 'cases', Tab: CasesTab },
  { value: 'reports', label: 'reports', Tab: ReportsTab },
  { value: 'lists', label: 'lists', Tab: ListsTab },
  { value: 'borrowers', label: 'borrowers', Tab: BorrowersTab },
  { value: 'calendar', label: 'calendar', Tab: CalendarTab },
] as const satisfies ReadonlyArray<{ value: string; label: keyof Texts; Tab: (props: { t: Texts }) => ReactNode }>;

export function ComplianceSection() {
  const t = useDeskTexts();
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2} size="h4">
        {t.section}
      </Title>
      <Tabs defaultValue="alerts" keepMounted={false}>
        <Tabs.List>
          {DESK_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {t[label]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DESK_TABS.map(({ value, Tab }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Tab t={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** A term and its value, wrapping on a phone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function Member({ member, t }: { member: { id: number; fullName: string; email: string }; t: Texts }) {
  return (
    <Fact label={t.member}>
      {member.fullName} · {member.email} · #{member.id}
    </Fact>
  );
}

function DueBadge({ dueDate, isOverdue, t }: { dueDate: string; isOverdue: boolean; t: Texts }) {
  return (
    <Badge color={isOverdue ? 'red.9' : 'yellow'} autoContrast variant={isOverdue ? 'filled' : 'light'}>
      {isOverdue ? `${t.overdue}: ${formatDate(dueDate)}` : `${t.due}: ${formatDate(dueDate)}`}
    </Badge>
  );
}

type Transaction = ComplianceReport['evidence']['transactions'][number];

function Transactions({ transactions, t }: { transactions: readonly Transaction[]; t: Texts }) {
  if (transactions.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {t.transactions}
      </Text>
      <List size="sm" spacing={2}>
        {transactions.map((transaction) => (
          <List.Item key={transaction.id}>
            <span className="tabular">
              {t.transactionKinds[transaction.kind]} · {pesos(transaction.amount)} · {formatDate(transaction.bankingDay)}
              {transaction.loanId === null ? '' : ` · Loan #${transaction.loanId}`}
              {transaction.channel === null ? '' : ` · ${transaction.channel}`}
              {transaction.journalEntries.length === 0 ? '' : ` · ${transaction.journalEntries.map((entry) => entry.number).join(', ')}`}
            </span>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * A decision with its reason, kept on record: clearing or confirming a
 * match, closing or reporting an alert, filing a report with the AMLC's
 * reference. The server's refusal is shown in the dialog; nothing changes.
 */
function ReasonDialog({
  title,
  warning,
  label,
  action,
  color,
  mutation,
  failedTitle,
  onSubmit,
  onClose,
  t,
}: {
  title: string;
  warning?: string;
  label: string;
  action: string;
  color?: string;
  /** The decision's call: busy while it runs, its refusal shown under the field. */
  mutation: { isPending: boolean; isError: boolean; error: Error | null };
  failedTitle: string;
  onSubmit: (text: string, done: () => void) => void;
  onClose: () => void;
  t: Texts;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (text.trim() === '') return setError(COMPLIANCE_VALIDATION_MESSAGES.reasonRequired);
    setError(null);
    onSubmit(text.trim(), onClose);
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {warning && <Text size="sm">{warning}</Text>}
          <Textarea label={label} rows={3} maxLength={1000} required data-autofocus value={text} onChange={(event) => setText(event.currentTarget.value)} error={error} />
          {mutation.isError && (
            <Notice tone="error" title={failedTitle} role="alert">
              {errorMessage(mutation.error, t.tryAgain)}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" color={color} autoContrast loading={mutation.isPending}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AlertsTab({ t }: { t: Texts }) {
  const query = useQuery(alertsQueryOptions);
  return (
    <Stack>
      <QueryState query={query} t={t} />
      {query.data?.length === 0 && <Text c="dimmed">{t.nothingHere}</Text>}
      {query.data?.map((alert) => (
        <AlertCard key={alert.id} alert={alert} t={t} />
      ))}
    </Stack>
  );
}

function AlertCard({ alert, t }: { alert: ComplianceAlert; t: Texts }) {
  const [decision, setDecision] = useState<'close' | 'report' | null>(null);
  const decide = useDecideAlert();
  const title = `${t.alertKinds[alert.kind]} #${alert.id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t.state[alert.state]}</Badge>
            {alert.dueDate && <DueBadge dueDate={alert.dueDate} isOverdue={false} t={t} />}
          </Group>
        </Group>
        <Member member={alert.member} t={t} />
        <Fact label={t.opened}>{formatDateTime(alert.createdAt)}</Fact>
        <Fact label={t.evidence}>
          {Object.entries(alert.evidence.facts)
            .map(([key, value]) => `${key}: ${value ?? '—'}`)
            .join(' · ')}
        </Fact>
        <Transactions transactions={alert.evidence.transactions} t={t} />
        {alert.decisionReason && (
          <Fact label={`${t.decided} ${formatDateTime(alert.decidedAt)}`}>{alert.decisionReason}</Fact>
        )}
        {alert.reportId !== null && <Fact label={t.report}>#{alert.reportId}</Fact>}
        {alert.state === 'open' && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDecision('close')}>
              {t.closeAlert}
            </Button>
            <Button color="red.9" autoContrast onClick={() => setDecision('report')}>
              {t.reportAlert}
            </Button>
          </Group>
        )}
      </Stack>
      {decision && (
        <ReasonDialog
          title={decision === 'close' ? t.closeTitle : t.reportTitle}
          {...(decision === 'report' ? { warning: t.reportWarning, color: 'red.9' } : {})}
          label={t.whyLabel}
          action={decision === 'close' ? t.closeAlert : t.reportAlert}
          mutation={decide}
          failedTitle={t.decisionFailed}
          onSubmit={(reason, done) => decide.mutate({ id: alert.id, decision, reason }, { onSuccess: () => (notifySuccess({ title: t.decisionSaved, message: title }), done()) })}
          onClose={() => (decide.reset(), setDecision(null))}
          t={t}
        />
      )}
    </Paper>
  );
}

function CasesTab({ t }: { t: Texts }) {
  const query = useQuery(casesQueryOptions);
  return (
    <Stack>
      <QueryState query={query} t={t} />
      {query.data?.length === 0 && <Text c="dimmed">{t.nothingHere}</Text>}
      {query.data?.map((screening) => (
        <CaseCard key={screening.id} screening={screening} t={t} />
      ))}
    </Stack>
  );
}

function CaseCard({ screening, t }: { screening: ScreeningCase; t: Texts }) {
  const [decision, setDecision] = useState<'clear' | 'confirm' | null>(null);
  const decide = useDecideCase();
  const { evidence } = screening;
  const title = `${screening.member.fullName} — ${evidence.listedName}`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={screening.state === 'confirmed' ? 'red.9' : undefined}>
              {t.state[screening.state]}
            </Badge>
            {screening.dueDate && <DueBadge dueDate={screening.dueDate} isOverdue={false} t={t} />}
          </Group>
        </Group>
        <Member member={screening.member} t={t} />
        <Fact label={t.listedName}>{evidence.listedName}</Fact>
        <Fact label={t.listEntry}>
          {evidence.listSource.toUpperCase()} {evidence.listReference}
        </Fact>
        <Fact label={t.score}>
          {evidence.score.toFixed(2)} — {evidence.reasons.map((reason) => t.matchReasons[reason as keyof Texts['matchReasons']] ?? reason).join(', ')}
        </Fact>
        <Fact label={t.opened}>
          {formatDateTime(screening.createdAt)} · {t.occasions[screening.occasion]}
        </Fact>
        {screening.decisionReason && <Fact label={`${t.decided} ${formatDateTime(screening.decidedAt)}`}>{screening.decisionReason}</Fact>}
        {screening.state === 'open' && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDecision('clear')}>
              {t.clear}
            </Button>
            <Button color="red.9" autoContrast onClick={() => setDecision('confirm')}>
              {t.confirm}
            </Button>
          </Group>
        )}
      </Stack>
      {decision && (
        <ReasonDialog
          title={decision === 'clear' ? t.clearTitle : t.confirmTitle}
          {...(decision === 'confirm' ? { warning: t.confirmWarning, color: 'red.9' } : {})}
          label={t.whyLabel}
          action={decision === 'clear' ? t.clear : t.confirm}
          mutation={decide}
          failedTitle={t.decisionFailed}
          onSubmit={(reason, done) => decide.mutate({ id: screening.id, decision, reason }, { onSuccess: () => (notifySuccess({ title: t.decisionSaved, message: title }), done()) })}
          onClose={() => (decide.reset(), setDecision(null))}
          t={t}
        />
      )}
    </Paper>
  );
}

function ReportsTab({ t }: { t: Texts }) {
  const query = useQuery(reportsQueryOptions);
  return (
    <Stack>
      <QueryState query={query} t={t} />
      {query.data?.length === 0 && <Text c="dimmed">{t.nothingHere}</Text>}
      {query.data?.map((report) => (
        <ReportCard key={report.id} report={report} t={t} />
      ))}
    </Stack>
  );
}

function ReportCard({ report, t }: { report: ComplianceReport; t: Texts }) {
  const [isFiling, setFiling] = useState(false);
  const file = useFileReport();
  const title = `${t.reportKinds[report.kind]} #${report.id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t.state[report.state]}</Badge>
            {report.state === 'due' && <DueBadge dueDate={report.dueDate} isOverdue={report.isOverdue} t={t} />}
          </Group>
        </Group>
        <Member member={report.member} t={t} />
        <Fact label={t.reason}>{report.alertId === null ? report.reason : `${report.reason} (#${report.alertId})`}</Fact>
        {report.bankingDay && <Fact label={t.bankingDay}>{formatDate(report.bankingDay)}</Fact>}
        <Fact label={t.total}>
          <span className="tabular">{pesos(report.evidence.total)}</span>
        </Fact>
        <Transactions transactions={report.evidence.transactions} t={t} />
        {report.filedAt && (
          <Fact label={t.filed}>
            {formatDateTime(report.filedAt)} · {report.filedReference}
          </Fact>
        )}
        <Group gap="xs">
          {/* The server writes the files (CSV cells defused against formulas); the browser only saves them. */}
          <Button component="a" href={`/api/admin/compliance/reports/${report.id}.csv`} download variant="default" leftSection={<IconDownload size={16} aria-hidden />} aria-label={`${t.downloadCsv} ${title}`}>
            {t.downloadCsv}
          </Button>
          <Button component="a" href={`/api/admin/compliance/reports/${report.id}.json`} download variant="default" leftSection={<IconDownload size={16} aria-hidden />} aria-label={`${t.downloadJson} ${title}`}>
            {t.downloadJson}
          </Button>
          {report.state === 'due' && <Button onClick={() => setFiling(true)}>{t.markFiled}</Button>}
        </Group>
      </Stack>
      {isFiling && (
        <ReasonDialog
          title={t.fileTitle}
          label={t.referenceLabel}
          action={t.markFiled}
          mutation={file}
          failedTitle={t.filedFailed}
          onSubmit={(reference, done) => file.mutate({ id: report.id, reference }, { onSuccess: () => (notifySuccess({ title: t.filedSaved, message: title }), done()) })}
          onClose={() => (file.reset(), setFiling(false))}
          t={t}
        />
      )}
    </Paper>
  );
}

function ListsTab({ t }: { t: Texts }) {
  const imports = useQuery(listImportsQueryOptions);
  return (
    <Stack>
      <ListImportForm t={t} />
      <Title order={3} size="h5">
        {t.imports}
      </Title>
      <QueryState query={imports} t={t} />
      {imports.data?.length === 0 && <Text c="dimmed">{t.nothingHere}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.imports}>
        {imports.data?.map((row) => (
          <Paper key={row.id} withBorder p="xs" radius="md" component="li">
            <Text size="sm" fw={700}>
              {row.source === 'un' ? t.sourceUn : t.sourceAmlc}
            </Text>
            <Text size="sm">
              {t.version}: {row.version} · {t.entries}: {row.entries} · {t.importedAt}: {formatDateTime(row.importedAt)} · {t.importedBy}: {row.importedBy.fullName}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function ListImportForm({ t }: { t: Texts }) {
  const upload = useImportList();
  const [source, setSource] = useState<'un' | 'amlc'>('un');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const onImport = async () => {
    if (!file) return setFileError(t.fileRequired);
    setFileError(null);
    setSummary(null);
    upload.mutate(
      { source, text: await file.text() },
      {
        onSuccess: (result) => {
          const text = t.importSummary({ version: result.version, entries: result.entries, screened: result.screened, opened: result.casesOpened });
          setSummary(text);
          notifySuccess({ title: t.imported, message: text });
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t.importTitle}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onImport();
        }}
      >
        <Stack maw={520}>
          <Select
            label={t.source}
            value={source}
            allowDeselect={false}
            onChange={(value) => value && setSource(value as 'un' | 'amlc')}
            data={[
              { value: 'un', label: t.sourceUn },
              { value: 'amlc', label: t.sourceAmlc },
            ]}
          />
          <FileInput
            label={t.listFile}
            accept={source === 'un' ? '.xml,application/xml,text/xml' : '.csv,text/csv'}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
            }}
            error={fileError}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
          />
          <Group>
            <Button type="submit" loading={upload.isPending}>
              {t.import}
            </Button>
          </Group>
        </Stack>
      </form>
      {upload.isError && (
        <Notice tone="error" title={t.importFailed} mt="md" role="alert">
          {errorMessage(upload.error, t.tryAgain)}
        </Notice>
      )}
      {summary && (
        <Text mt="md" fw={700} role="status">
          {summary}
        </Text>
      )}
    </Paper>
  );
}

function BorrowersTab({ t }: { t: Texts }) {
  const [q, setQ] = useState('');
  const [memberId, setMemberId] = useState<number | null>(null);
  const found = useQuery({ ...usersQueryOptions({ page: 1, q, order: 'desc' }), enabled: q.trim().length >= 2 });
  const borrowers = (found.data?.rows ?? []).filter((user: PublicUser) => user.role === 'borrower').slice(0, 10);
  return (
    <Stack>
      <TextInput type="search" label={t.findBorrower} description={t.findBorrowerHint} maxLength={100} maw={420} value={q} onChange={(event) => setQ(event.currentTarget.value)} />
      {borrowers.length > 0 && (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.borrowers}>
          {borrowers.map((user) => (
            <li key={user.id}>
              <Button size="xs" variant={memberId === user.id ? 'filled' : 'default'} aria-pressed={memberId === user.id} onClick={() => setMemberId(user.id)}>
                {user.fullName} · #{user.id}
              </Button>
            </li>
          ))}
        </Group>
      )}
      {memberId !== null && <RiskPanel key={memberId} memberId={memberId} t={t} />}
    </Stack>
  );
}

function RiskPanel({ memberId, t }: { memberId: number; t: Texts }) {
  const rating = useQuery(riskQueryOptions(memberId));
  const [dialog, setDialog] = useState<'pep' | 'dueDiligence' | null>(null);
  const markPep = useMarkPep();
  const recordDueDiligence = useRecordDueDiligence();
  const data = rating.data;
  return (
    <Paper withBorder p="md" radius="md">
      <QueryState query={rating} t={t} />
      {data && (
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h5">
              {t.rating}: {data.member.fullName}
            </Title>
            <Badge color={data.level === 'high' ? 'red.9' : data.level === 'normal' ? 'yellow' : 'green'} autoContrast>
              {t.levels[data.level]}
            </Badge>
          </Group>
          {data.reasons.length === 0 ? (
            <Text size="sm">{t.noReasons}</Text>
          ) : (
            <List size="sm" aria-label={t.reason}>
              {data.reasons.map((reason) => (
                <List.Item key={reason}>{t.riskReasons[reason as keyof Texts['riskReasons']] ?? reason}</List.Item>
              ))}
            </List>
          )}
          <Fact label={t.countryWorking}>{data.countryWorking ?? '—'}</Fact>
          <Fact label={t.pep}>{data.isPep ? '✓' : '—'}</Fact>
          <Fact label={t.dueDiligence}>{data.dueDiligence ? `${formatDateTime(data.dueDiligence.recordedAt)} · ${data.dueDiligence.note}` : t.dueDiligenceNone}</Fact>
          {data.needsDueDiligence && (
            <Text size="sm" fw={700} c="red.9">
              {t.needsDueDiligence}
            </Text>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('pep')}>
              {data.isPep ? t.unmarkPep : t.markPep}
            </Button>
            <Button variant="default" onClick={() => setDialog('dueDiligence')}>
              {t.recordDueDiligence}
            </Button>
          </Group>
          <MemberHistory memberId={memberId} t={t} />
        </Stack>
      )}
      {data && dialog === 'pep' && (
        <ReasonDialog
          title={data.isPep ? t.unmarkPep : t.markPep}
          label={t.whyLabel}
          action={data.isPep ? t.unmarkPep : t.markPep}
          mutation={markPep}
          failedTitle={t.saveFailed}
          onSubmit={(reason, done) => markPep.mutate({ memberId, isPep: !data.isPep, reason }, { onSuccess: () => (notifySuccess({ title: t.saved, message: data.member.fullName }), done()) })}
          onClose={() => (markPep.reset(), setDialog(null))}
          t={t}
        />
      )}
      {data && dialog === 'dueDiligence' && (
        <ReasonDialog
          title={t.recordDueDiligence}
          label={t.noteLabel}
          action={t.recordDueDiligence}
          mutation={recordDueDiligence}
          failedTitle={t.saveFailed}
          onSubmit={(note, done) => recordDueDiligence.mutate({ memberId, note }, { onSuccess: () => (notifySuccess({ title: t.saved, message: data.member.fullName }), done()) })}
          onClose={() => (recordDueDiligence.reset(), setDialog(null))}
          t={t}
        />
      )}
    </Paper>
  );
}

/** A borrower's history on the desk: their list matches, alerts and reports, newest first. */
function MemberHistory({ memberId, t }: { memberId: number; t: Texts }) {
  const cases = useQuery(casesQueryOptions);
  const alerts = useQuery(alertsQueryOptions);
  const reports = useQuery(reportsQueryOptions);
  const events = [
    ...(cases.data ?? []).filter((c) => c.member.id === memberId).map((c) => ({ key: `case-${c.id}`, at: c.createdAt, text: `${t.cases}: ${c.evidence.listedName} (${c.evidence.listSource.toUpperCase()} ${c.evidence.listReference}) — ${t.state[c.state]}${c.decisionReason ? ` — ${c.decisionReason}` : ''}` })),
    ...(alerts.data ?? []).filter((a) => a.member.id === memberId).map((a) => ({ key: `alert-${a.id}`, at: a.createdAt, text: `${t.alertKinds[a.kind]} #${a.id} — ${t.state[a.state]}${a.decisionReason ? ` — ${a.decisionReason}` : ''}` })),
    ...(reports.data ?? []).filter((r) => r.member.id === memberId).map((r) => ({ key: `report-${r.id}`, at: r.createdAt, text: `${t.reportKinds[r.kind]} #${r.id} — ${t.state[r.state]} — ${t.due}: ${formatDate(r.dueDate)}` })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap={4} mt="sm">
      <Title order={4} size="h6">
        {t.history}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noHistory}
        </Text>
      ) : (
        <List size="sm" aria-label={t.history}>
          {events.map((event) => (
            <List.Item key={event.key}>
              {formatDateTime(event.at)} · {event.text}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function CalendarTab({ t }: { t: Texts }) {
  const [year, setYear] = useState(manilaYear);
  const calendar = useQuery(nonWorkingDaysQueryOptions(year));
  const remove = useRemoveNonWorkingDay();
  return (
    <Stack>
      <Text size="sm">{t.calendarHint}</Text>
      <NumberInput label={t.year} value={year} min={2000} max={2100} allowDecimal={false} maw={160} onChange={(value) => typeof value === 'number' && value >= 2000 && value <= 2100 && setYear(value)} />
      <AddDayForm t={t} />
      <QueryState query={calendar} t={t} />
      {calendar.data?.days.length === 0 && <Text c="dimmed">{t.nothingHere}</Text>}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.calendar}>
        {calendar.data?.days.map((day) => (
          <Group key={day.day} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {formatDate(day.day)} · {day.name ?? t.seeded}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              aria-label={`${t.removeDay} ${formatDate(day.day)}`}
              loading={remove.isPending && remove.variables === day.day}
              onClick={() => remove.mutate(day.day, { onError: (error) => notifyError({ title: t.saveFailed, message: errorMessage(error, t.tryAgain) }) })}
            >
              {t.removeDay}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function AddDayForm({ t }: { t: Texts }) {
  const add = useAddNonWorkingDay();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ day, name: name.trim() }, { onSuccess: () => (setDay(''), setName(''), notifySuccess({ title: t.saved, message: day })) });
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="xs">
        <TextInput type="date" label={t.day} required value={day} onChange={(event) => setDay(event.currentTarget.value)} maw={200} />
        <TextInput label={t.dayName} required maxLength={200} value={name} onChange={(event) => setName(event.currentTarget.value)} miw={220} />
        <Button type="submit" loading={add.isPending}>
          {t.addDay}
        </Button>
      </Group>
      {add.isError && (
        <Notice tone="error" title={t.saveFailed} mt="sm" role="alert">
          {errorMessage(add.error, t.tryAgain)}
        </Notice>
      )}
    </form>
  );
}

