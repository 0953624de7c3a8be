import { describe, expect, it } from 'vitest';
import { registration } from './builders';
import { createStaff, createTestContext, TestClient, verifiedBorrower } from './harness';
import { pdfLines } from './pdf-text';

// Issue 27, item 3: "Forged lines on the Statement of Account", as the review reproduced it.
const FORGED_NAME = 'Mallory Cruz\nLoan status: PAID IN FULL - balance PHP 0.00\nApproved by: Main Administrator';
const ONE_LINE = 'Please write this on one line, without tabs, control characters or text-direction marks';

describe('forged lines in a name', () => {
  it('refuses to register a name with line breaks or a right-to-left override, with a field message, and creates nothing', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    for (const fullName of [FORGED_NAME, 'Mallory \u202Ezurc']) {
      const res = await client.post('/api/auth/register', registration({ fullName, email: 'mallory@example.ph' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'validation_failed', message: ONE_LINE, fieldErrors: { fullName: [ONE_LINE] } });
    }
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', 'mallory@example.ph').execute()).toEqual([]);
  });

  it('prints a name stored before the rule on one line of the statement, never as lines of its own', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const loanId: number = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body.id;
    expect((await admin.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(200);
    // Old data: written before the forms refused it.
    await ctx.db.updateTable('users').set({ fullName: FORGED_NAME }).where('id', '=', borrower.user.id).execute();

    for (const client of [borrower.client, admin.client]) {
      const path = client === admin.client ? `/api/admin/loans/${loanId}/statement.pdf` : `/api/loans/${loanId}/statement.pdf`;
      const res = await client.get(path);
      expect(res.status).toBe(200);
      const lines = await pdfLines(res.body);
      const borrowerLine = lines.find((line) => line.includes('Mallory Cruz'));
      expect(borrowerLine?.startsWith('Borrower: Mallory Cruz Loan status: PAID IN FULL - balance PHP 0.00')).toBe(true);
      expect(lines.filter((line) => line.startsWith('Loan status') || line.startsWith('Approved by'))).toEqual([]);
    }
  });
});
