import type { CollectionQueueItem } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aUser, MAIN_ADMIN } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { CollectionsSection } from './collections-section';

const COLLECTOR = aUser({ id: 5, fullName: 'Carlo Reyes', email: 'carlo@example.com', role: 'admin', contactNumber: '', duties: ['collections'] });
const CASHIER = aUser({ id: 6, fullName: 'Ana Cruz', email: 'ana@example.com', role: 'admin', contactNumber: '', duties: ['payments'] });

function anItem(overrides: Partial<CollectionQueueItem> = {}): CollectionQueueItem {
  return {
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
    ...overrides,
  };
}

const BROKEN = anItem({
  loanId: 22,
  userId: 8,
  fullName: 'Jose Rizal',
  contactNumber: '+639181112222',
  daysPastDue: 45,
  bucket: '31_60',
  amountDue: 21_630,
  lastContact: { at: '2026-11-20T01:00:00.000Z', channel: 'call', outcome: 'promise_to_pay' },
  promise: { amount: 5_000, date: '2026-11-25', state: 'broken' },
  collector: { id: 5, fullName: 'Carlo Reyes' },
});

/** Serves the queue and records each query string it was asked with. */
function serveQueue(items: CollectionQueueItem[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/collections', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(items.length) } });
    }),
    http.get('/api/admin/admins', () => HttpResponse.json([MAIN_ADMIN, COLLECTOR, CASHIER])),
  );
  return asked;
}

describe('COLLECTIONS: the queue (issue 32)', () => {
  it('shows days past due, amount due, name and number, last contact, promise and collector', async () => {
    serveQueue([BROKEN, anItem()]);
    await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Collection queue' });
    await within(table).findByText('Jose Rizal');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Jose Rizal+639181112222 · loan #2245PHP 21,630.00Promise to payCall · Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('PHP 5,000.00 by Nov 25, 2026broken');
    expect(rows[0]).toHaveTextContent('Carlo Reyes');
    expect(rows[1]).toHaveTextContent('Maria Santos+639171234567 · loan #2110PHP 10,815.00None yet');
    expect(rows[1]).toHaveTextContent('Unassigned');
  });

  it('filters by bucket and collector, offering only staff who collect', async () => {
    const asked = serveQueue([anItem()]);
    const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    await screen.findByText('Maria Santos');
    expect(asked[0]).toBe('?limit=50&offset=0&order=desc');
    await user.click(screen.getByRole('combobox', { name: 'Days past due' }));
    await user.click(await screen.findByRole('option', { name: '31–60 days' }));
    await vi.waitFor(() => expect(asked.at(-1)).toBe('?limit=50&offset=0&order=desc&bucket=31_60'));
    await user.click(screen.getByRole('combobox', { name: 'Collector' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Main Administrator', 'Carlo Reyes']);
    await user.click(screen.getByRole('option', { name: 'Carlo Reyes' }));
    await vi.waitFor(() => expect(asked.at(-1)).toBe('?limit=50&offset=0&order=desc&bucket=31_60&collector=5'));
  });

  it('assigns the selected loans to one collector in bulk', async () => {
    serveQueue([BROKEN, anItem()]);
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/collections/assign', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ assigned: 2 });
      }),
    );
    const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select loan of Jose Rizal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select loan of Maria Santos' }));
    expect(screen.getByText('2 loans selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(await screen.findByRole('option', { name: 'Carlo Reyes' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('2 loans assigned')).toBeInTheDocument();
    expect(sent).toEqual({ loanIds: [22, 21], collectorId: 5 });
    expect(screen.queryByText('2 loans selected')).toBeNull();
  });
});

describe('COLLECTIONS: a loan\'s contacts (issue 32)', () => {
  function serveContacts() {
    server.use(
      http.get('/api/admin/collections/templates', () => HttpResponse.json([])),
      http.get('/api/admin/loans/21/messages', () => HttpResponse.json([])),
      http.get('/api/admin/loans/21/contacts', () =>
        HttpResponse.json([
          {
            id: 3,
            loanId: 21,
            actorId: 5,
            channel: 'call',
            outcome: 'no_answer',
            note: 'Rang twice.',
            nextActionAt: '2026-11-24T01:00:00.000Z',
            promise: null,
            createdAt: '2026-11-23T02:00:00.000Z',
          },
        ]),
      ),
    );
  }

  it('shows the log and logs a contact with a promise to pay', async () => {
    serveQueue([anItem()]);
    serveContacts();
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/loans/21/contacts', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 4 }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Contacts of Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts of Maria Santos' });
    expect(await within(dialog).findByText('Rang twice.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 23, 2026, 10:00 AM · Call · No answer', { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Promise to pay' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Will pay on payday.');
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));
    expect(await within(dialog).findByText('A promise to pay needs its amount and date')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(dialog).getByLabelText('Promised amount (PHP)'), '5000');
    const date = within(dialog).getByLabelText('Promised date');
    await user.type(date, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));
    expect(await screen.findByText('Contact logged')).toBeInTheDocument();
    expect(sent).toEqual({ channel: 'call', outcome: 'promise_to_pay', note: 'Will pay on payday.', promise: { amount: 5_000, date: '2026-11-30' } });
  });

  it('shows the rule of SEC MC 18 that refused a contact', async () => {
    serveQueue([anItem()]);
    serveContacts();
    server.use(
      http.post('/api/admin/loans/21/contacts', () =>
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
    const { user } = await renderWithProviders(<CollectionsSection admin={COLLECTOR} />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Contacts of Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts of Maria Santos' });
    await user.type(within(dialog).getByLabelText('Note'), 'Calling late.');
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Contact not logged');
    expect(refusal).toHaveTextContent(
      'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing',
    );
  });
});
