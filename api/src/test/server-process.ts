import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the real server (`npm run serve`) on a DATA_DIR and a free port; resolves once it listens. */
export async function startServer({ dataDir, env = {} }: { dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIN_ADMIN_EMAIL: '', MAIN_ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[\d.:]+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolveStart(listening[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}):\n${output}`));
    });
  });
  return {
    child,
    base,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** A browser-like HTTP client for a server process: its cookie, this app's Origin, JSON bodies. */
export class HttpClient {
  cookie = '';
  constructor(private readonly base: string) {}
  async call(method: string, path: string, body?: object | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
    const isBytes = body instanceof Uint8Array;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !isBytes ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: isBytes ? body : JSON.stringify(body) } : {}),
    });
    // The session cookie; a sign-in also sets the device cookie, which these tests do not need.
    const setCookie = response.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, bytes: text };
  }
}
