import { describe, expect, it } from 'vitest';
import {
  AddAdminSchema,
  AdminLoanEditSchema,
  AdminMemberUpdateSchema,
  AdminSetPasswordSchema,
  AdminUserStatusSchema,
  AdminWalletAdjustSchema,
  AdminWithdrawalDecisionSchema,
  IdParamSchema,
  ListQuerySchema,
  LoanReviewSchema,
  NOTIFICATION_COLORS,
  SendNotificationSchema,
  StaffDutiesSchema,
  reviewStatus,
} from './admin-schemas';
import { dutyRequiredMessage } from '../messages';
import { errorsOf, outputOf } from './test-helpers';

describe('ListQuerySchema', () => {
  it('fills the defaults', () => {
    expect(outputOf(ListQuerySchema, {})).toEqual({ limit: 50, offset: 0, q: undefined, sort: undefined, order: 'desc' });
  });

  it('reads numbers from query-string text and trims the search', () => {
    expect(outputOf(ListQuerySchema, { limit: '200', offset: '400', q: '  Santos ', sort: 'createdAt', order: 'asc' })).toEqual({
      limit: 200,
      offset: 400,
      q: 'Santos',
      sort: 'createdAt',
      order: 'asc',
    });
    expect(outputOf(ListQuerySchema, { q: '   ' }).q).toBeUndefined();
  });

  it('refuses values out of bounds', () => {
    expect(errorsOf(ListQuerySchema, { limit: '0', offset: '-1', q: 'x'.repeat(101), order: 'up' })).toEqual({
      limit: ['Limit must be a whole number from 1 to 200'],
      offset: ['Offset must be a whole number of 0 or more'],
      q: ['Search text must be at most 100 characters'],
      order: ["Order must be 'asc' or 'desc'"],
    });
    expect(errorsOf(ListQuerySchema, { limit: '201' })).toEqual({ limit: ['Limit must be a whole number from 1 to 200'] });
    expect(errorsOf(ListQuerySchema, { limit: '2.5' })).toEqual({ limit: ['Limit must be a whole number from 1 to 200'] });
  });

  it('refuses control characters in the search, NUL among them, and a search given twice', () => {
    for (const q of ['abc\u0000def', '\u0000\u0000\u0000', 'Juan\tdela Cruz', 'abc\u001bdef', 'abc\u007f', 'abc\u0085def']) {
      expect(errorsOf(ListQuerySchema, { q })).toEqual({ q: ['Search text must be plain text without control characters'] });
    }
    expect(errorsOf(ListQuerySchema, { q: ['Santos', 'Cruz'] })).toEqual({ q: ['Search text must be plain text without control characters'] });
    // Blanks around the search are trimmed, not refused; quotes and search operators are plain text.
    expect(outputOf(ListQuerySchema, { q: '\n Santos\t' }).q).toBe('Santos');
    expect(outputOf(ListQuerySchema, { q: 'a" OR "b*' }).q).toBe('a" OR "b*');
  });
});

describe('IdParamSchema', () => {
  it('turns a path segment into a positive integer', () => {
    expect(outputOf(IdParamSchema, { id: '17' })).toEqual({ id: 17 });
    for (const id of ['0', '-3', '1.5', 'abc', '', '1e3']) {
      expect(errorsOf(IdParamSchema, { id })).toEqual({ id: ['Invalid id'] });
    }
  });
});

describe('AdminUserStatusSchema', () => {
  it('takes a boolean only', () => {
    expect(outputOf(AdminUserStatusSchema, { isActive: false })).toEqual({ isActive: false });
    expect(errorsOf(AdminUserStatusSchema, { isActive: 'false' })).toEqual({
      isActive: ['Active status must be true or false'],
    });
  });
});

describe('AdminMemberUpdateSchema', () => {
  it('takes any subset of the member fields', () => {
    expect(outputOf(AdminMemberUpdateSchema, { creditScore: '720' })).toEqual({ creditScore: 720 });
    expect(outputOf(AdminMemberUpdateSchema, { fullName: ' Ana Cruz ', email: 'Ana@X.PH' })).toEqual({
      fullName: 'Ana Cruz',
      email: 'ana@x.ph',
    });
  });

  it('needs at least one field', () => {
    expect(errorsOf(AdminMemberUpdateSchema, {})).toEqual({ '': ['Please change at least one field'] });
  });

  it('keeps the credit score inside 0..1000', () => {
    for (const creditScore of [-1, 1001, 500.5]) {
      expect(errorsOf(AdminMemberUpdateSchema, { creditScore })).toEqual({
        creditScore: ['Credit score must be a whole number from 0 to 1000'],
      });
    }
  });

  it('refuses fields it does not handle instead of dropping them', () => {
    expect(Object.keys(errorsOf(AdminMemberUpdateSchema, { fullName: 'Ana', password: 'secret123' }))).toEqual(['password']);
    expect(Object.keys(errorsOf(AdminMemberUpdateSchema, { walletBalance: 10 }))).toEqual(['walletBalance']);
  });
});

describe('AdminWalletAdjustSchema', () => {
  it('takes a new balance, the balance seen when the edit began, and a reason', () => {
    expect(outputOf(AdminWalletAdjustSchema, { walletBalance: '1500.25', expectedBalance: '1000', reason: ' Refund of fee ' })).toEqual({
      walletBalance: 1_500.25,
      expectedBalance: 1_000,
      reason: 'Refund of fee',
    });
  });

  it('refuses a change without a reason, or with a blank one (issue 27)', () => {
    expect(errorsOf(AdminWalletAdjustSchema, { walletBalance: 0, expectedBalance: 0 })).toEqual({ reason: ['Reason is required'] });
    expect(errorsOf(AdminWalletAdjustSchema, { walletBalance: 10, expectedBalance: 0, reason: '   ' })).toEqual({ reason: ['Reason is required'] });
  });

  it('refuses negative or over-precise balances and long reasons', () => {
    expect(errorsOf(AdminWalletAdjustSchema, { walletBalance: -1, expectedBalance: 0, reason: 'x'.repeat(501) })).toEqual({
      walletBalance: ['Wallet balance must be an amount of 0 or more with at most 2 decimals'],
      reason: ['Reason must be at most 500 characters'],
    });
    expect(errorsOf(AdminWalletAdjustSchema, { walletBalance: 1.001, expectedBalance: 0, reason: 'Refund' })).toEqual({
      walletBalance: ['Wallet balance must be an amount of 0 or more with at most 2 decimals'],
    });
  });

  it('requires the balance seen (issue 10: an edit never undoes a change made in between)', () => {
    for (const expectedBalance of [undefined, '', -1, 0.001, 'abc']) {
      expect(errorsOf(AdminWalletAdjustSchema, { walletBalance: 100, expectedBalance, reason: 'Refund' })).toEqual({
        expectedBalance: ['Please send the balance shown when the edit began'],
      });
    }
  });
});

describe('AdminSetPasswordSchema and AddAdminSchema', () => {
  it('need 8..128 characters that are not blank', () => {
    expect(errorsOf(AdminSetPasswordSchema, { password: 'short' })).toEqual({
      password: ['New password must be at least 8 characters'],
    });
    expect(errorsOf(AdminSetPasswordSchema, { password: '          ' })).toEqual({ password: ['Password is required'] });
    expect(errorsOf(AdminSetPasswordSchema, { password: 'x'.repeat(129) })).toEqual({
      password: ['New password must be at most 128 characters'],
    });
    expect(outputOf(AdminSetPasswordSchema, { password: 'long enough' })).toEqual({ password: 'long enough' });
  });

  it('add admin needs an email and a password', () => {
    expect(errorsOf(AddAdminSchema, {})).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(errorsOf(AddAdminSchema, { email: 'staff@lender.ph', password: 'abc' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(outputOf(AddAdminSchema, { email: 'Staff@Lender.PH', password: 'abcdefgh' })).toEqual({
      email: 'staff@lender.ph',
      password: 'abcdefgh',
    });
  });
});

describe('LoanReviewSchema and reviewStatus', () => {
  it('takes the dialog actions and the statuses', () => {
    expect(
      outputOf(LoanReviewSchema, { status: 'approve', title: ' Approved ', message: 'Your loan is approved', color: '#10b981' }),
    ).toEqual({ status: 'approve', title: 'Approved', message: 'Your loan is approved', color: '#10B981' });
    expect(errorsOf(LoanReviewSchema, { status: 'maybe' })).toEqual({
      status: ['Please choose approve, decline or account issue'],
    });
    expect(errorsOf(LoanReviewSchema, { status: 'decline', color: 'red' })).toEqual({
      color: ['Colour must be a hex colour like #10B981'],
    });
  });

  it('maps approve to approved, decline to rejected and account_issue to pending', () => {
    expect(reviewStatus('approve')).toBe('approved');
    expect(reviewStatus('decline')).toBe('rejected');
    expect(reviewStatus('account_issue')).toBe('pending');
    expect(reviewStatus('approved')).toBe('approved');
    expect(reviewStatus('rejected')).toBe('rejected');
    expect(reviewStatus('pending')).toBe('pending');
  });

  it('has the colours of SPEC section 9', () => {
    expect(NOTIFICATION_COLORS).toEqual({ approve: '#10B981', decline: '#EF4444', accountIssue: '#F59E0B' });
  });
});

describe('AdminLoanEditSchema', () => {
  it('takes the wider admin bounds of SPEC section 5', () => {
    expect(outputOf(AdminLoanEditSchema, { amount: 123_456.78, term: 60, interestRate: 1.25 })).toEqual({
      amount: 123_456.78,
      term: 60,
      interestRate: 1.25,
    });
    expect(outputOf(AdminLoanEditSchema, { amount: '0.01', term: '1', interestRate: '0' })).toEqual({
      amount: 0.01,
      term: 1,
      interestRate: 0,
    });
  });

  it('refuses values outside them', () => {
    expect(errorsOf(AdminLoanEditSchema, { amount: 0, term: 61, interestRate: 100.01 })).toEqual({
      amount: ['Amount must be more than 0 with at most 2 decimals'],
      term: ['Term must be a whole number of months from 1 to 60'],
      interestRate: ['Interest rate must be from 0 to 100 with at most 2 decimals'],
    });
    expect(errorsOf(AdminLoanEditSchema, { amount: 10.005, term: 1.5, interestRate: 0.125 })).toEqual({
      amount: ['Amount must be more than 0 with at most 2 decimals'],
      term: ['Term must be a whole number of months from 1 to 60'],
      interestRate: ['Interest rate must be from 0 to 100 with at most 2 decimals'],
    });
  });

  it('refuses a code smuggled into the edit', () => {
    expect(Object.keys(errorsOf(AdminLoanEditSchema, { amount: 1, term: 1, interestRate: 1, otp: '123456' }))).toEqual(['otp']);
  });
});

describe('AdminWithdrawalDecisionSchema', () => {
  it('takes approved or rejected only', () => {
    expect(outputOf(AdminWithdrawalDecisionSchema, { status: 'approved' })).toEqual({ status: 'approved', reason: undefined });
    expect(errorsOf(AdminWithdrawalDecisionSchema, { status: 'pending' })).toEqual({
      status: ['Please choose approve or reject'],
    });
  });

  it("takes SPEC.md's call without a reason, and a reason when the back office sends one, trimmed", () => {
    expect(outputOf(AdminWithdrawalDecisionSchema, { status: 'rejected' })).toEqual({ status: 'rejected', reason: undefined });
    expect(outputOf(AdminWithdrawalDecisionSchema, { status: 'rejected', reason: ' Name does not match the bank account ' })).toEqual({
      status: 'rejected',
      reason: 'Name does not match the bank account',
    });
    expect(errorsOf(AdminWithdrawalDecisionSchema, { status: 'rejected', reason: 'x'.repeat(501) })).toEqual({ reason: ['Reason must be at most 500 characters'] });
  });
});

describe('SendNotificationSchema', () => {
  it('takes a notification and defaults type and colour', () => {
    expect(outputOf(SendNotificationSchema, { userId: '7', title: 'Hello', message: 'Your loan is ready' })).toEqual({
      userId: 7,
      title: 'Hello',
      message: 'Your loan is ready',
      type: 'info',
      color: '#10B981',
    });
  });

  it('requires title and message within their lengths and a #RRGGBB colour', () => {
    expect(errorsOf(SendNotificationSchema, { userId: 7, title: '', message: 'x'.repeat(1001), color: '#FFF' })).toEqual({
      title: ['Title is required'],
      message: ['Message must be at most 1000 characters'],
      color: ['Colour must be a hex colour like #10B981'],
    });
    expect(errorsOf(SendNotificationSchema, { userId: 'x', title: 'a', message: 'b', type: 'Big Alert' })).toEqual({
      userId: ['Please choose a member'],
      type: ['Type must be a short lowercase word such as info, success, warning or error'],
    });
  });
});

describe('StaffDutiesSchema and the duties of AddAdminSchema (issue 27)', () => {
  it('keeps each named duty once, in the duties order', () => {
    expect(outputOf(StaffDutiesSchema, { duties: ['finance', 'lending', 'finance'] })).toEqual({ duties: ['lending', 'finance'] });
    expect(outputOf(AddAdminSchema, { email: 'a@lender.ph', password: 'abcdefgh', duties: ['payouts'] })).toEqual({ email: 'a@lender.ph', password: 'abcdefgh', duties: ['payouts'] });
  });

  it('needs at least one duty, and only names of duties, with the message on the field', () => {
    const unknown = 'Unknown duty. The duties are lending, payments, payouts, members, collections, compliance and finance.';
    expect(errorsOf(StaffDutiesSchema, {})).toEqual({ duties: ['Choose at least one duty'] });
    expect(errorsOf(StaffDutiesSchema, { duties: [] })).toEqual({ duties: ['Choose at least one duty'] });
    expect(errorsOf(StaffDutiesSchema, { duties: ['lending', 'LENDING'] })).toEqual({ duties: [unknown] });
    expect(errorsOf(StaffDutiesSchema, { duties: [7] })).toEqual({ duties: [unknown] });
    expect(errorsOf(AddAdminSchema, { email: 'a@lender.ph', password: 'abcdefgh', duties: [] })).toEqual({ duties: ['Choose at least one duty'] });
  });
});

describe('dutyRequiredMessage', () => {
  it('names the one duty with what it does, or every duty that would do', () => {
    expect(dutyRequiredMessage(['finance'])).toBe('This needs the Finance duty (reports). Ask the main admin to give it to you.');
    expect(dutyRequiredMessage(['members', 'compliance'])).toBe('This needs one of these duties: Members or Compliance. Ask the main admin to give you one.');
    expect(dutyRequiredMessage(['lending', 'payments', 'finance'])).toBe('This needs one of these duties: Lending, Payments or Finance. Ask the main admin to give you one.');
  });
});
