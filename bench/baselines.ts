// The servers the bench compares ours with, besides the ceiling: the MCP SDK server and workerd (BENCH_WORKERD=0 leaves it out).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { compilePlain, fetchRaw, freePort } from './bench-http.js';
import { CHECK_FIT_CALL, MCP_HEADERS } from './cases.js';

export const SDK_SERVER = 'bench/sdk-mcp-server.ts';
/** The Workers build on bare workerd, runnable as a process (issue 6's e2e helper). */
export const WORKERD_SERVER = 'test/e2e/workerd-server.ts';

export interface Baseline {
  child: ChildProcess;
  port: number;
}

/** Spawns a server (node args) on a free port and waits until `ready` says it answers. */
async function startServer(
  args: string[],
  env: Record<string, string>,
  ready: (port: number) => Promise<boolean>,
  timeoutMs: number,
): Promise<Baseline> {
  const port = await freePort();
  const file = args.at(-1);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await ready(port).catch(() => false)) return { child, port };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${file} did not become ready`);
}

/** The SDK's stateless server answering tools/call on /mcp, compiled to plain JavaScript like the ceiling. */
export async function startSdk(workDir: string): Promise<Baseline | undefined> {
  if (!existsSync(SDK_SERVER)) return undefined;
  const ready = async (port: number) =>
    (await fetchRaw(port, 'POST', '/mcp', MCP_HEADERS, CHECK_FIT_CALL)).status === 200;
  return startServer([await compilePlain(SDK_SERVER, workDir)], {}, ready, 30_000);
}

/** The same app as a Worker on bare workerd (it builds the bundle first); BENCH_WORKERD=0 skips it. */
export function startWorkerd(baseUrl: string): Promise<Baseline | undefined> {
  if (process.env.BENCH_WORKERD === '0') return Promise.resolve(undefined);
  if (!existsSync(WORKERD_SERVER))
    throw new Error(`${WORKERD_SERVER} is missing (BENCH_WORKERD=0 skips the workerd column)`);
  const ready = async (port: number) => (await fetchRaw(port, 'GET', '/api/health')).status === 200;
  // Only a launcher for workerd (the server under test is workerd itself), so tsx is fine here.
  return startServer(['--import', 'tsx', WORKERD_SERVER], { BASE_URL: baseUrl }, ready, 180_000);
}
