import type { ComplianceAlert, ComplianceReport, ListImportRecord, RiskRatingAnswer, ScreeningCase } from '@app/domain/schemas';
import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { ComplianceSection } from './compliance-section';

const JUAN = { id: 41, fullName: 'Juan dela Cruz', email: 'juan@example.com' };
const ROSA = { id: 42, fullName: 'Rosa Villanueva Cruz', email: 'rosa@example.com' };

const DISBURSEMENT = {
  id: 7,
  kind: 'disbursement' as const,
  amount: 1_200_000,
  occurredAt: '2026-11-25T02:00:00.000Z',
  bankingDay: '2026-11-25',
  channel: null,
  loanId: 12,
  journalEntries: [{ id: 3, number: '2026-000002', date: '2026-11-25', memo: 'Loan #12 disbursed', lines: [] }],
};

const anAlert = (overrides: Partial<ComplianceAlert> = {}): ComplianceAlert => ({
  id: 5,
  kind: 'structuring',
  state: 'open',
  dueDate: null,
  member: ROSA,
  evidence: { facts: { window: 'day', total: 600_000, count: 3 }, transactions: [{ ...DISBURSEMENT, id: 8, kind: 'payment', amount: 200_000, channel: 'gcash' }] },
  reportId: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

const aCase = (overrides: Partial<ScreeningCase> = {}): ScreeningCase => ({
  id: 3,
  kind: 'list_match',
  state: 'open',
  dueDate: null,
  member: JUAN,
  evidence: { score: 0.93, reasons: ['order', 'missing_name'], listedName: 'JUAN REYES DE LA CRUZ', listSource: 'un', listReference: 'QDi.901' },
  occasion: 'list_import',
  createdAt: '2026-11-25T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

const aReport = (overrides: Partial<ComplianceReport> = {}): ComplianceReport => ({
  id: 9,
  kind: 'covered',
  state: 'due',
  dueDate: '2026-12-03',
  isOverdue: false,
  reason: 'single',
  bankingDay: '2026-11-25',
  alertId: null,
  caseId: null,
  member: ROSA,
  evidence: { total: 1_200_000, transactions: [DISBURSEMENT] },
  createdAt: '2026-11-25T02:00:00.000Z',
  filedAt: null,
  filedReference: null,
  ...overrides,
});

async function openTab(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('COMPLIANCE', () => {
  it('shows an alert with its evidence, asks for a reason, and closes it with that reason', async () => {
    const sent: unknown[] = [];
    let alert = anAlert();
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([alert])),
      http.post('/api/admin/compliance/alerts/5', async ({ request }) => {
        sent.push(await request.json());
        alert = anAlert({ state: 'closed', decidedAt: '2026-11-25T03:00:00.000Z', decisionReason: 'A business payment, invoices seen' });
        return HttpResponse.json(alert);
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    const card = await screen.findByRole('article', { name: 'Structuring #5' });
    expect(card).toHaveTextContent('Member: Rosa Villanueva Cruz · rosa@example.com · #42');
    expect(card).toHaveTextContent('Evidence: window: day · total: 600000 · count: 3');
    expect(card).toHaveTextContent('Payment · PHP 200,000.00 · Nov 25, 2026 · Loan #12 · gcash · 2026-000002');
    expect(within(card).getByText('Open')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Why \(kept on record\)/), 'A business payment, invoices seen');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => sent).toEqual([{ decision: 'close', reason: 'A business payment, invoices seen' }]);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Structuring #5' })).toHaveTextContent('A business payment, invoices seen');
    expect(within(screen.getByRole('article', { name: 'Structuring #5' })).queryByRole('button', { name: 'File a report' })).toBeNull();
  });

  it('shows a possible list match with its score and why, and shows the refusal when the case was decided meanwhile', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/cases', () => HttpResponse.json([aCase()])),
      http.post('/api/admin/compliance/cases/3', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 'screening_case_decided', message: 'This screening case is already decided' }, { status: 409 });
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    await openTab(user, 'List matches');
    const card = await screen.findByRole('article', { name: 'Juan dela Cruz — JUAN REYES DE LA CRUZ' });
    expect(card).toHaveTextContent('List entry: UN QDi.901');
    expect(card).toHaveTextContent('Score: 0.93 — Names in another order, A name left out');
    expect(card).toHaveTextContent('At a list import');

    await user.click(within(card).getByRole('button', { name: 'Confirm match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this match' });
    expect(dialog).toHaveTextContent('Confirming freezes the account');
    await user.type(within(dialog).getByLabelText(/Why \(kept on record\)/), 'Passport matches the UN entry');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm match' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This screening case is already decided');
    expect(sent).toEqual([{ decision: 'confirm', reason: 'Passport matches the UN entry' }]);
  });

  it('shows reports overdue first with their deadlines, downloads them, and marks one filed with the AMLC reference', async () => {
    const sent: unknown[] = [];
    let reports = [aReport({ id: 10, kind: 'suspicious', reason: 'structuring', alertId: 5, bankingDay: null, dueDate: '2026-11-20', isOverdue: true }), aReport()];
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/reports', () => HttpResponse.json(reports)),
      http.post('/api/admin/compliance/reports/9/file', async ({ request }) => {
        sent.push(await request.json());
        reports = [reports[0]!, aReport({ state: 'filed', filedAt: '2026-11-26T01:00:00.000Z', filedReference: 'CTR-2026-000123' })];
        return HttpResponse.json(reports[1]);
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    await openTab(user, 'Reports');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Suspicious transaction report #10', 'Covered transaction report #9']);
    expect(within(cards[0]!).getByText('Overdue: Nov 20, 2026')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Reason: structuring (#5)');
    expect(within(cards[1]!).getByText('Due: Dec 3, 2026')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Total: PHP 1,200,000.00');
    expect(within(cards[1]!).getByRole('link', { name: 'CSV Covered transaction report #9' })).toHaveAttribute('href', '/api/admin/compliance/reports/9.csv');
    expect(within(cards[1]!).getByRole('link', { name: 'JSON Covered transaction report #9' })).toHaveAttribute('href', '/api/admin/compliance/reports/9.json');

    await user.click(within(cards[1]!).getByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this report as filed with the AMLC' });
    await user.type(within(dialog).getByLabelText(/AMLC's acknowledgement reference/), 'CTR-2026-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    await expect.poll(() => sent).toEqual([{ reference: 'CTR-2026-000123' }]);
    const filed = await screen.findByRole('article', { name: 'Covered transaction report #9' });
    await expect.poll(() => filed.textContent).toContain('Filed: Nov 26, 2026, 9:00 AM · CTR-2026-000123');
    expect(within(screen.getByRole('article', { name: 'Covered transaction report #9' })).queryByRole('button', { name: 'Mark as filed' })).toBeNull();
  });

  it('imports a UN list as XML, says what screening found, and lists each import with its version and date', async () => {
    const sent: { type: string | null; source: string | null; body: string }[] = [];
    let imports: ListImportRecord[] = [];
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/lists', () => HttpResponse.json(imports)),
      http.post('/api/admin/compliance/lists', async ({ request }) => {
        sent.push({ type: request.headers.get('content-type'), source: new URL(request.url).searchParams.get('source'), body: await request.text() });
        imports = [{ id: 1, source: 'un', version: '2026-11-20T10:00:03.19-05:00', entries: 1, importedAt: '2026-11-25T02:00:00.000Z', importedBy: { id: 2, fullName: 'Loan Officer' } }];
        return HttpResponse.json({ id: 1, source: 'un', version: '2026-11-20T10:00:03.19-05:00', entries: 1, importedAt: '2026-11-25T02:00:00.000Z', screened: 4, casesOpened: 2 }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    await openTab(user, 'Lists');
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose the list file')).toBeInTheDocument();
    const xml = '<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2026-11-20T10:00:03.19-05:00"></CONSOLIDATED_LIST>';
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([xml], 'consolidated.xml', { type: 'application/xml' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Version 2026-11-20T10:00:03.19-05:00: 1 entries, 4 borrowers screened, 2 possible matches.');
    expect(sent).toEqual([{ type: 'application/xml', source: 'un', body: xml }]);
    const listed = await screen.findByRole('list', { name: 'Imports' });
    await expect.poll(() => listed.textContent).toContain('Version: 2026-11-20T10:00:03.19-05:00 · Entries: 1 · Imported: Nov 25, 2026, 10:00 AM · By: Loan Officer');
  });

  it("shows a borrower's rating, why, and history on the desk", async () => {
    const rating: RiskRatingAnswer = {
      member: JUAN,
      level: 'high',
      reasons: ['fatf_increased_monitoring', 'possible_list_match'],
      countryWorking: 'Vietnam',
      isPep: false,
      dueDiligence: null,
      needsDueDiligence: true,
    };
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/cases', () => HttpResponse.json([aCase()])),
      http.get('/api/admin/compliance/reports', () => HttpResponse.json([aReport()])),
      http.get('/api/admin/users', () => HttpResponse.json([{ id: 41, fullName: 'Juan dela Cruz', email: 'juan@example.com', role: 'borrower' }], { headers: { 'X-Total-Count': '1' } })),
      http.get('/api/admin/compliance/members/41/risk', () => HttpResponse.json(rating)),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    await openTab(user, 'Borrowers');
    await user.type(screen.getByRole('searchbox', { name: /Borrower/ }), 'Juan');
    await user.click(await screen.findByRole('button', { name: 'Juan dela Cruz · #41' }));
    expect(await screen.findByText('High risk')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reason' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Works in a country under FATF increased monitoring',
      'Possible or confirmed list match',
    ]);
    expect(screen.getByText('High risk: a disbursement waits until enhanced due diligence is recorded.')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History' });
    await expect.poll(() => within(history).queryAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nov 25, 2026, 10:00 AM · List matches: JUAN REYES DE LA CRUZ (UN QDi.901) — Open']);
  });

  it('records enhanced due diligence for a high-risk borrower, with what it found', async () => {
    const sent: unknown[] = [];
    let rating: RiskRatingAnswer = { member: JUAN, level: 'high', reasons: ['politically_exposed'], countryWorking: 'Qatar', isPep: true, dueDiligence: null, needsDueDiligence: true };
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/cases', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/reports', () => HttpResponse.json([])),
      http.get('/api/admin/users', () => HttpResponse.json([{ id: 41, fullName: 'Juan dela Cruz', email: 'juan@example.com', role: 'borrower' }], { headers: { 'X-Total-Count': '1' } })),
      http.get('/api/admin/compliance/members/41/risk', () => HttpResponse.json(rating)),
      http.post('/api/admin/compliance/members/41/due-diligence', async ({ request }) => {
        sent.push(await request.json());
        rating = { ...rating, dueDiligence: { recordedAt: '2026-11-25T03:30:00.000Z', note: 'Source of funds: salary, payslips seen' }, needsDueDiligence: false };
        return HttpResponse.json(rating);
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    await openTab(user, 'Borrowers');
    await user.type(screen.getByRole('searchbox', { name: /Borrower/ }), 'Juan');
    await user.click(await screen.findByRole('button', { name: 'Juan dela Cruz · #41' }));
    expect(await screen.findByText('Enhanced due diligence:')).toBeInTheDocument();
    expect(screen.getByText('Not recorded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove PEP mark' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record due diligence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record due diligence' });
    await user.type(within(dialog).getByLabelText(/What the enhanced due diligence found/), 'Source of funds: salary, payslips seen');
    await user.click(within(dialog).getByRole('button', { name: 'Record due diligence' }));
    await expect.poll(() => sent).toEqual([{ note: 'Source of funds: salary, payslips seen' }]);
    expect(await screen.findByText('Nov 25, 2026, 11:30 AM · Source of funds: salary, payslips seen')).toBeInTheDocument();
    expect(screen.queryByText('High risk: a disbursement waits until enhanced due diligence is recorded.')).toBeNull();
  });

  it('adds a non-working day to the calendar the deadlines count', async () => {
    const sent: unknown[] = [];
    let days = [{ day: '2026-11-30', name: null as string | null }];
    server.use(
      http.get('/api/admin/compliance/alerts', () => HttpResponse.json([])),
      http.get('/api/admin/compliance/non-working-days', ({ request }) => HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), days })),
      http.post('/api/admin/compliance/non-working-days', async ({ request }) => {
        sent.push(await request.json());
        days = [{ day: '2026-11-26', name: 'Proclamation No. 1099' }, ...days];
        return HttpResponse.json({ year: 2026, days }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<ComplianceSection />);
    await openTab(user, 'Non-working days');
    const year = screen.getByLabelText('Year');
    await user.clear(year);
    await user.type(year, '2026');
    const calendar = await screen.findByRole('list', { name: 'Non-working days' });
    await expect.poll(() => within(calendar).queryAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nov 30, 2026 · From the proclamationRemove']);
    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '2026-11-26' } });
    await user.type(screen.getByLabelText(/Holiday or proclamation/), 'Proclamation No. 1099');
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    await expect.poll(() => sent).toEqual([{ day: '2026-11-26', name: 'Proclamation No. 1099' }]);
    await expect.poll(() => within(screen.getByRole('list', { name: 'Non-working days' })).queryAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nov 26, 2026 · Proclamation No. 1099Remove',
      'Nov 30, 2026 · From the proclamationRemove',
    ]);
  });
});
