import * as v from 'valibot';
import { DOCUMENT_TYPES } from '../documents';
import { validateLoanApplication } from '../loan';
import { LOAN_RULE_MESSAGES, VALIDATION_MESSAGES as M } from '../messages';
import { OTP_LENGTH } from '../otp';
import {
  accountNumberField,
  choiceField,
  countryField,
  numberField,
  pesoField,
  phoneField,
  requiredText,
  rowIdField,
} from './fields';

export const VerificationSchema = v.object({
  address: requiredText({ required: M.addressRequired, max: 500, tooLong: M.addressTooLong, lines: 'many' }),
  countryWorking: countryField({ required: M.countryRequired, unknown: M.countryUnknown }),
  monthlyIncome: pesoField({ required: M.monthlyIncomeRequired, invalid: M.monthlyIncomeInvalid, min: 0 }),
  loanPurpose: requiredText({ required: M.loanPurposeRequired, max: 500, tooLong: M.loanPurposeTooLong, lines: 'many' }),
  contactPersonName: requiredText({
    required: M.contactPersonNameRequired,
    max: 120,
    tooLong: M.contactPersonNameTooLong,
  }),
  contactPersonTel: phoneField({ required: M.contactPersonTelRequired, invalid: M.contactPersonTelInvalid }),
});
export type Verification = v.InferOutput<typeof VerificationSchema>;

export const BankInfoSchema = v.object({
  bankName: requiredText({ required: M.bankNameRequired, max: 120, tooLong: M.bankNameTooLong }),
  accountNumber: accountNumberField({ required: M.accountNumberRequired, invalid: M.accountNumberInvalid }),
});
export type BankInfo = v.InferOutput<typeof BankInfoSchema>;

const anyNumber = (required: string) => numberField({ required, invalid: required, rule: () => true });

/** SPEC section 9 rules, reported on the field they concern (see validateLoanApplication). */
export const LoanApplicationSchema = v.pipe(
  v.object({
    amount: anyNumber(M.loanAmountRequired),
    term: anyNumber(M.termRequired),
    interestRate: anyNumber(M.interestRateRequired),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const issue of validateLoanApplication(input)) {
      addIssue({
        message: LOAN_RULE_MESSAGES[issue.rule],
        path: [{ type: 'object', origin: 'value', input, key: issue.field, value: input[issue.field] }],
      });
    }
  }),
);
export type LoanApplication = v.InferOutput<typeof LoanApplicationSchema>;

const withdrawalAmount = pesoField({
  required: M.withdrawalAmountInvalid,
  invalid: M.withdrawalAmountInvalid,
  min: 0,
  isMinExclusive: true,
});

export const WithdrawalRequestSchema = v.object({ amount: withdrawalAmount });
export type WithdrawalRequest = v.InferOutput<typeof WithdrawalRequestSchema>;

const otpCode = v.config(
  v.pipe(v.string(M.otpIncomplete), v.trim(), v.regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), M.otpIncomplete)),
  { abortPipeEarly: true },
);

export const WithdrawalVerifySchema = v.object({
  amount: v.optional(withdrawalAmount),
  otp: v.optional(otpCode, ''),
});

/** The code step's form: the code is needed there (the API's own schema lets a client leave it out). */
export const OtpEntrySchema = v.object({ otp: otpCode });
export type WithdrawalVerify = v.InferOutput<typeof WithdrawalVerifySchema>;

const MAX_UPLOAD_URL_LENGTH = 2048;

export const UploadFromStorageSchema = v.object({
  uploadedFiles: v.optional(
    v.config(
      v.pipe(
        v.array(
          v.object({
            type: choiceField({ options: DOCUMENT_TYPES, message: M.documentTypeUnknown }),
            uploadURL: requiredText({
              required: M.uploadUrlRequired,
              max: MAX_UPLOAD_URL_LENGTH,
              tooLong: M.uploadUrlRequired,
            }),
          }),
          M.documentsRequired,
        ),
        v.minLength(1, M.documentsRequired),
        v.maxLength(DOCUMENT_TYPES.length, M.documentsTooMany),
        // Two files of one type in a request would leave "the latest" undefined.
        v.check((files) => new Set(files.map((file) => file.type)).size === files.length, M.documentTypeRepeated),
      ),
      { abortPipeEarly: true },
    ),
    [],
  ),
  targetUserId: v.optional(rowIdField(M.idInvalid)),
});
export type UploadFromStorage = v.InferOutput<typeof UploadFromStorageSchema>;
