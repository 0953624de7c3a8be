import { codeOfAnswer, staffCodeOfAnswer, type ErrorCode as AnswerErrorCode, type StaffAnswerCode } from '@app/domain/messages';

/** Every code the API answers with: the shared registry's and the staff-only answers'. */
type ErrorCode = AnswerErrorCode | StaffAnswerCode;
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/**
 * The one error type of the API: a stable code clients tell answers apart and
 * translate by, the HTTP status, and the message a borrower or an officer
 * reads (decision 051). The code of a fixed text is the registry's
 * (@app/domain/messages error-codes.ts), so `conflict(SERVER_MESSAGES.withdrawalPending)`
 * answers `{code: 'withdrawal_pending', message}`; a text written when it
 * happens names its code where it is thrown.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** Headers the answer carries, such as Retry-After. */
  readonly headers: Record<string, string> | undefined;

  constructor(args: { code?: ErrorCode | 'config'; status: ContentfulStatusCode; message: string; fieldErrors?: FieldErrors; headers?: Record<string, string> }) {
    super(args.message);
    this.name = 'AppError';
    this.code = args.code ?? codeOfAnswer(args.message) ?? staffCodeOfAnswer(args.message) ?? fallbackCode(args);
    this.status = args.status;
    this.fieldErrors = args.fieldErrors;
    this.headers = args.headers;
  }
}

/** A text outside the registry: a refusal naming its fields is a validation failure; any other keeps the status's name. */
function fallbackCode({ status, fieldErrors }: { status: ContentfulStatusCode; fieldErrors?: FieldErrors | undefined }): ErrorCode {
  if (fieldErrors) return 'validation_failed';
  return status >= 500 ? 'internal_error' : 'bad_request';
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError({ status: 400, message, ...(fieldErrors ? { fieldErrors } : {}) });
export const unauthorized = (message: string) => new AppError({ status: 401, message });
export const forbidden = (message: string) => new AppError({ status: 403, message });
export const notFound = (message: string) => new AppError({ status: 404, message });
export const conflict = (message: string, code?: ErrorCode) => new AppError({ status: 409, message, ...(code ? { code } : {}) });
export const tooManyRequests = (message: string) => new AppError({ status: 429, message });

/** A refusal whose text is written when it happens (it names the duties, a date, a figure): its code is given. */
export const refused = (status: ContentfulStatusCode, code: ErrorCode, message: string, fieldErrors?: FieldErrors) =>
  new AppError({ code, status, message, ...(fieldErrors ? { fieldErrors } : {}) });
