import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { apiPage, apiRequest, errorMessage, HttpError, isUnauthorized, putFile } from './api';

describe('HttpError', () => {
  it("reads '{status}: {body}' (SPEC section 8)", () => {
    const error = new HttpError({ status: 409, statusText: 'Conflict', body: '{"message":"An account with this email already exists"}' });
    expect(error.message).toBe('409: {"message":"An account with this email already exists"}');
    expect(error.status).toBe(409);
  });

  it('falls back to the status text when the body is empty', () => {
    expect(new HttpError({ status: 500, statusText: 'Internal Server Error', body: '' }).message).toBe(
      '500: Internal Server Error',
    );
  });

  it("exposes the API's message and field errors when the body is {message, fieldErrors}", () => {
    const error = new HttpError({
      status: 400,
      statusText: 'Bad Request',
      body: JSON.stringify({ message: 'Please correct the highlighted fields', fieldErrors: { email: ['Email is required'] } }),
    });
    expect(error.serverMessage).toBe('Please correct the highlighted fields');
    expect(error.fieldErrors).toEqual({ email: ['Email is required'] });
  });

  it('has no server message for a non-JSON, blank or message-less body', () => {
    for (const body of ['', 'Bad Gateway', '{"message":"   "}', '{"error":"x"}', '"text"', 'null']) {
      const error = new HttpError({ status: 502, statusText: 'Bad Gateway', body });
      expect(error.serverMessage).toBeUndefined();
      expect(error.fieldErrors).toEqual({});
    }
  });
});

describe('errorMessage', () => {
  it("is the server's message, else the fallback", () => {
    const withMessage = new HttpError({ status: 401, statusText: 'Unauthorized', body: '{"message":"Invalid email or password"}' });
    const empty = new HttpError({ status: 500, statusText: 'Internal Server Error', body: '' });
    expect(errorMessage(withMessage, 'fallback')).toBe('Invalid email or password');
    expect(errorMessage(empty, 'Invalid email or password')).toBe('Invalid email or password');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and parses the answer', async () => {
    let seen: { method: string; contentType: string | null; credentials: RequestCredentials; body: unknown } | undefined;
    server.use(
      http.post('/api/loans', async ({ request }) => {
        seen = {
          method: request.method,
          contentType: request.headers.get('Content-Type'),
          credentials: request.credentials,
          body: await request.json(),
        };
        return HttpResponse.json({ id: 7 });
      }),
    );
    await expect(apiRequest('/api/loans', { method: 'POST', body: { amount: 1_200_000 } })).resolves.toEqual({ id: 7 });
    expect(seen).toEqual({ method: 'POST', contentType: 'application/json', credentials: 'include', body: { amount: 1_200_000 } });
  });

  it('resolves an empty body as undefined', async () => {
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns a non-OK answer into an HttpError with the body text', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.json({ code: 'session_required', message: 'Please sign in to continue' }, { status: 401 })));
    const error = await apiRequest('/api/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('401: {"code":"session_required","message":"Please sign in to continue"}');
    expect((error as HttpError).code).toBe('session_required');
    expect(isUnauthorized(error)).toBe(true);
  });

  it('uses the status text when an error answer has no body', async () => {
    server.use(http.get('/api/loans', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(apiRequest('/api/loans')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('apiPage', () => {
  it('reads the rows and X-Total-Count', async () => {
    server.use(http.get('/api/admin/users', () => HttpResponse.json([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '41' } })));
    await expect(apiPage('/api/admin/users')).resolves.toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 41 });
  });

  it('counts the rows when the header is missing or not a number', async () => {
    server.use(http.get('/api/admin/users', () => HttpResponse.json([{ id: 1 }], { headers: { 'X-Total-Count': 'many' } })));
    await expect(apiPage('/api/admin/users')).resolves.toEqual({ rows: [{ id: 1 }], total: 1 });
  });
});

describe('putFile', () => {
  it("PUTs the file with its own content type", async () => {
    let seen: { type: string | null; size: number } | undefined;
    server.use(
      http.put('/objects/upload/abc', async ({ request }) => {
        seen = { type: request.headers.get('Content-Type'), size: (await request.arrayBuffer()).byteLength };
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await putFile('/objects/upload/abc', new File(['12345'], 'id.png', { type: 'image/png' }));
    expect(seen).toEqual({ type: 'image/png', size: 5 });
  });

  it('fails with an HttpError when the store refuses', async () => {
    server.use(http.put('/objects/upload/abc', () => HttpResponse.json({ code: 'upload_url_invalid', message: 'This upload link is invalid or has expired' }, { status: 403 })));
    const error = await putFile('/objects/upload/abc', new File(['x'], 'id.png', { type: 'image/png' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe('This upload link is invalid or has expired');
  });
});
