// The load generator (autocannon) in a process of its own: the parent sends
// one run's options, this answers with the figures and waits for the next.
import autocannon from 'autocannon';
import type { LoadRun, LoadResult } from './lib/load';

process.on('message', (run: LoadRun) => {
  const instance = autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
    requests: run.requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
  });
  void instance.then((result) => {
    const answer: LoadResult = {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      // A 304 is the answer a revalidating poll asks for.
      errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
    };
    process.send?.(answer);
  });
});
