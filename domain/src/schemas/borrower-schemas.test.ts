import { describe, expect, it } from 'vitest';
import {
  BankInfoSchema,
  LoanApplicationSchema,
  UploadFromStorageSchema,
  VerificationSchema,
  WithdrawalRequestSchema,
  WithdrawalVerifySchema,
} from './borrower-schemas';
import { errorsOf, outputOf } from './test-helpers';

const details = {
  address: 'Blk 4 Lot 2, Brgy. San Isidro, Quezon City',
  countryWorking: 'Saudi Arabia',
  monthlyIncome: 45000.5,
  loanPurpose: 'House repair',
  contactPersonName: 'Jose Santos',
  contactPersonTel: '+63 918 555 0101',
};

describe('VerificationSchema', () => {
  it('accepts SPEC step 1 payload', () => {
    expect(outputOf(VerificationSchema, details)).toEqual(details);
  });

  it('takes the income as numeric text from a form', () => {
    expect(outputOf(VerificationSchema, { ...details, monthlyIncome: ' 45000.50 ' }).monthlyIncome).toBe(45000.5);
    expect(outputOf(VerificationSchema, { ...details, monthlyIncome: '0' }).monthlyIncome).toBe(0);
  });

  it('requires every field', () => {
    expect(errorsOf(VerificationSchema, {})).toEqual({
      address: ['Address is required'],
      countryWorking: ['Country is required'],
      monthlyIncome: ['Monthly income is required'],
      loanPurpose: ['Loan purpose is required'],
      contactPersonName: ['Emergency contact name is required'],
      contactPersonTel: ['Emergency contact number is required'],
    });
    expect(errorsOf(VerificationSchema, { ...details, monthlyIncome: '  ' })).toEqual({
      monthlyIncome: ['Monthly income is required'],
    });
    expect(errorsOf(VerificationSchema, { ...details, monthlyIncome: Number.NaN })).toEqual({
      monthlyIncome: ['Monthly income is required'],
    });
  });

  it('refuses incomes that are not an amount', () => {
    const message = ['Monthly income must be an amount of 0 or more with at most 2 decimals'];
    for (const monthlyIncome of ['abc', '1,000', '1e5', '0x10', -1, 100.005, Number.POSITIVE_INFINITY]) {
      expect(errorsOf(VerificationSchema, { ...details, monthlyIncome })).toEqual({ monthlyIncome: message });
    }
  });

  it('only takes countries from the list', () => {
    expect(errorsOf(VerificationSchema, { ...details, countryWorking: 'Atlantis' })).toEqual({
      countryWorking: ['Please choose a country from the list'],
    });
    expect(outputOf(VerificationSchema, { ...details, countryWorking: ' Hong Kong ' }).countryWorking).toBe('Hong Kong');
  });

  it('wants a telephone number for the emergency contact', () => {
    expect(errorsOf(VerificationSchema, { ...details, contactPersonTel: 'call my cousin' })).toEqual({
      contactPersonTel: ['Please enter a valid emergency contact number'],
    });
  });
});

describe('BankInfoSchema', () => {
  it('accepts a bank and an account number with spaces or dashes', () => {
    expect(outputOf(BankInfoSchema, { bankName: ' BDO ', accountNumber: ' 0012-3456 7890 ' })).toEqual({
      bankName: 'BDO',
      accountNumber: '0012-3456 7890',
    });
  });

  it('requires both fields', () => {
    expect(errorsOf(BankInfoSchema, { bankName: '', accountNumber: '' })).toEqual({
      bankName: ['Bank name is required'],
      accountNumber: ['Account number is required'],
    });
  });

  it('refuses account numbers that are not 4 to 34 digits', () => {
    const message = ['Account number must be 4 to 34 digits (spaces and dashes allowed)'];
    for (const accountNumber of ['123', '12AB3456', '1'.repeat(35), '- - - 1']) {
      expect(errorsOf(BankInfoSchema, { bankName: 'BPI', accountNumber })).toEqual({ accountNumber: message });
    }
  });
});

describe('LoanApplicationSchema', () => {
  it('accepts SPEC defaults', () => {
    expect(outputOf(LoanApplicationSchema, { amount: 1_200_000, term: 24, interestRate: 0.3 })).toEqual({
      amount: 1_200_000,
      term: 24,
      interestRate: 0.3,
    });
  });

  it('puts each rule on its field', () => {
    expect(errorsOf(LoanApplicationSchema, { amount: 175_000, term: 7, interestRate: 0.3 })).toEqual({
      amount: ['Loan amount must be in steps of PHP 50,000.00'],
      term: ['Term must be one of 6, 12, 18, 24, 36 or 48 months'],
      interestRate: ['Interest rate 0.3% is available from PHP 500,000.00; choose 0.5%'],
    });
    expect(errorsOf(LoanApplicationSchema, { amount: 6_000_000, term: 12, interestRate: 0.5 })).toEqual({
      amount: ['Loan amount must be between PHP 150,000.00 and PHP 5,000,000.00'],
    });
  });

  it('requires the three numbers', () => {
    expect(errorsOf(LoanApplicationSchema, {})).toEqual({
      amount: ['Loan amount is required'],
      term: ['Term is required'],
      interestRate: ['Interest rate is required'],
    });
  });
});

describe('WithdrawalRequestSchema', () => {
  it('takes a positive amount with at most 2 decimals, also as text', () => {
    expect(outputOf(WithdrawalRequestSchema, { amount: 5_000 })).toEqual({ amount: 5_000 });
    expect(outputOf(WithdrawalRequestSchema, { amount: '2500.75' })).toEqual({ amount: 2_500.75 });
    expect(outputOf(WithdrawalRequestSchema, { amount: 0.01 })).toEqual({ amount: 0.01 });
  });

  it("answers SPEC's 'Please enter a valid withdrawal amount.' otherwise", () => {
    const message = ['Please enter a valid withdrawal amount.'];
    for (const amount of [0, -100, 10.005, 'abc', '', undefined, null, Number.NaN]) {
      expect(errorsOf(WithdrawalRequestSchema, { amount })).toEqual({ amount: message });
    }
  });
});

describe('WithdrawalVerifySchema', () => {
  it('takes the 6-digit code with or without the amount', () => {
    expect(outputOf(WithdrawalVerifySchema, { otp: '004271' })).toEqual({ otp: '004271' });
    expect(outputOf(WithdrawalVerifySchema, { amount: 5_000, otp: ' 004271 ' })).toEqual({ amount: 5_000, otp: '004271' });
  });

  it("answers SPEC's 'Please enter the complete 6-digit OTP.' otherwise", () => {
    const message = ['Please enter the complete 6-digit OTP.'];
    for (const otp of ['12345', '1234567', '12a456', '', undefined, 123456]) {
      expect(errorsOf(WithdrawalVerifySchema, { otp })).toEqual({ otp: message });
    }
  });
});

describe('UploadFromStorageSchema', () => {
  const file = { type: 'front_id', uploadURL: 'https://storage.local/upload/abc' };

  it('takes one to three files and an optional target member', () => {
    expect(outputOf(UploadFromStorageSchema, { uploadedFiles: [file] })).toEqual({ uploadedFiles: [file] });
    expect(outputOf(UploadFromStorageSchema, { uploadedFiles: [file], targetUserId: '42' })).toEqual({
      uploadedFiles: [file],
      targetUserId: 42,
    });
  });

  it('refuses empty, oversized or repeated batches and unknown types', () => {
    expect(errorsOf(UploadFromStorageSchema, { uploadedFiles: [] })).toEqual({
      uploadedFiles: ['Please upload at least one document'],
    });
    expect(
      errorsOf(UploadFromStorageSchema, {
        uploadedFiles: [file, { ...file, type: 'back_id' }, { ...file, type: 'selfie_with_id' }, file],
      }),
    ).toEqual({ uploadedFiles: ['Please upload at most 3 documents'] });
    expect(errorsOf(UploadFromStorageSchema, { uploadedFiles: [file, file] })).toEqual({
      uploadedFiles: ['Each document type can be sent once per request'],
    });
    expect(errorsOf(UploadFromStorageSchema, { uploadedFiles: [{ ...file, type: 'passport' }] })).toEqual({
      'uploadedFiles.0.type': ['Unknown document type'],
    });
    expect(errorsOf(UploadFromStorageSchema, { uploadedFiles: [file], targetUserId: 0 })).toEqual({
      targetUserId: ['Invalid id'],
    });
  });
});
