/*
 * The one fetch client. Every call sends the session cookie; a non-OK
 * response becomes an HttpError whose message is '{status}: {body}' (SPEC
 * section 8), and whose serverMessage is the API's `message` when it sent one.
 */
import type { ApiError } from '@app/domain/contract';

export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  constructor({ status, statusText, body }: { status: number; statusText: string; body: string }) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  private get parsed(): Partial<ApiError> | undefined {
    try {
      const value: unknown = JSON.parse(this.body);
      return value && typeof value === 'object' ? (value as Partial<ApiError>) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The refusal's stable code (decision 051): what the app tells answers apart and translates by. */
  get code(): string | undefined {
    const code = this.parsed?.code;
    return typeof code === 'string' && code !== '' ? code : undefined;
  }

  /** The API's own words, when the body was `{message}`. */
  get serverMessage(): string | undefined {
    const message = this.parsed?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }

  get fieldErrors(): Record<string, string[]> {
    return this.parsed?.fieldErrors ?? {};
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/** A body sent as it is, with its own content type (a CSV file), instead of JSON. */
type RawBody = { text: string; contentType: string };

async function send(path: string, { method = 'GET', body, signal, raw }: RequestOptions & { raw?: RawBody }): Promise<Response> {
  const payload = raw ? { type: raw.contentType, text: raw.text } : body === undefined ? undefined : { type: 'application/json', text: JSON.stringify(body) };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: payload ? { Accept: 'application/json', 'Content-Type': payload.type } : { Accept: 'application/json' },
    body: payload?.text,
    signal,
  });
  if (!response.ok) {
    throw new HttpError({ status: response.status, statusText: response.statusText, body: await response.text() });
  }
  return response;
}

/** A JSON call; resolves with the parsed body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** POSTs text with its content type (a settlement file as text/csv); resolves with the parsed JSON answer. */
export async function apiPostText<T>(path: string, raw: RawBody): Promise<T> {
  const response = await send(path, { method: 'POST', raw });
  return (await response.json()) as T;
}

export type Page<T> = { rows: T[]; total: number };

/** A paged admin list: the rows and the X-Total-Count header. */
export async function apiPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  return (await apiPageCounting<T>(path, { header: 'X-Total-Count', signal })).page;
}

/** A paged admin list and one more count its answer carries in `header` (the approvals inbox's X-Pending-Count). */
export async function apiPageCounting<T>(path: string, { header, signal }: { header: string; signal?: AbortSignal | undefined }): Promise<{ page: Page<T>; count: number }> {
  const response = await send(path, { signal });
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  const count = Number(response.headers.get(header) ?? 0);
  return { page: { rows, total: Number.isFinite(total) ? total : rows.length }, count: Number.isFinite(count) ? count : 0 };
}

/**
 * What POST /api/objects/upload is told of a file: an S3 upload URL is signed
 * for exactly this type and size, so putFile must send the same.
 */
export function uploadRequestOf(file: File): { contentType: string; size: number } {
  return { contentType: file.type || 'application/octet-stream', size: file.size };
}

/**
 * PUT a file to a single-use upload URL, with its own content type. The
 * session cookie goes only to this app's own URL, never to an object store.
 */
export async function putFile(uploadURL: string, file: File): Promise<void> {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': uploadRequestOf(file).contentType },
    body: file,
  });
  if (!response.ok) {
    throw new HttpError({ status: response.status, statusText: response.statusText, body: await response.text() });
  }
}

/** The server's message when there is one, else the SPEC fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
}

/** 401, or a session still waiting for its second factor (decision 032): either way nobody is signed in here yet. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || (error.status === 403 && error.body.includes('"code":"mfa_required"')));
}
