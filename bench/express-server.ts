// The baseline a team would reach for: Express with express-session (its
// in-memory store) answering GET /api/auth/me with the same JSON as ours.
// GET /bench/sign-in opens the session the load then presents.
import express from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';

declare module 'express-session' {
  interface SessionData {
    me: unknown;
  }
}

process.once('message', ({ me }: { me: unknown }) => {
  const app = express();
  app.use(session({ secret: randomBytes(32).toString('hex'), resave: false, saveUninitialized: false, cookie: { httpOnly: true, sameSite: 'lax' } }));
  app.get('/bench/sign-in', (req, res) => {
    req.session.me = me;
    res.status(204).end();
  });
  app.get('/api/auth/me', (req, res) => {
    if (!req.session.me) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.json(req.session.me);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
