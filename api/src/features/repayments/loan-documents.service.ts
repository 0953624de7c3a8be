import {
  asOfLine,
  centavos,
  certificateText,
  COMPANY,
  formatDate,
  formatDateTime,
  formatPhp,
  fromBasisPoints,
  groupedReference,
  INSTALLMENT_STATE_LABELS,
  letterheadLines,
  loanBalance,
  monthlyRateText,
  PAYMENT_CHANNEL_LABELS,
  paymentReference,
  payoffQuote,
  receiptNumber,
  reversedLine,
  SERVER_MESSAGES,
  termText,
  toLoanInstallments,
  toManilaIsoDate,
  toPesos,
  LOAN_TRANSACTION_LABELS,
  type DocumentTexts,
  type LoanTransaction,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { LoanRow, LoanTransactionRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { renderPdf, type PdfBlock } from '../../lib/pdf';
import { documentTexts, loanStatusWords, textsIn } from '../../lib/texts';
import { loadOwnerForStaff } from '../users';
import { findLoanOf, hasAccount, isReversed, toLoanTransaction, transactionsOf } from './repayments.queries';
import { receiptOf } from './loan-account.service';
import { accountsAt } from './posting.service';

/*
 * The loan documents of issue 12, as PDF: the statement of account, the
 * receipt of one repayment and the certificate of full payment. A borrower
 * gets their own loans' (anything else is "not found", so ids reveal
 * nothing); staff any member's they may manage, as the loan detail.
 */

/** Who asks: the borrower for their own loans, or an officer. */
export type DocumentReader = { borrower: UserRow } | { staff: UserRow };

export type LoanDocument = { bytes: Uint8Array; filename: string };

type DisbursedLoan = LoanRow & { disbursedAt: string; startDate: string };

const LETTERHEAD = { name: COMPANY.name, lines: letterheadLines(COMPANY) };
const pesos = (amount: number) => formatPhp(toPesos(centavos(amount)));
const manilaDate = (isoDate: string) => formatDate(`${isoDate}T12:00:00+08:00`);

/**
 * A document's texts in its borrower's language (issue 15), whoever reads it:
 * it is the borrower's document. The labels of the repayment screens follow
 * once their group is translated.
 */
function textsOf(owner: UserRow) {
  return {
    T: documentTexts(owner.language),
    states: textsIn({ INSTALLMENT_STATE_LABELS }, owner.language),
    channels: textsIn({ PAYMENT_CHANNEL_LABELS }, owner.language),
    kinds: textsIn({ LOAN_TRANSACTION_LABELS }, owner.language),
    statuses: loanStatusWords(owner.language),
  };
}


type Texts = ReturnType<typeof textsOf>;

/** The loan and its owner, if the reader may see them; a loan never paid out has no documents. */
async function readableLoan(deps: AppDeps, { reader, loanId, missing }: { reader: DocumentReader; loanId: number; missing: string }): Promise<{ loan: DisbursedLoan; owner: UserRow }> {
  const loan = 'borrower' in reader ? await findLoanOf(deps.db, { loanId, userId: reader.borrower.id }) : await findLoanOf(deps.db, { loanId });
  if (!loan) throw notFound(missing);
  const owner = 'borrower' in reader ? reader.borrower : await loadOwnerForStaff(deps.db, { actor: reader.staff, userId: loan.userId });
  if (loan.disbursedAt === null || loan.startDate === null) throw conflict(SERVER_MESSAGES.loanNotDisbursed);
  return { loan: loan as DisbursedLoan, owner };
}

function loanFields(loan: DisbursedLoan, owner: UserRow, T: DocumentTexts): [string, string][] {
  return [
    [T.borrower, owner.fullName],
    [T.loan, `#${loan.id}`],
    [T.paymentReference, groupedReference(paymentReference({ loanId: loan.id }))],
    [T.loanAmount, pesos(loan.amountCentavos)],
    [T.term, termText({ months: loan.term }, T)],
    [T.rate, monthlyRateText({ percent: fromBasisPoints(loan.interestRateBp) }, T)],
    [T.startDate, manilaDate(loan.startDate)],
  ];
}

function transactionDetails(transaction: LoanTransaction, rows: readonly LoanTransactionRow[], { T, channels }: Texts): string {
  switch (transaction.kind) {
    case 'repayment': {
      const channel = transaction.source ? channels[transaction.source] : '';
      const text = transaction.externalReference ? `${channel} ${transaction.externalReference}` : channel;
      return transaction.reversedById === null ? text : `${text} (${T.reversed.toLowerCase()})`;
    }
    case 'late_fee':
      return `${T.installment} ${transaction.installment}`;
    case 'waiver':
      return `${T.installment} ${transaction.installment}: ${transaction.reason ?? ''}`;
    case 'reversal': {
      const original = rows.find((row) => row.id === transaction.reversesId);
      const what = original?.kind === 'repayment' ? `${receiptNumber({ transactionId: original.id })}: ` : '';
      return `${what}${transaction.reason ?? ''}`;
    }
    case 'disbursement':
      return transaction.reason ?? '';
  }
}

/** GET /api/loans/{id}/statement.pdf and its staff twin: the whole account as it stands now. */
export async function statementPdf(deps: AppDeps, { reader, loanId }: { reader: DocumentReader; loanId: number }): Promise<LoanDocument> {
  const now = deps.clock.now();
  const { loan, owner } = await readableLoan(deps, { reader, loanId, missing: SERVER_MESSAGES.loanNotFound });
  const texts = textsOf(owner);
  const { T } = texts;
  const rows = await transactionsOf(deps.db, [loan.id]);
  // A loan cancelled in cooling-off owes nothing: its schedule never ran.
  const accounts = hasAccount(loan) ? accountsAt({ loan, rows, now, graceDays: deps.config.lateFeeGraceDays }) : [];
  const installments = toLoanInstallments({ accounts, now });
  const transactions = rows.map((row) => toLoanTransaction(row, rows));
  const summary: [string, string][] = [[T.outstanding, pesos(loanBalance({ accounts }).total)]];
  if (loan.status === 'approved') summary.push([T.payoffToday, pesos(payoffQuote({ accounts, now }).amount)]);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: asOfLine({ at: formatDateTime(now) }, T) },
    { kind: 'fields', rows: [...loanFields(loan, owner, T), [T.status, texts.statuses[loan.status] ?? loan.status]] },
    { kind: 'heading', text: T.installments },
    {
      kind: 'table',
      header: [T.number, T.dueDate, T.principal, T.interest, T.lateFee, T.paid, T.state],
      numeric: [0, 2, 3, 4, 5],
      rows: installments.map((i) => [String(i.number), manilaDate(i.dueDate), formatPhp(i.principal), formatPhp(i.interest), formatPhp(i.lateFee), formatPhp(i.amountPaid), texts.states[i.state]]),
    },
    { kind: 'heading', text: T.transactions },
    {
      kind: 'table',
      header: [T.date, T.type, T.receipt, T.amount, T.details],
      numeric: [3],
      rows: transactions.map((t) => [formatDateTime(t.createdAt), texts.kinds[t.kind], t.receiptNumber ?? '', formatPhp(t.amount), transactionDetails(t, rows, texts)]),
    },
    { kind: 'fields', rows: summary },
  ];
  const bytes = await renderPdf({ title: T.statementTitle, createdAt: now, letterhead: LETTERHEAD, blocks });
  return { bytes, filename: `statement-loan-${loan.id}-${toManilaIsoDate(now)}.pdf` };
}

/** GET /api/payments/{id}/receipt.pdf and its staff twin: one repayment, reversed or not. */
export async function receiptPdf(deps: AppDeps, { reader, transactionId }: { reader: DocumentReader; transactionId: number }): Promise<LoanDocument> {
  const payment = await deps.db.selectFrom('loanTransactions').selectAll().where('id', '=', transactionId).where('kind', '=', 'repayment').executeTakeFirst();
  if (!payment) throw notFound(SERVER_MESSAGES.paymentNotFound);
  const { loan, owner } = await readableLoan(deps, { reader, loanId: payment.loanId, missing: SERVER_MESSAGES.paymentNotFound });
  const { T, channels } = textsOf(owner);
  const rows = await transactionsOf(deps.db, [loan.id]);
  const receipt = receiptOf(payment, loan, rows);
  const { transaction } = receipt;
  const channel = transaction.source ? channels[transaction.source] : '';
  const fields: [string, string][] = [
    [T.receiptNumber, receipt.receiptNumber],
    [T.postedAt, formatDateTime(transaction.createdAt)],
    ...(transaction.receivedAt ? [[T.receivedAt, formatDateTime(transaction.receivedAt)] as [string, string]] : []),
    [T.amount, formatPhp(receipt.amount)],
    [T.borrower, owner.fullName],
    [T.loan, `#${loan.id}`],
    [T.paymentReference, groupedReference(paymentReference({ loanId: loan.id }))],
    [T.channel, channel],
    ...(transaction.externalReference ? [[T.channelReference, transaction.externalReference] as [string, string]] : []),
  ];
  const blocks: PdfBlock[] = [];
  const reversal = isReversed(payment, rows) ? rows.find((row) => row.reversesId === payment.id) : undefined;
  if (reversal) blocks.push({ kind: 'stamp', text: T.reversed }, { kind: 'paragraph', text: reversedLine({ at: formatDateTime(reversal.createdAt), reason: reversal.reason ?? '' }, T) });
  blocks.push(
    { kind: 'fields', rows: fields },
    { kind: 'heading', text: T.allocation },
    {
      kind: 'table',
      header: [T.installment, T.lateFee, T.interest, T.principal],
      numeric: [0, 1, 2, 3],
      rows: transaction.allocations.map((a) => [String(a.installment), formatPhp(a.lateFee), formatPhp(a.interest), formatPhp(a.principal)]),
    },
    { kind: 'fields', rows: [[T.balanceAfter, formatPhp(receipt.balance)]] },
  );
  const bytes = await renderPdf({ title: T.receiptTitle, createdAt: new Date(payment.createdAt), letterhead: LETTERHEAD, blocks });
  return { bytes, filename: `receipt-${receipt.receiptNumber}.pdf` };
}

/** GET /api/loans/{id}/certificate.pdf and its staff twin: only for a loan paid in full (closed). */
export async function certificatePdf(deps: AppDeps, { reader, loanId }: { reader: DocumentReader; loanId: number }): Promise<LoanDocument> {
  const now = deps.clock.now();
  const { loan, owner } = await readableLoan(deps, { reader, loanId, missing: SERVER_MESSAGES.loanNotFound });
  if (loan.status !== 'closed') throw conflict(SERVER_MESSAGES.loanNotClosed);
  const { T } = textsOf(owner);
  const rows = await transactionsOf(deps.db, [loan.id]);
  // The loan closed with its last transaction: a later reversal would have reopened it.
  const closedAt = rows.at(-1)?.createdAt ?? loan.updatedAt;
  const paid = rows.filter((row) => row.kind === 'repayment' && !isReversed(row, rows)).reduce((sum, row) => sum + row.amountCentavos, 0);
  const closedOn = formatDate(closedAt);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: certificateText({ company: COMPANY.name, borrower: owner.fullName, loanId: loan.id, amount: toPesos(loan.amountCentavos), startDate: loan.startDate, term: loan.term, closedOn }, T) },
    { kind: 'fields', rows: [...loanFields(loan, owner, T), [T.totalPaid, pesos(paid)], [T.closedOn, closedOn], [T.issuedAt, formatDateTime(now)]] },
  ];
  const bytes = await renderPdf({ title: T.certificateTitle, createdAt: now, letterhead: LETTERHEAD, blocks });
  return { bytes, filename: `certificate-loan-${loan.id}.pdf` };
}
