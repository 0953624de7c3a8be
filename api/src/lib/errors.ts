import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

// The one error type of the API: a stable code for logs and tests, the HTTP
// status, and the message a borrower or an officer reads.
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** Headers the answer carries, such as Retry-After. */
  readonly headers: Record<string, string> | undefined;
  /** Whether the code is part of the API's contract and sent to the client beside the message (issue 27: `mfa_required`, …). */
  readonly isCodePublic: boolean;

  constructor(args: { code: string; status: ContentfulStatusCode; message: string; fieldErrors?: FieldErrors; headers?: Record<string, string>; isCodePublic?: boolean }) {
    super(args.message);
    this.isCodePublic = args.isCodePublic ?? false;
    this.name = 'AppError';
    this.code = args.code;
    this.status = args.status;
    this.fieldErrors = args.fieldErrors;
    this.headers = args.headers;
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError({ code: 'bad_request', status: 400, message, ...(fieldErrors ? { fieldErrors } : {}) });
export const unauthorized = (message: string) => new AppError({ code: 'unauthorized', status: 401, message });
export const forbidden = (message: string) => new AppError({ code: 'forbidden', status: 403, message });
export const notFound = (message: string) => new AppError({ code: 'not_found', status: 404, message });
export const conflict = (message: string) => new AppError({ code: 'conflict', status: 409, message });
export const tooManyRequests = (message: string) => new AppError({ code: 'rate_limited', status: 429, message });

/** A refusal whose stable domain code (e.g. `mfa_required`, `duty_required`) clients tell apart: the body carries `{code, message}`. */
export const refused = (status: ContentfulStatusCode, code: string, message: string, fieldErrors?: FieldErrors) =>
  new AppError({ code, status, message, isCodePublic: true, ...(fieldErrors ? { fieldErrors } : {}) });
