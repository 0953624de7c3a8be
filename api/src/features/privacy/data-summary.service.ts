import { centavos, COMPANY, DATA_SUMMARY_TEXTS, formatDate, formatDateTime, formatPhp, toPesos } from '@app/domain';
import { loanStatusWords, textsIn } from '../../lib/texts';
import type { loansOf, personalDataOf } from './privacy.queries';

type Person = Awaited<ReturnType<typeof personalDataOf>>;
type Loan = Awaited<ReturnType<typeof loansOf>>[number];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value on the page is the member's own typing: escaped, so a name like "<b>" stays text. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const pesos = (amount: number) => formatPhp(toPesos(centavos(amount)));

/**
 * summary.html of "Download my data" (issue 28, item 9): the member's
 * details, loans and how many records each file holds, in their language,
 * readable in any browser offline. One file, no scripts, no outside
 * resources; its own policy forbids both should it be opened from a server.
 */
export function dataSummaryHtml({
  person,
  language,
  loans,
  counts,
  now,
}: {
  person: Person;
  language: string;
  loans: readonly Loan[];
  counts: readonly { file: string; count: number }[];
  now: Date;
}): string {
  const T = textsIn({ DATA_SUMMARY_TEXTS }, language);
  const statuses = loanStatusWords(language);
  const value = (text: string | null | undefined) => escape(text === null || text === undefined || text === '' ? T.notGiven : text);
  const details: [string, string | null][] = [
    [T.fullName, person.fullName],
    [T.email, person.email],
    [T.contactNumber, person.contactNumber],
    [T.address, person.address],
    [T.countryWorking, person.countryWorking],
    [T.monthlyIncome, person.monthlyIncomeCentavos === null ? null : pesos(person.monthlyIncomeCentavos)],
    [T.loanPurpose, person.loanPurpose],
    [T.contactPerson, [person.contactPersonName, person.contactPersonTel].filter(Boolean).join(', ')],
    [T.bank, person.bankName],
    [T.accountNumber, person.accountNumber],
    [T.walletBalance, pesos(person.walletBalanceCentavos)],
    [T.memberSince, formatDate(person.createdAt)],
  ];
  const loanRows = loans.map(
    (loan) =>
      `<tr><td>#${loan.id}</td><td class="n">${escape(pesos(loan.amountCentavos))}</td><td>${escape(T.months({ months: loan.term }))}</td><td>${escape(statuses[loan.status] ?? loan.status)}</td><td>${escape(formatDate(loan.createdAt))}</td></tr>`,
  );
  const recordRows = counts.map(({ file, count }) => `<tr><td>${escape(T.records[file] ?? file)}</td><td><code>${escape(file)}</code></td><td class="n">${count}</td></tr>`);
  return `<!doctype html>
<html lang="${language === 'fil' ? 'fil' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(T.title)} · ${escape(COMPANY.name)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1b1e; background: #fff; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ccc; vertical-align: top; overflow-wrap: anywhere; }
.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>${escape(T.title)}</h1>
<p>${escape(T.intro({ company: COMPANY.name, at: formatDateTime(now) }))}</p>
<p>${escape(T.filesNote)}</p>
<h2>${escape(T.detailsTitle)}</h2>
<table>
${details.map(([label, text]) => `<tr><th scope="row">${escape(label)}</th><td>${value(text)}</td></tr>`).join('\n')}
</table>
<h2>${escape(T.loansTitle)}</h2>
${
  loans.length === 0
    ? `<p>${escape(T.noLoans)}</p>`
    : `<table>
<tr><th scope="col">${escape(T.loan)}</th><th scope="col" class="n">${escape(T.amount)}</th><th scope="col">${escape(T.term)}</th><th scope="col">${escape(T.status)}</th><th scope="col">${escape(T.appliedOn)}</th></tr>
${loanRows.join('\n')}
</table>`
}
<h2>${escape(T.recordsTitle)}</h2>
<table>
<tr><th scope="col"></th><th scope="col">${escape(T.file)}</th><th scope="col" class="n">${escape(T.count)}</th></tr>
${recordRows.join('\n')}
</table>
</body>
</html>
`;
}
