import { toPesos, type ComplianceReport } from '@app/domain';
import type { Db } from '../../db/connection';
import type { AmlTransactionRow } from '../../db/schema';

type EvidenceTransaction = ComplianceReport['evidence']['transactions'][number];

/**
 * The transactions linked to reports or alerts, each with the journal
 * entries the books wrote for its movement (for a disbursement, also those
 * of the wallet credit beside it), by owner id.
 */
export async function evidenceOf(trx: Db, { table, ownerIds }: { table: 'complianceReportTransactions' | 'complianceAlertTransactions'; ownerIds: readonly number[] }): Promise<Map<number, EvidenceTransaction[]>> {
  const byOwner = new Map<number, EvidenceTransaction[]>();
  if (ownerIds.length === 0) return byOwner;
  const links =
    table === 'complianceReportTransactions'
      ? await trx
          .selectFrom('complianceReportTransactions as link')
          .innerJoin('amlTransactions', 'amlTransactions.id', 'link.transactionId')
          .selectAll('amlTransactions')
          .select('link.reportId as ownerId')
          .where('link.reportId', 'in', ownerIds)
          .orderBy('amlTransactions.id')
          .execute()
      : await trx
          .selectFrom('complianceAlertTransactions as link')
          .innerJoin('amlTransactions', 'amlTransactions.id', 'link.transactionId')
          .selectAll('amlTransactions')
          .select('link.alertId as ownerId')
          .where('link.alertId', 'in', ownerIds)
          .orderBy('amlTransactions.id')
          .execute();
  const sources = await sourcesOf(trx, links);
  const entries = await journalEntriesOf(trx, [...new Set([...sources.values()].flat())]);
  for (const link of links) {
    const transaction: EvidenceTransaction = {
      id: link.id,
      kind: link.kind,
      amount: toPesos(link.amountCentavos),
      occurredAt: new Date(link.occurredAt).toISOString(),
      bankingDay: link.bankingDay,
      channel: link.channel,
      loanId: link.loanId,
      journalEntries: (sources.get(link.id) ?? []).flatMap((source) => entries.get(source) ?? []).sort((a, b) => a.id - b.id),
    };
    byOwner.set(link.ownerId, [...(byOwner.get(link.ownerId) ?? []), transaction]);
  }
  return byOwner;
}

/** Each event's movements as 'kind:id' keys of the books' sources. */
async function sourcesOf(trx: Db, events: readonly AmlTransactionRow[]): Promise<Map<number, string[]>> {
  const sources = new Map<number, string[]>(events.map((event) => [event.id, [`${event.movementKind}:${event.movementId}`]]));
  const loanTransactionIds = events.filter((event) => event.movementKind === 'loan_transaction').map((event) => event.movementId);
  if (loanTransactionIds.length === 0) return sources;
  const wallets = await trx.selectFrom('loanTransactions').select(['id', 'ledgerEntryId']).where('id', 'in', loanTransactionIds).where('ledgerEntryId', 'is not', null).execute();
  const walletOf = new Map(wallets.map((row) => [row.id, row.ledgerEntryId]));
  for (const event of events) {
    const ledgerEntryId = event.movementKind === 'loan_transaction' ? walletOf.get(event.movementId) : undefined;
    if (ledgerEntryId !== undefined && ledgerEntryId !== null) sources.get(event.id)!.push(`ledger_entry:${ledgerEntryId}`);
  }
  return sources;
}

async function journalEntriesOf(trx: Db, sources: readonly string[]): Promise<Map<string, EvidenceTransaction['journalEntries']>> {
  const found = new Map<string, EvidenceTransaction['journalEntries']>();
  if (sources.length === 0) return found;
  const ids = sources.map((source) => Number(source.split(':')[1]));
  const rows = await trx.selectFrom('journalEntries').select(['id', 'year', 'number', 'date', 'memo', 'sourceKind', 'sourceId']).where('sourceId', 'in', ids).orderBy('id').execute();
  const wanted = new Set(sources);
  const entries = rows.filter((row) => wanted.has(`${row.sourceKind}:${row.sourceId}`));
  if (entries.length === 0) return found;
  const lines = await trx.selectFrom('journalLines').selectAll().where('entryId', 'in', entries.map((entry) => entry.id)).orderBy('id').execute();
  for (const entry of entries) {
    const key = `${entry.sourceKind}:${entry.sourceId}`;
    const ofEntry = lines
      .filter((line) => line.entryId === entry.id)
      .map((line) => ({ account: line.accountCode, debit: toPesos(line.debitCentavos), credit: toPesos(line.creditCentavos) }));
    found.set(key, [...(found.get(key) ?? []), { id: entry.id, number: `${entry.year}-${String(entry.number).padStart(6, '0')}`, date: entry.date, memo: entry.memo, lines: ofEntry }]);
  }
  return found;
}
