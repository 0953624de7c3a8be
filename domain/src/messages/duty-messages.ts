import type { StaffDuty } from '../contract/contract';

/*
 * Staff duties (DEPARTURES 15, issue 27): the duties' names on screen and
 * what an officer is told when a call needs a duty they do not hold.
 */

export const DUTY_LABELS: Readonly<Record<StaffDuty, string>> = {
  lending: 'Lending',
  payments: 'Payments',
  payouts: 'Payouts',
  members: 'Members',
  collections: 'Collections',
  compliance: 'Compliance',
  finance: 'Finance',
};

export const DUTY_MESSAGES = {
  lending: 'This needs the Lending duty (review, approve and edit loans). Ask the main admin to give it to you.',
  payments: 'This needs the Payments duty (record, import, assign, waive and reverse payments). Ask the main admin to give it to you.',
  payouts: 'This needs the Payouts duty (decide withdrawals). Ask the main admin to give it to you.',
  members: "This needs the Members duty (members' details, status, documents, passwords, balances and scores). Ask the main admin to give it to you.",
  collections: 'This needs the Collections duty. Ask the main admin to give it to you.',
  compliance: 'This needs the Compliance duty (complaints and audit views). Ask the main admin to give it to you.',
  finance: 'This needs the Finance duty (reports). Ask the main admin to give it to you.',
  anyOf: 'This needs one of these duties: {duties}. Ask the main admin to give you one.',
  dutiesRequired: 'Choose at least one duty',
  dutyUnknown: 'Unknown duty. The duties are lending, payments, payouts, members, collections, compliance and finance.',
  dutiesUpdated: 'Duties updated',
  updateDutiesFailed: 'Could not update the duties',
} as const;

/** The refusal naming the duty (or the duties, any one of which would do) that a call needs, in plain words. */
export function dutyRequiredMessage(duties: readonly StaffDuty[]): string {
  const [only] = duties;
  if (duties.length === 1 && only) return DUTY_MESSAGES[only];
  const names = duties.map((duty) => DUTY_LABELS[duty]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  return DUTY_MESSAGES.anyOf.replace('{duties}', list);
}
