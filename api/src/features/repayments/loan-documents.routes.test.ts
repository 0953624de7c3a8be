import { LOAN_DOCUMENT_PATHS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/*
 * Worked by hand (as in repayments.routes.test.ts): PHP 500,000 over 12
 * months at 0.3 % a month, approved on 2026-11-21 (the test clock, 10:00
 * Manila). Installments of 41,666.67 principal + 1,500.00 interest, due
 * the 21st from 2026-12-21; the last 41,666.63 + 1,500.04; in all 518,000.04.
 * Loan transaction 1 is the disbursement; the officer's GCash payment of
 * 43,166.67 is transaction 2, receipt R-00000002: installment 1's interest
 * 1,500.00 then its principal 41,666.67, leaving 518,000.04 − 43,166.67 =
 * 474,833.37. The payoff that day is the principal left, 458,333.33, plus
 * the interest of the current period, installment 1's, already paid:
 * 458,333.33; paying it closes the loan, 501,500.00 paid in all.
 */

async function paidOnce({ fullName = 'Maria Clara Santos', language = 'en' }: { fullName?: string; language?: 'en' | 'fil' } = {}) {
  const ctx = await createTestContext();
  const borrower = await verifiedBorrower(ctx, { fullName, language });
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  const loanId: number = applied.body.id;
  expect((await admin.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(200);
  const paid = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 43_166.67, channel: 'gcash', reference: 'GC-7781', receivedAt: '2026-11-21T09:30:00+08:00' });
  expect(paid.status).toBe(201);
  return { ctx, borrower, admin, loanId, paymentId: paid.body.transaction.id as number };
}

function expectPdf(res: { status: number; headers: Headers; body: unknown }, filename: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  // The app's security headers hold for documents too: a browser never sniffs one into something else.
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = res.body as Uint8Array;
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
}

/** Each line must be in the document's text, as read back. */
function expectAll(text: string, lines: string[]) {
  for (const line of lines) expect(text).toContain(line);
}

describe('the receipt of a payment', () => {
  it('names the receipt number, the amount, the loan, the channel, the allocation and the balance after', async () => {
    const { ctx, borrower, admin, loanId, paymentId } = await paidOnce();
    expect(paymentId).toBe(2);
    const bytes = expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.receipt(paymentId)), 'receipt-R-00000002.pdf');
    const text = await pdfText(bytes);
    expectAll(text, [
      'Sample Lending Corporation',
      'SEC Registration No. CS0000000000 (sample)',
      'Payment Receipt',
      'Receipt number: R-00000002',
      'Posted: Nov 21, 2026, 10:00 AM',
      'Received: Nov 21, 2026, 9:30 AM',
      'Amount: PHP 43,166.67',
      `Borrower: Maria Clara Santos Loan: #${loanId}`,
      'Channel: GCash Channel reference: GC-7781',
      'Installment Late fee Interest Principal 1 PHP 0.00 PHP 1,500.00 PHP 41,666.67',
      'Balance after this payment: PHP 474,833.37',
    ]);
    expect(text).not.toContain('REVERSED');
    // Staff get the same document.
    expect(await pdfText(expectPdf(await admin.client.get(LOAN_DOCUMENT_PATHS.adminReceipt(paymentId)), 'receipt-R-00000002.pdf'))).toContain('Balance after this payment: PHP 474,833.37');
    await ctx.close();
  });

  it('is marked REVERSED once the payment was reversed, and keeps the balance it left', async () => {
    const { ctx, borrower, admin, paymentId } = await paidOnce();
    expect((await admin.client.post(`/api/admin/payments/${paymentId}/reverse`, { reason: 'Transfer bounced' })).status).toBe(200);
    const text = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.receipt(paymentId)), 'receipt-R-00000002.pdf'));
    expect(text).toContain('REVERSED');
    expect(text).toContain('This payment was reversed on Nov 21, 2026, 10:00 AM: Transfer bounced. It no longer counts towards the loan.');
    expect(text).toContain('Balance after this payment: PHP 474,833.37');
    await ctx.close();
  });

  it("is not found for another borrower's payment, a transaction that is no payment, or an unknown id", async () => {
    const { ctx, paymentId } = await paidOnce();
    const other = await verifiedBorrower(ctx);
    for (const id of [paymentId, 1, 999]) {
      const res = await other.client.get(LOAN_DOCUMENT_PATHS.receipt(id));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'payment_not_found', message: 'Payment not found' });
    }
    await ctx.close();
  });
});

describe('the statement of account', () => {
  it('lists the particulars, the installments, the transactions, the balance and the payoff as of now', async () => {
    const { ctx, borrower, admin, loanId } = await paidOnce();
    const res = await borrower.client.get(LOAN_DOCUMENT_PATHS.statement(loanId));
    const text = await pdfText(expectPdf(res, `statement-loan-${loanId}-2026-11-21.pdf`));
    expectAll(text, [
      'Statement of Account',
      'As of Nov 21, 2026, 10:00 AM (Manila time)',
      'Hotline +63 2 8000 0000 (sample)',
      `Borrower: Maria Clara Santos Loan: #${loanId} Payment reference: 7000 0000 011`,
      'Loan amount: PHP 500,000.00 Term: 12 months Interest rate: 0.3% a month Start date: Nov 21, 2026 Status: Approved',
      '1 Dec 21, 2026 PHP 41,666.67 PHP 1,500.00 PHP 0.00 PHP 43,166.67 Paid',
      '2 Jan 21, 2027 PHP 41,666.67 PHP 1,500.00 PHP 0.00 PHP 0.00 Upcoming',
      '12 Nov 21, 2027 PHP 41,666.63 PHP 1,500.04 PHP 0.00 PHP 0.00 Upcoming',
      'Nov 21, 2026, 10:00 AM Payment R-00000002 PHP 43,166.67 GCash GC-7781',
      'Outstanding balance: PHP 474,833.37',
      'Payoff today: PHP 458,333.33',
    ]);
    // As the app shows them (issue 28, item 9): the reference in groups, the status in words.
    expect(text).not.toContain('70000000011');
    expect(text).not.toContain('Status: approved');
    const staff = await admin.client.get(LOAN_DOCUMENT_PATHS.adminStatement(loanId));
    expect(await pdfText(expectPdf(staff, `statement-loan-${loanId}-2026-11-21.pdf`))).toContain('Outstanding balance: PHP 474,833.37');
    await ctx.close();
  });

  it('shows a loan cancelled in cooling-off with its disbursement taken back and nothing owed', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
    expect((await borrower.client.post(`/api/loans/${applied.body.id}/cancel`)).body).toMatchObject({ status: 'cancelled' });
    const text = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.statement(applied.body.id)), `statement-loan-${applied.body.id}-2026-11-21.pdf`));
    expectAll(text, [
      'Status: Cancelled',
      `Nov 21, 2026, 10:00 AM Disbursement PHP 500,000.00 Loan #${applied.body.id} approved, start date 2026-11-21`,
      'Nov 21, 2026, 10:00 AM Reversal PHP 500,000.00 Cancelled within the cooling-off period',
      'Outstanding balance: PHP 0.00',
    ]);
    expect(text).not.toContain('Payoff today');
    expect(text).not.toContain('Upcoming');
    await ctx.close();
  });

  it("is not found for another borrower's loan, and refused for a loan not paid out", async () => {
    const { ctx, loanId } = await paidOnce();
    const other = await verifiedBorrower(ctx);
    expect(await other.client.get(LOAN_DOCUMENT_PATHS.statement(loanId))).toMatchObject({ status: 404, body: { message: 'Loan not found' } });
    const pending = await other.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect(pending.status).toBe(201);
    expect(await other.client.get(LOAN_DOCUMENT_PATHS.statement(pending.body.id))).toMatchObject({
      status: 409,
      body: { message: 'This loan has not been paid out yet, so it has no statement.' },
    });
    await ctx.close();
  });
});

describe('the certificate of full payment', () => {
  it('is refused until the loan is closed, then names the borrower, the loan and the day it closed', async () => {
    const { ctx, borrower, admin, loanId } = await paidOnce();
    expect(await borrower.client.get(LOAN_DOCUMENT_PATHS.certificate(loanId))).toMatchObject({
      status: 409,
      body: { message: 'This loan is not fully paid yet. Its certificate of full payment is issued once it is closed.' },
    });
    expect((await admin.client.get(LOAN_DOCUMENT_PATHS.adminCertificate(loanId))).status).toBe(409);
    const paid = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 458_333.33, channel: 'bank_transfer', reference: 'BT-100', receivedAt: '2026-11-21T09:45:00+08:00' });
    expect(paid.body).toMatchObject({ balance: 0, isLoanClosed: true });
    const text = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.certificate(loanId)), `certificate-loan-${loanId}.pdf`));
    expect(text).toContain('Certificate of Full Payment');
    expect(text).toContain(
      `This certifies that Maria Clara Santos has paid in full loan #${loanId} of PHP 500,000.00 for 12 months, granted by Sample Lending Corporation on Nov 21, 2026. The loan was closed on Nov 21, 2026 and nothing is owed on it.`,
    );
    expect(text).toContain('Total paid: PHP 501,500.00');
    expect((await admin.client.get(LOAN_DOCUMENT_PATHS.adminCertificate(loanId))).status).toBe(200);
    await ctx.close();
  });
});

describe('in Filipino (issue 15)', () => {
  it("a Filipino borrower's receipt, statement and certificate are in Filipino, for staff too, with an ñ in the name intact", async () => {
    const { ctx, borrower, admin, loanId, paymentId } = await paidOnce({ fullName: 'Santiago Peñaflor', language: 'fil' });
    const receipt = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.receipt(paymentId)), 'receipt-R-00000002.pdf'));
    expectAll(receipt, [
      'Sample Lending Corporation',
      'SEC Registration No. CS0000000000 (sample)',
      'Resibo ng Bayad',
      'Numero ng resibo: R-00000002',
      'Naitala: Nov 21, 2026, 10:00 AM',
      'Natanggap: Nov 21, 2026, 9:30 AM',
      'Halaga: PHP 43,166.67',
      `Nanghiram: Santiago Peñaflor Loan: #${loanId}`,
      'Hulog Late fee Interes Principal 1 PHP 0.00 PHP 1,500.00 PHP 41,666.67',
      'Balance matapos ang bayad na ito: PHP 474,833.37',
    ]);
    expect(receipt).not.toContain('Balance after this payment');
    expect(await pdfText(expectPdf(await admin.client.get(LOAN_DOCUMENT_PATHS.adminReceipt(paymentId)), 'receipt-R-00000002.pdf'))).toContain('Nanghiram: Santiago Peñaflor');

    const statement = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.statement(loanId)), `statement-loan-${loanId}-2026-11-21.pdf`));
    expectAll(statement, [
      'Pahayag ng Account',
      'Katayuan: Aprubado',
      'Ayon sa talaan noong Nov 21, 2026, 10:00 AM (oras sa Manila)',
      'Tagal: 12 buwan',
      'Interes: 0.3% kada buwan',
      'Petsa ng simula: Nov 21, 2026',
      'Mga hulog',
      'Mga transaksyon',
      'Natitirang balance: PHP 474,833.37',
      'Pambayad nang buo ngayon: PHP 458,333.33',
    ]);
    // Issue 28, item 7: the statement's title and labels in Filipino too.
    expect(statement).not.toContain('Statement of Account');
    expect(statement).toMatch(/Reference ng bayad: 7\d{3} \d{4} \d{3}/);

    const closing = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 458_333.33, channel: 'bank_transfer', reference: 'BT-100', receivedAt: '2026-11-21T09:45:00+08:00' });
    expect(closing.body).toMatchObject({ balance: 0, isLoanClosed: true });
    const certificate = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.certificate(loanId)), `certificate-loan-${loanId}.pdf`));
    expectAll(certificate, [
      'Sertipiko ng Buong Pagbabayad',
      `Pinatutunayan nito na si Santiago Peñaflor ay nakapagbayad nang buo sa loan #${loanId} na PHP 500,000.00 sa loob ng 12 buwan, na ibinigay ng Sample Lending Corporation noong Nov 21, 2026. Isinara ang loan noong Nov 21, 2026 at wala na itong utang.`,
      'Kabuuang naibayad: PHP 501,500.00',
    ]);

    expect((await admin.client.post(`/api/admin/payments/${paymentId}/reverse`, { reason: 'Transfer bounced' })).status).toBe(200);
    const reversed = await pdfText(expectPdf(await borrower.client.get(LOAN_DOCUMENT_PATHS.receipt(paymentId)), 'receipt-R-00000002.pdf'));
    expect(reversed).toContain('BINAWI');
    expect(reversed).toContain('Binawi ang bayad na ito noong Nov 21, 2026, 10:00 AM: Transfer bounced. Hindi na ito kasama sa bayad sa loan.');
    await ctx.close();
  });
});
