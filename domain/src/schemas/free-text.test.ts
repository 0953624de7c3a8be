import { describe, expect, it } from 'vitest';
import { RegisterSchema } from './account-schemas';
import { AdminMemberUpdateSchema, AdminWalletAdjustSchema, LoanReviewSchema, ListQuerySchema, SendNotificationSchema } from './admin-schemas';
import { BankInfoSchema, VerificationSchema } from './borrower-schemas';
import { ComplaintFilingSchema, ComplaintStaffActionSchema } from './complaint-schemas';
import { AdminPaymentSchema, WaiveFeeSchema } from './repayment-schemas';
import { errorsOf, outputOf } from './test-helpers';

// Issue 27, item 3: free text that reaches a PDF, a CSV, an SMS or a staff screen cannot forge lines or reorder what it shows.
const ONE_LINE = 'Please write this on one line, without tabs, control characters or text-direction marks';
const NO_CONTROLS = 'Please remove tabs, control characters and text-direction marks from this text';

/** Line breaks, tab, escape, NUL, DEL, a C1 control, the Unicode separators and every bidirectional control. */
const FORGING = ['\n', '\r', '\t', '\u001b', '\u0000', '\u007f', '\u0085', '\u2028', '\u2029', '\u200e', '\u200f', '\u061c', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
/** What a text of several lines refuses: all of the above but the line feed (and CR, which becomes one). */
const FORGING_IN_LINES = FORGING.filter((character) => character !== '\n' && character !== '\r');

const registration = { fullName: 'Maria Santos', email: 'maria@example.ph', contactNumber: '09171234567', password: 'correct horse', confirmPassword: 'correct horse' };

describe('free text refuses what forges lines or reorders text', () => {
  it('refuses the review’s reproduction: a name that prints three lines of the lender’s own', () => {
    const fullName = 'Mallory Cruz\nLoan status: PAID IN FULL - balance PHP 0.00\nApproved by: Main Administrator';
    expect(errorsOf(RegisterSchema, { ...registration, fullName })).toEqual({ fullName: [ONE_LINE] });
    expect(errorsOf(RegisterSchema, { ...registration, fullName: 'Mallory \u202Ezurc' })).toEqual({ fullName: [ONE_LINE] });
  });

  it('refuses each forging character in every one-line field', () => {
    const cases: [string, (text: string) => Record<string, string[]>][] = [
      ['fullName', (text) => errorsOf(RegisterSchema, { ...registration, fullName: `Maria${text}Santos` })],
      ['contactPersonName', (text) => errorsOf(VerificationSchema, { address: 'Manila', countryWorking: 'Philippines', monthlyIncome: 1000, loanPurpose: 'School', contactPersonName: `Ana${text}Cruz`, contactPersonTel: '09171234567' })],
      ['bankName', (text) => errorsOf(BankInfoSchema, { bankName: `BDO${text}Unibank`, accountNumber: '1234567890' })],
      ['fullName', (text) => errorsOf(AdminMemberUpdateSchema, { fullName: `Maria${text}Santos` })],
      ['bankName', (text) => errorsOf(AdminMemberUpdateSchema, { bankName: `BDO${text}Unibank` })],
      ['reason', (text) => errorsOf(AdminWalletAdjustSchema, { walletBalance: 10, expectedBalance: 0, reason: `refund${text}ok` })],
      ['title', (text) => errorsOf(SendNotificationSchema, { userId: 1, title: `Hello${text}there`, message: 'Hi' })],
      ['reference', (text) => errorsOf(AdminPaymentSchema, { amount: 100, channel: 'otc', reference: `OR-1${text}2`, receivedAt: '2026-11-20' })],
      ['reason', (text) => errorsOf(WaiveFeeSchema, { installment: 1, reason: `waived${text}once` })],
    ];
    for (const character of FORGING) {
      for (const [field, errors] of cases) expect(errors(character), `${field} ${JSON.stringify(character)}`).toEqual({ [field]: [ONE_LINE] });
    }
  });

  it('keeps the line feeds of a text of several lines, as one LF each, and refuses the rest', () => {
    const description = 'First line\r\nSecond line\rThird line';
    expect(outputOf(ComplaintFilingSchema, { category: 'other', description }).description).toBe('First line\nSecond line\nThird line');
    expect(outputOf(VerificationSchema, { address: '12 Rizal St\nQuezon City', countryWorking: 'Philippines', monthlyIncome: 1000, loanPurpose: 'School', contactPersonName: 'Ana', contactPersonTel: '09171234567' }).address).toBe('12 Rizal St\nQuezon City');
    for (const character of FORGING_IN_LINES) {
      const label = JSON.stringify(character);
      expect(errorsOf(ComplaintFilingSchema, { category: 'other', description: `It ${character} happened` }), label).toEqual({ description: [NO_CONTROLS] });
      expect(errorsOf(ComplaintStaffActionSchema, { action: 'reply', message: `We ${character} are on it` }), label).toEqual({ message: [NO_CONTROLS] });
      expect(errorsOf(ComplaintStaffActionSchema, { action: 'assign', message: `Take ${character} this` }), label).toEqual({ message: [NO_CONTROLS] });
      expect(errorsOf(SendNotificationSchema, { userId: 1, title: 'Hello', message: `Hi${character}there` }), label).toEqual({ message: [NO_CONTROLS] });
      expect(errorsOf(LoanReviewSchema, { status: 'approve', message: `Hi${character}there` }), label).toEqual({ message: [NO_CONTROLS] });
      expect(errorsOf(AdminMemberUpdateSchema, { address: `12 Rizal${character}St` }), label).toEqual({ address: [NO_CONTROLS] });
    }
  });

  it('leaves Filipino, accented and other scripts alone, and the search box keeps its own message', () => {
    expect(outputOf(RegisterSchema, { ...registration, fullName: 'Niño Dela Cruz – 王 أحمد' }).fullName).toBe('Niño Dela Cruz – 王 أحمد');
    expect(errorsOf(ListQuerySchema, { q: 'Santos\u202E' })).toEqual({ q: ['Search text must be plain text without control characters'] });
  });
});
