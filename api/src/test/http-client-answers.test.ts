import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './spawn-server';

/*
 * Issue 30 item 2: the client of the spawned-server tests checks every JSON
 * answer against the document the server publishes, as the harness does for
 * the in-process app. Here a plain HTTP server publishes a two-route
 * document, and answers one route as described and the other not.
 */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'two routes', version: '1' },
  paths: {
    '/api/loans/{id}': {
      get: {
        responses: {
          200: {
            description: 'A loan',
            content: { 'application/json': { schema: { type: 'object', required: ['id', 'amount'], properties: { id: { type: 'integer' }, amount: { type: 'number' } } } } },
          },
        },
      },
    },
  },
  components: {
    responses: {
      Refusal: {
        description: 'A refusal',
        content: { 'application/json': { schema: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } } } },
      },
    },
  },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/api/openapi.json') return json(200, DOCUMENT);
    if (request.url === '/api/loans/7') return json(200, { id: 7, amount: 150000 });
    if (request.url === '/api/loans/8') return json(200, { id: 8, amount: '150,000.00' });
    if (request.url === '/api/loans/9/unknown') return json(404, { code: 'not_found', message: 'Not found' });
    return json(200, { surprise: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HttpClient checks answers against /api/openapi.json', () => {
  it('passes an answer its route describes, and a refusal of a path no route serves', async () => {
    const client = new HttpClient(base);
    await expect(client.call('GET', '/api/loans/7')).resolves.toMatchObject({ status: 200, body: { id: 7, amount: 150000 } });
    await expect(client.call('GET', '/api/loans/9/unknown')).resolves.toMatchObject({ status: 404 });
  });

  it('fails a call whose answer breaks its schema, or that no route of the document serves', async () => {
    const client = new HttpClient(base);
    await expect(client.call('GET', '/api/loans/8')).rejects.toThrow(/GET \/api\/loans\/\{id\} answered 200 against its schema: body\/amount must be number/);
    await expect(client.call('GET', '/api/elsewhere')).rejects.toThrow(/GET \/api\/elsewhere answered 200: no such route in the document/);
  });
});
