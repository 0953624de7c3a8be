import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** Set on SIGTERM: the instance finishes what it has and takes nothing new (/readyz answers 503). */
export interface DrainState {
  isDraining: boolean;
}

/** Everything else the server holds open, closed in order once requests are done. */
interface DrainSteps {
  /** Closes the live sockets with the reconnect code. */
  closeSockets(): Promise<void>;
  closeDatabase(): Promise<void>;
}

/**
 * Graceful shutdown for SIGTERM: stop listening (new connections are
 * refused), answer /readyz 503, let requests in flight finish while their
 * connections close behind them, close the live sockets (1012: reconnect,
 * to another instance), then the database. Resolves with the exit code: 0
 * when everything finished, 1 when `timeoutMs` passed first and requests
 * were cut.
 */
export function prepareDrain({ server, state, logger, timeoutMs }: { server: Server; state: DrainState; logger: Logger; timeoutMs: number }) {
  let inFlight = 0;
  server.on('request', (_request, response) => {
    inFlight += 1;
    // No keep-alive once draining: the client's next request opens a new connection, elsewhere.
    if (state.isDraining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      // After Node has marked the connection idle (it does so as the response ends).
      if (state.isDraining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return async function drain(steps: DrainSteps): Promise<number> {
    state.isDraining = true;
    logger.info({ inFlight }, 'draining: refusing new connections, finishing requests in flight');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // Resolves once every connection is gone; stops listening at once and closes idle keep-alive connections.
    const connectionsClosed = new Promise<'drained'>((resolve) => server.close(() => resolve('drained')));
    await steps.closeSockets();
    const outcome = await Promise.race([connectionsClosed, deadline]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      logger.warn({ inFlight, timeoutMs }, 'drain deadline passed: cutting the requests still in flight');
      server.closeAllConnections();
    }
    await steps.closeDatabase();
    logger.info('drained');
    return outcome === 'drained' ? 0 : 1;
  };
}
