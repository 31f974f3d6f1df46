// `npm run bench`: start-up beside a hello world, then throughput beside the raw node:http ceiling (and the MCP SDK).
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSdk, startWorkerd } from './baselines.js';
import {
  BUILT_SERVER,
  BUILT_SERVER_ARGS,
  compilePlain,
  fetchRaw,
  forkPlain,
  freePort,
  median,
  rssMb,
  spawnServer,
  startLoadGenerator,
  stopChild,
} from './bench-http.js';
import {
  type BenchCase,
  CHECK_FIT_CALL,
  ceilingCases,
  everySurface,
  MCP_HEADERS,
  sdkCases,
} from './cases.js';
import type { LoadResult } from './load.js';
import { MEMORY_PROBE_ARGS, probeMemory } from './probe-memory.js';
import { recordFixtures, verifyCeiling } from './record-fixtures.js';
import {
  type BenchResult,
  printTargets,
  renderSummary,
  renderTables,
  writeBetweenMarkers,
} from './render-report.js';
import { evaluateTargets, machineInfo, type Summary, summarise } from './report.js';
import { processCpuMs, settle } from './settle.js';
import { mergeSlices } from './slices.js';
import { measureStartup } from './startup.js';

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
/**
 * Each round's seconds per side, run as this many slices taking turns with the other sides: the machine's
 * drift within a round (2× between rounds on this VM) then falls on every side alike.
 */
const slices = Math.max(1, Math.floor(Number(process.env.BENCH_SLICES ?? 5)));
const warmupS = Number(process.env.BENCH_WARMUP ?? 2);
const startupRuns = Math.max(3, Number(process.env.BENCH_STARTUP_RUNS ?? 7));
const only = process.env.BENCH_CASES?.split(',').map((s) => s.trim().toLowerCase());
/** A run with other settings than the documented ones does not overwrite the quoted results. */
const complete = !only && durationS === 10 && connections === 50 && rounds === 3 && slices === 5;
/** One base URL for every server, so bodies and ETags are the same bytes everywhere. */
const BASE_URL = 'https://bench.example';
const CONTENT_DIR = process.env.CONTENT_DIR || 'content';
/** Where the short summary is quoted: the operations guide, beside how to run the server. */
const SUMMARY_FILE = 'docs/operations.md';
const OURS_ENV = { BASE_URL, CONTENT_DIR, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' };

const children: ChildProcess[] = [];
const track = <T extends { child: ChildProcess } | undefined>(started: T) => {
  if (started) children.push(started.child);
  return started;
};

async function main(): Promise<void> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first`);
  mkdirSync('.tmp', { recursive: true });
  const work = mkdtempSync(join('.tmp', 'bench-'));
  const [helloScript, ceilingScript] = await Promise.all([
    compilePlain('bench/hello-server.ts', work),
    compilePlain('bench/ceiling-server.ts', work),
  ]);
  process.stdout.write(`start-up: ${startupRuns} fresh starts each of a hello world and of ours, in turn\n`);
  const startup = await measureStartup([helloScript], BUILT_SERVER_ARGS, OURS_ENV, startupRuns);

  // Ours and the ceiling carry the memory probe (a SIGUSR2 listener, no V8 flag: idle RSS, cold start and
  // throughput the same as without it), so memory after the bench is read after a full collection.
  const probeFiles = {
    ours: resolve(work, 'ours-memory.json'),
    ceiling: resolve(work, 'ceiling-memory.json'),
  };
  const ours = track(
    await spawnServer({ ...OURS_ENV, PORT: String(await freePort()), MEMORY_PROBE_FILE: probeFiles.ours }, [
      ...MEMORY_PROBE_ARGS,
      ...BUILT_SERVER_ARGS,
    ]),
  );
  const offer = await fetchRaw(ours.port, 'GET', '/api/offer');
  const mcpProbe = await fetchRaw(ours.port, 'POST', '/mcp', MCP_HEADERS, CHECK_FIT_CALL);
  const sdk = track(await startSdk(work));
  const workerd = track(await startWorkerd(BASE_URL));
  const cases = [
    ...ceilingCases(offer.headers.etag ?? '', mcpProbe.status === 200, everySurface(CONTENT_DIR, BASE_URL)),
    ...(sdk ? sdkCases() : []),
  ].filter((c) => !only || only.some((o) => c.name.toLowerCase().includes(o)));

  const fixtureFile = join(work, 'fixtures.json');
  const fixtures = await recordFixtures(ours.port, cases);
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const ceilingPort = await freePort();
  const ceiling = await forkPlain(
    ceilingScript,
    { PORT: String(ceilingPort), CEILING_FIXTURES: fixtureFile, MEMORY_PROBE_FILE: probeFiles.ceiling },
    MEMORY_PROBE_ARGS,
  );
  children.push(ceiling);
  await verifyCeiling(ceilingPort, cases, fixtures);

  const load = await startLoadGenerator();
  const settleMs: number[] = [];
  // Whose CPU time a side's slices are read from; workerd's is left out: its process here is the launcher.
  const pids = new Map([
    [ours.port, ours.child.pid],
    [ceilingPort, ceiling.pid],
    [sdk?.port, sdk?.child.pid],
  ]);
  // Every side starts on a quiet machine: the previous side's leftovers (GC, queued work) are not its load.
  const job = async (port: number, c: BenchCase, seconds: number) => {
    settleMs.push(await settle());
    const cpuBefore = processCpuMs(pids.get(port));
    const result = await load.run({
      url: `http://127.0.0.1:${port}`,
      connections,
      durationS: seconds,
      requests: c.requests,
    });
    const cpuAfter = processCpuMs(pids.get(port));
    if (cpuBefore !== undefined && cpuAfter !== undefined) result.cpuMs = cpuAfter - cpuBefore;
    return result;
  };

  const summaries: Summary[] = [];
  for (const c of cases) {
    // Every side in turn, slice by slice, so drift in machine load hits every side alike; the order rotates by
    // slice and round (A B C, B C A, C A B), so no side always runs right after the same other one or first.
    const sides = [ours.port, c.baseline === 'sdk' ? (sdk?.port ?? 0) : ceilingPort];
    if (workerd && c.baseline === 'ceiling') sides.push(workerd.port);
    const runs: LoadResult[][] = sides.map(() => []);
    if (warmupS > 0) for (const port of sides) await job(port, c, warmupS);
    for (let r = 0; r < rounds; r++) {
      const sliced: LoadResult[][] = sides.map(() => []);
      for (let s = 0; s < slices; s++) {
        for (let k = 0; k < sides.length; k++) {
          const i = (k + r + s) % sides.length;
          sliced[i]?.push(await job(sides[i] ?? 0, c, durationS / slices));
        }
      }
      for (const [i, parts] of sliced.entries()) runs[i]?.push(mergeSlices(parts, connections));
    }
    const summary = summarise(c, runs[0] ?? [], runs[1] ?? [], runs[2]);
    summaries.push(summary);
    process.stdout.write(
      `${summary.name}: ${summary.ours.rps} vs ${summary.baseline.rps} req/s (x${summary.ratio})\n`,
    );
  }
  await load.stop();

  const rssAfterMb = {
    ours: rssMb(ours.child.pid) ?? 0,
    ceiling: rssMb(ceiling.pid),
    sdk: rssMb(sdk?.child.pid),
  };
  // The target reads what is left after a full collection, not where the old generation's sawtooth stood.
  const rssAfterCollectionMb = {
    ours: (await probeMemory(ours.child.pid ?? 0, probeFiles.ours)).rssMb,
    ceiling: (await probeMemory(ceiling.pid ?? 0, probeFiles.ceiling)).rssMb,
  };
  const targets = evaluateTargets(startup, rssAfterCollectionMb.ours, summaries);
  const result: BenchResult = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    settings: { durationS, connections, rounds, slices, warmupS, startupRuns },
    startup,
    rssAfterMb,
    rssAfterCollectionMb,
    settleMs: { median: median(settleMs), max: Math.max(0, ...settleMs) },
    cases: summaries,
    targets,
    pass: targets.every((t) => t.pass),
  };
  printTargets(result);
  const out = complete ? 'bench/results.json' : join('.tmp', 'bench-results.json');
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (complete) {
    // A missing marker used to be skipped in silence, which left an old summary ("every target met") in place.
    for (const [file, name, text] of [
      ['bench/README.md', 'bench-results', renderTables(result)],
      [SUMMARY_FILE, 'bench-summary', renderSummary(result)],
    ] as const) {
      if (!writeBetweenMarkers(file, name, text)) throw new Error(`${file} has no ${name} markers`);
    }
  }
  process.stdout.write(
    `Wrote ${out}${complete ? `, the tables in bench/README.md and the summary in ${SUMMARY_FILE}` : ' (a partial or non-default run leaves the quoted results alone)'}\n`,
  );
  if (!result.pass) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all(children.map(stopChild)));
