import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aListedPendingLoan } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { LoansSection } from './loans-section';

/** Two borrowers' rows, so that "its row" means something. */
function serveTwoRows() {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/admin/loans', () =>
      HttpResponse.json(
        [
          aListedPendingLoan({ user: { id: 7, fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+639171234567', walletBalance: 1500, creditScore: 640 } }),
          aListedPendingLoan({ id: 12, userId: 8, user: { id: 8, fullName: 'Juan Dela Cruz', email: 'juan@example.com', contactNumber: '+639181234567', walletBalance: 2000, creditScore: 710 } }),
        ],
        { headers: { 'X-Total-Count': '2' } },
      ),
    ),
    http.post('/api/admin/users/:id', async ({ request, params }) => {
      sent.push({ id: Number(params.id), body: await request.json() });
      return HttpResponse.json({ user: {} });
    }),
    http.put('/api/admin/users/:id', async ({ request, params }) => {
      sent.push({ id: Number(params.id), body: await request.json() });
      return HttpResponse.json({ user: {} });
    }),
  );
  return sent;
}

async function openEditorOf(rowName: RegExp, trigger: RegExp) {
  const rendered = await renderWithProviders(<LoansSection />, { path: '/admin' });
  // The first paint of the table waits for its query: slow on a busy machine, so a generous wait.
  const row = await screen.findByRole('row', { name: rowName }, { timeout: 10_000 });
  const button = within(row).getByRole('button', { name: trigger });
  await rendered.user.click(button);
  return { ...rendered, row, button, editor: await screen.findByRole('dialog') };
}

describe('the inline edits of the borrowing list (issue 27)', () => {
  it("the balance editor opens at its row's cell, tied to it, and names the member", async () => {
    serveTwoRows();
    const { button, editor } = await openEditorOf(/Juan Dela Cruz/, /Edit wallet balance of Juan Dela Cruz/);
    // The cell's button is the editor's anchor: it controls the editor, which is named by it.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', editor.id);
    expect(editor).toHaveAttribute('aria-labelledby', button.id);
    expect(editor).toHaveAccessibleName('Edit wallet balance of Juan Dela Cruz, now PHP 2,000.00');
    expect(within(editor).getByText("Change Juan Dela Cruz's balance")).toBeInTheDocument();
    expect(editor).not.toHaveTextContent('Maria Santos');
  });

  it("the credit score editor opens at its row's cell, tied to it, and names the member", async () => {
    const sent = serveTwoRows();
    const { user, button, editor } = await openEditorOf(/Maria Santos/, /Edit credit score of Maria Santos/);
    expect(button).toHaveAttribute('aria-controls', editor.id);
    expect(editor).toHaveAttribute('aria-labelledby', button.id);
    expect(within(editor).getByText("Change Maria Santos's credit score")).toBeInTheDocument();
    const score = within(editor).getByLabelText('Credit score (0 to 1000)');
    await user.clear(score);
    await user.type(score, '700');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credit score updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7, body: { creditScore: 700 } }]);
  });

  it('a balance change needs a reason: without one, or a blank one, nothing is sent', async () => {
    const sent = serveTwoRows();
    const { user, editor } = await openEditorOf(/Maria Santos/, /Edit wallet balance of Maria Santos/);
    const balance = within(editor).getByLabelText('New balance (PHP)');
    await user.clear(balance);
    await user.type(balance, '2500');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(editor).getByRole('textbox', { name: /Reason/ }), 'Remittance received');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet balance updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7, body: { walletBalance: 2500, expectedBalance: 1500, reason: 'Remittance received' } }]);
  });

  it('sends the kind of reason the officer picks, and a deposit its channel, which pick the account the books use (decision 066)', async () => {
    const sent = serveTwoRows();
    const { user, editor } = await openEditorOf(/Maria Santos/, /Edit wallet balance of Maria Santos/);
    const balance = within(editor).getByLabelText('New balance (PHP)');
    await user.clear(balance);
    await user.type(balance, '2500');
    await user.type(within(editor).getByRole('textbox', { name: /Reason/ }), 'Deposit to the lender by GCash, ref 7731');
    await user.click(within(editor).getByRole('combobox', { name: 'Kind of reason' }));
    await user.click(await within(editor).findByRole('option', { name: 'Deposit received through GCash' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet balance updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7, body: { walletBalance: 2500, expectedBalance: 1500, reason: 'Deposit to the lender by GCash, ref 7731', reasonKind: 'deposit', depositChannel: 'gcash' } }]);
  });

  it('takes a new balance typed as ₱ 2,000.50 and sends the number (issue 28)', async () => {
    const sent = serveTwoRows();
    const { user, editor } = await openEditorOf(/Maria Santos/, /Edit wallet balance of Maria Santos/);
    const balance = within(editor).getByLabelText('New balance (PHP)');
    await user.clear(balance);
    await user.type(balance, '₱ 2,000.50');
    await user.type(within(editor).getByRole('textbox', { name: /Reason/ }), 'Remittance received');
    expect(balance).toHaveValue('2,000.50');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet balance updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7, body: { walletBalance: 2000.5, expectedBalance: 1500, reason: 'Remittance received' } }]);
  });
});
