/*
 * The PDF documents of a loan (issue 12), served by the API to their owner
 * (and staff): the statement of account, each payment's receipt and, once
 * the loan is closed, the certificate of full payment.
 */
export function statementPdfUrl(loanId: number): string {
  return `/api/loans/${loanId}/statement.pdf`;
}

export function receiptPdfUrl(transactionId: number): string {
  return `/api/payments/${transactionId}/receipt.pdf`;
}

export function certificatePdfUrl(loanId: number): string {
  return `/api/loans/${loanId}/certificate.pdf`;
}
