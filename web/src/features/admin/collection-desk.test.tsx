import type { CollectionQueueItem, CollectionTemplate } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setDeviceLanguage } from '../../lib/i18n';
import { aUser, MAIN_ADMIN } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { CollectionsSection } from './collections-section';

// COLLECTIONS' templates, messages, written agreement and reports (issue 32, decision 074).

const COLLECTOR = aUser({ id: 5, fullName: 'Carlo Reyes', email: 'carlo@example.com', role: 'admin', contactNumber: '', duties: ['collections'] });
const COMPLIANCE = aUser({ id: 9, fullName: 'Lea Bautista', email: 'lea@example.com', role: 'admin', contactNumber: '', duties: ['compliance'] });

const ITEM: CollectionQueueItem = {
  loanId: 21,
  userId: 7,
  fullName: 'Maria Santos',
  contactNumber: '+639171234567',
  daysPastDue: 10,
  bucket: '1_30',
  amountDue: 10_815,
  lastContact: null,
  promise: null,
  collector: null,
  hasNightConsent: false,
};

function aTemplate(overrides: Partial<CollectionTemplate> = {}): CollectionTemplate {
  return {
    id: 1,
    name: 'Reminder, day 10',
    channel: 'sms',
    language: 'en',
    subject: null,
    body: 'Hi {name}, {amountDue} is {daysPastDue} days past due. Pay with reference {paymentReference}. {company} {hotline}',
    state: 'approved',
    createdBy: { id: 5, fullName: 'Carlo Reyes' },
    createdAt: '2026-11-20T01:00:00.000Z',
    approvedBy: { id: 9, fullName: 'Lea Bautista' },
    approvedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

const PENDING = aTemplate({ id: 2, name: 'Paalala', language: 'fil', body: 'Magandang araw {name}.', state: 'pending', approvedBy: null, approvedAt: null });

function serveDesk({ templates = [aTemplate(), PENDING], messages = [] as unknown[] } = {}) {
  server.use(
    http.get('/api/admin/collections', () => HttpResponse.json([ITEM], { headers: { 'X-Total-Count': '1' } })),
    http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, COLLECTOR, COMPLIANCE])),
    http.get('/api/admin/collections/templates', () => HttpResponse.json(templates)),
    http.get('/api/admin/loans/21/contacts', () => HttpResponse.json([])),
    http.get('/api/admin/loans/21/messages', () => HttpResponse.json(messages)),
  );
}

async function openContacts(admin = COLLECTOR) {
  const rendered = await renderWithProviders(<CollectionsSection admin={admin} />, { path: '/admin' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Contacts of Maria Santos' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Contacts of Maria Santos' }) };
}

describe('COLLECTIONS: templates', () => {
  it('lets a collector draft an email template with its subject, refusing a placeholder that is not on the list', async () => {
    serveDesk();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/collections/templates', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aTemplate({ id: 3, state: 'pending' }), { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    const form = await screen.findByRole('region', { name: 'Draft a template' });
    expect(within(form).getByText('Placeholders you may use: {name}, {amountDue}, {daysPastDue}, {paymentReference}, {company}, {hotline}. No other field, and never the emergency contact.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Email, day 10');
    await user.selectOptions(within(form).getByLabelText('Channel'), 'email');
    await user.selectOptions(within(form).getByLabelText('Language'), 'fil');
    await user.type(within(form).getByLabelText('Email subject'), 'Paalala sa bayad');
    // userEvent reads { as a key: {{ types one.
    await user.type(within(form).getByLabelText('Text'), 'Tawagan si {{contactPerson}');
    await user.click(within(form).getByRole('button', { name: 'Send to compliance' }));
    expect(await within(form).findByText('Only these placeholders may be used: {name}, {amountDue}, {daysPastDue}, {paymentReference}, {company}, {hotline}')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.clear(within(form).getByLabelText('Text'));
    await user.type(within(form).getByLabelText('Text'), 'Hi {{name}, {{amountDue} ang dapat bayaran.');
    await user.click(within(form).getByRole('button', { name: 'Send to compliance' }));
    expect(await screen.findByText('Template sent to compliance for approval')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Email, day 10', channel: 'email', language: 'fil', subject: 'Paalala sa bayad', body: 'Hi {name}, {amountDue} ang dapat bayaran.' });
  });

  it('shows compliance only the templates, and lets it approve a draft another officer wrote', async () => {
    serveDesk({ templates: [aTemplate({ id: 4, name: 'Own draft', state: 'pending', createdBy: { id: 9, fullName: 'Lea Bautista' }, approvedBy: null, approvedAt: null }), PENDING, aTemplate()] });
    let approved: string | null = null;
    server.use(
      http.post('/api/admin/collections/templates/:id/approve', ({ params }) => {
        approved = String(params.id);
        return HttpResponse.json({ ...PENDING, state: 'approved', approvedBy: { id: 9, fullName: 'Lea Bautista' }, approvedAt: '2026-11-21T01:00:00.000Z' });
      }),
    );
    const { user } = await renderWithProviders(<CollectionsSection admin={COMPLIANCE} />, { path: '/admin' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Templates']);
    const own = await screen.findByRole('article', { name: 'Own draft' });
    expect(within(own).getByText('You wrote it: another compliance officer approves it.')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();
    const approvedCard = screen.getByRole('article', { name: 'Reminder, day 10' });
    expect(approvedCard).toHaveTextContent('Approved');
    expect(approvedCard).toHaveTextContent('Approved by Lea Bautista');
    expect(within(approvedCard).queryByRole('button')).toBeNull();

    const pending = screen.getByRole('article', { name: 'Paalala' });
    expect(pending).toHaveTextContent('SMS · Filipino');
    expect(pending).toHaveTextContent('Waiting for compliance');
    await user.click(within(pending).getByRole('button', { name: 'Approve template Paalala' }));
    expect(await screen.findByText('Template approved')).toBeInTheDocument();
    expect(approved).toBe('2');
  });

  it('shows the refusal of an approval in the API\u2019s words', async () => {
    serveDesk();
    server.use(
      http.post('/api/admin/collections/templates/2/approve', () =>
        HttpResponse.json({ code: 'collection_template_own_approval', message: 'A template is approved by a compliance officer other than the one who wrote it' }, { status: 409 }),
      ),
    );
    const { user } = await renderWithProviders(<CollectionsSection admin={MAIN_ADMIN} />, { path: '/admin' });
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    const pending = await screen.findByRole('article', { name: 'Paalala' });
    await user.click(within(pending).getByRole('button', { name: 'Approve template Paalala' }));
    const alert = await within(pending).findByRole('alert');
    expect(alert).toHaveTextContent('Template not approved');
    expect(alert).toHaveTextContent('A template is approved by a compliance officer other than the one who wrote it');
  });
});

describe('COLLECTIONS: sending from a loan', () => {
  it('offers approved templates only, shows the message filled with the loan\u2019s facts, and sends it', async () => {
    serveDesk({
      messages: [{ id: 8, loanId: 21, templateId: 1, channel: 'sms', text: 'Earlier message.', reaches: ['+63917•••4567'], sentBy: 5, sentAt: '2026-11-21T02:00:00.000Z' }],
    });
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/21/messages', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user, dialog } = await openContacts();
    const block = within(dialog).getByRole('region', { name: 'Send a message' });
    const select = await within(block).findByLabelText('Approved template');
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Reminder, day 10 (SMS, English)']);
    expect(within(block).getByRole('region', { name: 'What the borrower will read' })).toHaveTextContent(
      'Hi Maria Santos, PHP 10,815.00 is 10 days past due. Pay with reference 70000000213. Sample Lending Corporation +63 2 8000 0000 (sample)',
    );
    expect(await within(block).findByText('Earlier message.')).toBeInTheDocument();
    expect(within(block).getByText('Nov 21, 2026, 10:00 AM · SMS · +63917•••4567')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(sent).toEqual({ templateId: 1 });
  });

  it('names the rule of SEC MC 18 that refused the message', async () => {
    serveDesk();
    server.use(
      http.post('/api/admin/loans/21/messages', () =>
        HttpResponse.json(
          {
            code: 'mc18_quiet_hours',
            message:
              'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openContacts();
    const block = within(dialog).getByRole('region', { name: 'Send a message' });
    await user.click(await within(block).findByRole('button', { name: 'Send' }));
    const alert = await within(block).findByRole('alert');
    expect(alert).toHaveTextContent('Message not sent');
    expect(alert).toHaveTextContent('SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00');
  });

  it('says so when compliance has approved no template yet', async () => {
    serveDesk({ templates: [PENDING] });
    const { dialog } = await openContacts();
    expect(await within(dialog).findByText('No approved template yet: compliance approves the drafts under Templates.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('COLLECTIONS: the borrower\u2019s written agreement', () => {
  it('records it with its evidence, then withdraws it', async () => {
    serveDesk();
    let recorded: unknown = null;
    let withdrawn = 0;
    server.use(
      http.post('/api/admin/loans/21/consents', async ({ request }) => {
        recorded = await request.json();
        return HttpResponse.json({ loanId: 21, note: 'x', recordedBy: 5, recordedAt: '2026-11-21T02:00:00.000Z' }, { status: 201 });
      }),
      http.delete('/api/admin/loans/21/consents', () => {
        withdrawn += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, dialog } = await openContacts();
    const block = within(dialog).getByRole('region', { name: 'Written agreement to be contacted outside 06:00–22:00' });
    expect(block).toHaveTextContent('None recorded: the contact hours apply.');
    await user.click(within(block).getByRole('button', { name: 'Record the agreement' }));
    expect(recorded).toBeNull();
    await user.type(within(block).getByLabelText('The document, its date and where it is kept'), 'Signed letter of Nov 20, 2026, in the loan file');
    await user.click(within(block).getByRole('button', { name: 'Record the agreement' }));
    expect(await screen.findByText('Agreement recorded')).toBeInTheDocument();
    expect(recorded).toEqual({ note: 'Signed letter of Nov 20, 2026, in the loan file' });
    expect(block).toHaveTextContent('Recorded: the contact hours do not apply to this loan.');

    await user.click(within(block).getByRole('button', { name: 'The borrower withdrew it' }));
    expect(await screen.findByText('Agreement withdrawn: the contact hours apply again')).toBeInTheDocument();
    expect(withdrawn).toBe(1);
    expect(block).toHaveTextContent('None recorded: the contact hours apply.');
  });
});

describe('COLLECTIONS: reports', () => {
  it('shows the three reports of the month picked, each with its CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in Manila on 3 Dec 2026: the month before is November.
    vi.setSystemTime(new Date('2026-12-03T02:00:00Z'));
    serveDesk();
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/collections/reports/roll-rates', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          month: '2026-11',
          from: '2026-10-31',
          to: '2026-11-30',
          rows: [
            { bucket: 'current', loans: 3, to: { current: 1, '1_30': 1, '31_60': 0, '61_90': 0, over_90: 0, closed: 1 } },
            { bucket: '1_30', loans: 1, to: { current: 0, '1_30': 0, '31_60': 1, '61_90': 0, over_90: 0, closed: 0 } },
          ],
        });
      }),
      http.get('/api/admin/collections/reports/efficiency', () =>
        HttpResponse.json({
          month: '2026-11',
          due: 20_000,
          collected: 15_000,
          ratio: 0.75,
          collectors: [
            { collector: { id: 5, fullName: 'Carlo Reyes' }, loans: 2, due: 12_000, collected: 12_000, ratio: 1 },
            { collector: null, loans: 1, due: 8_000, collected: 3_000, ratio: 0.375 },
          ],
        }),
      ),
      http.get('/api/admin/collections/reports/promises', () =>
        HttpResponse.json({ month: '2026-11', made: 3, kept: 2, broken: 1, open: 0, keptRate: 0.6667, collectors: [{ collector: { id: 5, fullName: 'Carlo Reyes' }, made: 3, kept: 2, broken: 1, open: 0, keptRate: 0.6667 }] }),
      ),
    );
    try {
      const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
      await user.click(screen.getByRole('tab', { name: 'Reports' }));
      expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
      const roll = await screen.findByRole('table', { name: 'Roll rates' });
      expect(within(roll).getAllByRole('row')[1]).toHaveTextContent('Current311000' + '1');
      expect(screen.getByText('Loans open on Oct 31, 2026, by where they stood on Nov 30, 2026.')).toBeInTheDocument();
      const efficiency = await screen.findByRole('table', { name: 'Collection efficiency' });
      expect(within(efficiency).getAllByRole('row').map((row) => row.textContent)).toEqual([
        'CollectorLoansDueCollectedEfficiency',
        'Carlo Reyes2PHP 12,000.00PHP 12,000.00100%',
        'Unassigned1PHP 8,000.00PHP 3,000.00' + '37.5%',
        'All collectorsPHP 20,000.00PHP 15,000.0075%',
      ]);
      const promises = await screen.findByRole('table', { name: 'Promises kept' });
      expect(within(promises).getAllByRole('row')[2]).toHaveTextContent('All collectors3210' + '66.67%');
      const links = screen.getAllByRole('link', { name: 'Download CSV' }).map((link) => link.getAttribute('href'));
      expect(links).toEqual([
        '/api/admin/collections/reports/roll-rates.csv?month=2026-11',
        '/api/admin/collections/reports/efficiency.csv?month=2026-11',
        '/api/admin/collections/reports/promises.csv?month=2026-11',
      ]);
      expect(asked).toEqual(['?month=2026-11']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('COLLECTIONS in Filipino', () => {
  it('reads the tabs and the sending block in Filipino', async () => {
    setDeviceLanguage('fil');
    serveDesk();
    const { dialog } = await openContacts();
    // The Filipino texts are a chunk of their own, fetched on first use: on a loaded machine that can take over a second (as in wallet-in-filipino.test.tsx).
    expect(await screen.findByRole('tab', { name: 'Mga template' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Magpadala ng mensahe' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ipadala' })).toBeInTheDocument();
  });
});
