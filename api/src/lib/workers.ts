import type { Cluster, Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * The primary of a server run as several processes (WORKERS, decision 031).
 * It forks the workers, which share the port (the primary accepts and hands
 * each connection to one of them), reports the port once all of them listen,
 * and replaces a worker that dies while serving. A worker that dies before
 * it ever listened is a start-up failure (a port in use, a bad setting): the
 * others are stopped and the start fails, instead of forking forever.
 * `stop` passes SIGTERM to every worker (each drains as a single server
 * does) and resolves with the exit code once all have exited: 0 when every
 * worker drained in time, 1 otherwise. Called again (a second signal, or a
 * signal during a failed start), it is the same stop.
 */
export function superviseWorkers({
  cluster,
  count,
  logger,
  onListening,
}: {
  cluster: Cluster;
  count: number;
  logger: Logger;
  /** Once, when the first `count` workers all listen: the port they share. */
  onListening: (port: number) => void;
}): { stop: () => Promise<number>; failed: Promise<number> } {
  const listened = new WeakSet<Worker>();
  let startingUp = count;
  let stopping: Promise<number> | null = null;
  let worstCode = 0;
  let failStart: (code: number) => void = () => undefined;
  const failed = new Promise<number>((resolve) => {
    failStart = resolve;
  });

  cluster.on('listening', (worker, address) => {
    if (listened.has(worker)) return;
    listened.add(worker);
    startingUp -= 1;
    if (startingUp === 0) onListening(address.port);
    else if (startingUp < 0) logger.info({ workerPid: worker.process.pid }, 'the replacement worker is listening');
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0 || signal) worstCode = 1;
      return;
    }
    if (!listened.has(worker)) {
      logger.error({ workerPid: worker.process.pid, code, signal }, 'a worker exited before it listened: stopping the server');
      void stop().then(() => failStart(1));
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'a worker exited; starting another in its place');
    cluster.fork();
  });

  for (let i = 0; i < count; i += 1) cluster.fork();

  function stop(): Promise<number> {
    if (stopping) return stopping;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    stopping = Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.process.kill('SIGTERM');
          }),
      ),
    ).then(() => worstCode);
    return stopping;
  }

  return { stop, failed };
}
