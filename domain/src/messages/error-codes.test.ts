import { describe, expect, it } from 'vitest';
import { FILIPINO } from '../filipino';
import { ANSWER_CODES, answerOfCode, codeOfAnswer } from './error-codes';
import { STAFF_ANSWER_CODES, staffCodeOfAnswer } from './staff-error-codes';

/** The answers only staff read: the back office stays English (decision 024). */
const STAFF_ONLY = [
  'otp_set_by_system', 'main_admin_protected', 'main_admin_only', 'loan_deleted', 'loan_disbursed_terms_locked', 'loan_account_final',
  'loan_disbursed_not_deletable', 'withdrawal_deleted', 'withdrawal_not_verified', 'withdrawal_already_decided', 'withdrawal_code_not_needed',
  'user_not_found', 'user_deleted', 'cannot_manage_self', 'admin_not_found', 'admin_deleted', 'notification_sent', 'no_documents_of_type',
  'cannot_decide_own', 'staff_cannot_borrow', 'member_deleted_frozen', 'member_inactive_frozen', 'document_deleted', 'invalid_reference',
  'unknown_reference', 'duplicate_payment', 'callback_unauthorized', 'installment_not_found', 'no_late_fee_to_waive', 'payment_already_reversed',
  'settlement_header', 'settlement_too_many_rows', 'settlement_unclosed_quote', 'settlement_stray_quote', 'settlement_not_csv',
  'unmatched_not_found', 'unmatched_already_assigned', 'unmatched_not_assignable', 'approval_not_found', 'approval_already_pending',
  'approval_already_decided', 'maker_cannot_check', 'loan_changed_since_request', 'decision_invalid', 'complaint_already_resolved',
  'complaint_already_escalated', 'complaint_assignee_not_staff',
];

function filipinoOf(code: string): unknown {
  const entry = answerOfCode(code);
  return entry && (FILIPINO as Record<string, Record<string, unknown> | undefined>)[entry.group]?.[entry.key];
}

describe('the registry of answer codes (decision 051)', () => {
  it('gives every answer a borrower can read a Filipino text, and names the staff-only rest', () => {
    const withoutFilipino = ANSWER_CODES.filter((code) => typeof filipinoOf(code) !== 'string');
    expect(withoutFilipino).toEqual(STAFF_ONLY);
  });

  it('finds known codes, their English and their Filipino', () => {
    expect(answerOfCode('withdrawal_pending')?.english).toBe('You already have a withdrawal in progress');
    expect(filipinoOf('withdrawal_pending')).toBe('May withdrawal ka pang pinoproseso');
    expect(filipinoOf('verification_required')).toBe('Tapusin muna ang beripikasyon ng iyong pagkakakilanlan bago mag-apply ng loan.');
    expect(answerOfCode('mfa_required')?.english).toBe('Enter the code from your authenticator app to finish signing in.');
    expect(answerOfCode('no_such_code')).toBeUndefined();
  });

  it('maps each English text to one code and back', () => {
    expect(codeOfAnswer('You already have a withdrawal in progress')).toBe('withdrawal_pending');
    expect(codeOfAnswer('Interest rate must be 0.5% or 0.3%')).toBe('loan_rule_rate_not_offered');
    expect(codeOfAnswer('A sentence the API never sends')).toBeUndefined();
    for (const code of ANSWER_CODES) {
      const entry = answerOfCode(code);
      expect(entry && codeOfAnswer(entry.english)).toBe(code);
    }
  });
});

describe('the staff-only answers (issue 32), outside the registry the borrower’s app downloads', () => {
  it('code each desk answer by its key, apart from every shared code', () => {
    expect(staffCodeOfAnswer('SEC MC 18 s.2019: this template is not approved by compliance yet')).toBe('mc18_template_not_approved');
    expect(STAFF_ANSWER_CODES).toContain('affordability_reason_required');
    expect(STAFF_ANSWER_CODES.filter((code) => (ANSWER_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(answerOfCode('mc18_quiet_hours')).toBeUndefined();
  });
});
