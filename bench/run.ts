// `npm run bench`: our built server against the raw node:http ceiling (and the MCP SDK), A B A B, medians.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SDK_SERVER, startSdk, startWorkerd } from './baselines.js';
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
/** One base URL for every server, so bodies and ETags are the same bytes everywhere. */
const BASE_URL = 'https://bench.example';
// Responses that depend on the connection, not on us; Node adds them on both sides.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const children: ChildProcess[] = [];
const track = <T extends { child: ChildProcess } | undefined>(started: T) => {
  if (started) children.push(started.child);
  return started;
};

/** Three fresh starts, spawn to first 200; the last one stays up for the run. */
async function startOurs(port: number) {
  const coldStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const env = { PORT: String(port), BASE_URL, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' };
    const started = await spawnServer(env);
    coldStarts.push(Math.round(started.coldStartMs));
    if (i < 2) await stopChild(started.child);
    else return { ...track(started), coldStarts };
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

async function main() {
  if (!existsSync('dist/server.js')) throw new Error('dist/ is missing: run `npm run build` first');
  const oursPort = await freePort();
  const ours = await startOurs(oursPort);
  const offer = await fetchRaw(oursPort, 'GET', '/api/offer');
  const mcpProbe = await fetchRaw(oursPort, 'POST', '/mcp', MCP_HEADERS, CHECK_FIT_CALL);
  const withMcp = mcpProbe.status === 200;
  const sdk = track(await startSdk());
  const workerd = track(await startWorkerd(BASE_URL));
  const cases = [...ceilingCases(offer.headers.etag ?? '', withMcp), ...(sdk ? sdkCases() : [])].filter(
    (c) => !only || only.some((o) => c.name.toLowerCase().includes(o)),
  );

  const fixtures = await Promise.all(
    cases.filter((c) => c.baseline === 'ceiling').map((c) => fixtureFor(oursPort, c)),
  );
  const fixtureFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const ceilingPort = await freePort();
  const ceiling = await forkTs('bench/ceiling-server.ts', {
    PORT: String(ceilingPort),
    CEILING_FIXTURES: fixtureFile,
  });
  children.push(ceiling);

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
    // A B (C) in turn every round: drift in machine load hits every side alike.
    const sides = [oursPort, c.baseline === 'sdk' ? (sdk?.port ?? 0) : ceilingPort];
    if (workerd && c.baseline === 'ceiling') sides.push(workerd.port);
    const runs: LoadResult[][] = sides.map(() => []);
    if (warmupS > 0) for (const port of sides) await job(port, c, warmupS);
    for (let r = 0; r < rounds; r++) {
      for (const [i, port] of sides.entries()) runs[i]?.push(await job(port, c, durationS));
    }
    const summary = summarise(c, runs[0] ?? [], runs[1] ?? [], runs[2]);
    summaries.push(summary);
    process.stdout.write(
      `${summary.name}: ${summary.ours.rps} vs ${summary.baseline.rps} req/s (x${summary.ratio})\n`,
    );
  }

  const result = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    settings: { durationS, connections, rounds, warmupS, logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent' },
    coldStartMs: { runs: ours.coldStarts, median: median(ours.coldStarts), target: 500 },
    rssMb: {
      ours: rssMb(ours.child.pid),
      ceiling: rssMb(ceiling.pid),
      sdk: rssMb(sdk?.child.pid),
      target: 120,
    },
    mcp: withMcp ? 'measured' : `skipped: POST /mcp answered ${mcpProbe.status}`,
    sdk: sdk ? 'measured' : `skipped: ${SDK_SERVER} not found`,
    workerd: workerd ? 'measured (bare workerd, the Workers build)' : 'not run (BENCH_WORKERD=0)',
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
