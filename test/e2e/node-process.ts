// Runs the built Node entry as a child process and collects its JSON log events (stdout and stderr).
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { FIXTURE_CONTENT } from '../helpers/site.js';
import { TEST_KEEP_ALIVE, WAIT_MS } from '../helpers/wait-until.js';

export interface LogEvent {
  msg: string;
  pid?: number;
  port?: number;
  url?: string;
  worker?: number;
  exitCode?: number;
}

export interface Spawned {
  child: ChildProcess;
  events: LogEvent[];
  stderr: () => string;
  waitFor: (test: (e: LogEvent) => boolean, timeoutMs?: number) => Promise<LogEvent>;
  exited: Promise<number | null>;
}

/** `entry` is a built node.js; PORT=0 on 127.0.0.1 and LOG_LEVEL=info unless env says otherwise. */
export function spawnServer(entry: string, env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CONTENT_DIR: FIXTURE_CONTENT,
      ...TEST_KEEP_ALIVE,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: LogEvent[] = [];
  let err = '';
  const waiters = new Set<() => void>();
  // Events are JSON lines: info on stdout, errors on stderr; both streams feed the one list.
  const collect = (stream: NodeJS.ReadableStream | null, raw?: (text: string) => void) => {
    let buffer = '';
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      raw?.(text);
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line) as LogEvent);
      for (const wake of waiters) wake();
    });
  };
  collect(child.stdout);
  collect(child.stderr, (text) => {
    err += text;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (test: (e: LogEvent) => boolean, timeoutMs = WAIT_MS) =>
    new Promise<LogEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(test);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out; events: ${JSON.stringify(events)} stderr: ${err}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { child, events, stderr: () => err, waitFor, exited };
}

/** A fresh connection per request, so the primary hands each one to the next worker. */
export function getPid(port: number): Promise<{ status: number; pid: number }> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-worker-pid']) }));
    });
    req.on('error', reject);
  });
}
