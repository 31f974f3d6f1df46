// `npm run bench`: our built server against the raw node:http ceiling (and the MCP SDK), A B A B, medians.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fetchRaw,
  forkTs,
  freePort,
  median,
  rssMb,
  spawnServer,
  startLoadGenerator,
  stopChild,
} from './bench-http.js';
import { type BenchCase, CHECK_FIT_CALL, ceilingCases, MCP_HEADERS, sdkCases } from './cases.js';
import type { Fixture } from './ceiling-server.js';
import type { LoadResult } from './load.js';
import { machineInfo, printTable, type Summary, summarise } from './report.js';

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const warmupS = Number(process.env.BENCH_WARMUP ?? 2);
const only = process.env.BENCH_CASES?.split(',').map((s) => s.trim().toLowerCase());
const SDK_SERVER = 'bench/sdk-mcp-server.ts';
// Responses that depend on the connection, not on us; Node adds them on both sides.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const children: ChildProcess[] = [];
const track = (child: ChildProcess) => {
  children.push(child);
  return child;
};

/** Three fresh starts, spawn to first 200; the last one stays up for the run. */
async function startOurs(port: number) {
  const coldStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = await spawnServer({
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    });
    coldStarts.push(Math.round(started.coldStartMs));
    if (i < 2) await stopChild(started.child);
    else return { child: track(started.child), coldStarts };
  }
  throw new Error('unreachable');
}

async function fixtureFor(port: number, c: BenchCase): Promise<Fixture> {
  const res = await fetchRaw(port, c.method, c.path, c.headers, c.body);
  if (res.status !== c.expectStatus)
    throw new Error(`${c.name}: expected ${c.expectStatus}, got ${res.status}`);
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !PER_CONNECTION.has(k)));
  return {
    method: c.method,
    path: c.path,
    accept: c.headers.accept,
    ifNoneMatch: c.headers['if-none-match'],
    status: res.status,
    headers,
    body: res.body.toString('base64'),
  };
}

/** The SDK server, when the MCP work provides one, answering tools/call on PORT. */
async function startSdk(): Promise<{ child: ChildProcess; port: number } | undefined> {
  if (!existsSync(SDK_SERVER)) return undefined;
  const port = await freePort();
  const { spawn } = await import('node:child_process');
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', SDK_SERVER], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  for (let i = 0; i < 300; i++) {
    const res = await fetchRaw(port, 'POST', '/mcp', MCP_HEADERS, CHECK_FIT_CALL).catch(() => undefined);
    if (res?.status === 200) return { child, port };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${SDK_SERVER} did not answer tools/call on /mcp`);
}

async function main() {
  if (!existsSync('dist/entry/node.js')) throw new Error('dist/ is missing: run `npm run build` first');
  const oursPort = await freePort();
  const ours = await startOurs(oursPort);
  const offer = await fetchRaw(oursPort, 'GET', '/api/offer');
  const mcpProbe = await fetchRaw(oursPort, 'POST', '/mcp', MCP_HEADERS, CHECK_FIT_CALL);
  const withMcp = mcpProbe.status === 200;
  const sdk = await startSdk();
  const cases = [...ceilingCases(offer.headers.etag ?? '', withMcp), ...(sdk ? sdkCases() : [])].filter(
    (c) => !only || only.some((o) => c.name.toLowerCase().includes(o)),
  );

  const fixtures = await Promise.all(
    cases.filter((c) => c.baseline === 'ceiling').map((c) => fixtureFor(oursPort, c)),
  );
  const fixtureFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const ceilingPort = await freePort();
  const ceiling = track(
    await forkTs('bench/ceiling-server.ts', { PORT: String(ceilingPort), CEILING_FIXTURES: fixtureFile }),
  );

  const load = await startLoadGenerator();
  const job = (port: number, c: BenchCase, seconds: number) =>
    load.run({
      url: `http://127.0.0.1:${port}`,
      connections,
      durationS: seconds,
      requests: [{ method: c.method, path: c.path, headers: c.headers, body: c.body }],
    });

  const summaries: Summary[] = [];
  for (const c of cases) {
    const basePort = c.baseline === 'sdk' ? (sdk?.port ?? 0) : ceilingPort;
    if (warmupS > 0) {
      await job(oursPort, c, warmupS);
      await job(basePort, c, warmupS);
    }
    const oursRuns: LoadResult[] = [];
    const baseRuns: LoadResult[] = [];
    // A B A B: drift in machine load hits both sides alike.
    for (let r = 0; r < rounds; r++) {
      oursRuns.push(await job(oursPort, c, durationS));
      baseRuns.push(await job(basePort, c, durationS));
    }
    const summary = summarise(c, oursRuns, baseRuns);
    summaries.push(summary);
    process.stdout.write(
      `${summary.name}: ${summary.ours.rps} vs ${summary.baseline.rps} req/s (x${summary.ratio})\n`,
    );
  }

  const rss = rssMb(ours.child.pid);
  const result = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    settings: { durationS, connections, rounds, warmupS, logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent' },
    coldStartMs: { runs: ours.coldStarts, median: median(ours.coldStarts), target: 500 },
    rssMb: { ours: rss, ceiling: rssMb(ceiling.pid), sdk: rssMb(sdk?.child.pid), target: 120 },
    mcp: withMcp ? 'measured' : `skipped: POST /mcp answered ${mcpProbe.status}`,
    sdk: sdk ? 'measured' : `skipped: ${SDK_SERVER} not found`,
    cases: summaries,
  };
  await load.stop();
  printTable(result);
  writeFileSync('bench/results.json', `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write('Wrote bench/results.json\n');
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all(children.map(stopChild)));
