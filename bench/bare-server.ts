// The ceiling: a bare node:http server answering, for each path, exactly the
// status, headers and body bytes the real server gave (captured first); a
// request with If-None-Match gets the answer captured for one (`<path> revalidated`).
import { createServer } from 'node:http';
import type { CapturedResponse } from './lib/capture';

process.once('message', (responses: Record<string, CapturedResponse>) => {
  const answers = new Map(Object.entries(responses).map(([path, r]) => [path, { ...r, body: Buffer.from(r.bodyBase64, 'base64') }]));
  const server = createServer((req, res) => {
    const answer = answers.get(req.headers['if-none-match'] ? `${req.url} revalidated` : (req.url ?? ''));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
