// Small process and HTTP helpers shared by the bench and the soak: free ports, spawning, raw fetches, RSS.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { NODE_FLAGS } from '../scripts/build-node.js';
import type { LoadJob, LoadResult } from './load.js';

export { freePort } from '../test/helpers/free-port.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with exact headers and body; the response bytes are kept as they came (no decoding). */
export function fetchRaw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The built server, as production runs it. */
export const BUILT_SERVER = 'dist/server.js';
export const BUILT_SERVER_ARGS = [...NODE_FLAGS, BUILT_SERVER];

/**
 * Spawns `node script` and resolves with the time from spawn to the first 200 on /api/health
 * (polled every 2 ms over fresh connections).
 */
export async function spawnServer(
  env: Record<string, string>,
  args = BUILT_SERVER_ARGS,
  timeoutMs = 15_000,
): Promise<{ child: ChildProcess; port: number; coldStartMs: number; startedAt: number }> {
  const port = Number(env.PORT);
  const startedAt = performance.now();
  const script = args.at(-1) ?? '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    if (performance.now() - startedAt > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer /api/health in time`);
    }
    const res = await fetchRaw(port, 'GET', '/api/health').catch(() => undefined);
    if (res?.status === 200) return { child, port, coldStartMs: performance.now() - startedAt, startedAt };
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Compiles a TypeScript server to one plain .mjs file, so no TypeScript loader runs in its process. */
export async function compilePlain(file: string, outDir: string): Promise<string> {
  const outfile = join(outDir, basename(file).replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Bundled CommonJS dependencies (yaml) require Node built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}

/** Forks a plain JavaScript file and waits for its 'ready' message. */
export function forkPlain(
  file: string,
  env: Record<string, string> = {},
  execArgv: string[] = [],
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // fork() passes on the parent's execArgv by default, which under tsx is its loader: the ceiling must not
    // carry it (it is plain JavaScript, and the rule is no TypeScript loader in a measured process).
    const child = fork(file, [], {
      execArgv,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** A load generator in its own process, so it never shares an event loop with a server under test. */
export async function startLoadGenerator(): Promise<{
  run: (job: LoadJob) => Promise<LoadResult>;
  stop: () => Promise<void>;
}> {
  const child = fork('bench/load.ts', [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const run = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) =>
        m.ok && m.result ? resolve(m.result) : reject(new Error(m.error)),
      );
      child.send(job);
    });
  return { run, stop: () => stopChild(child) };
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
