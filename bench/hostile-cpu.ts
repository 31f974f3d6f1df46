// `npx tsx bench/hostile-cpu.ts`: CPU time per request of every hostile-corpus request, on Node and bare workerd.
// Why: issue 48 found headers that cost 0.3-0.5 s of CPU each; this shows none costs more than a few ms now.
// Bounded: 127.0.0.1 only, REPEAT requests per corpus entry and door (about 1,300 in all), then both stop.
// CPU is read from /proc/<pid>/task/*/schedstat (nanoseconds on the CPU), so it counts the server alone.
import { readdirSync, readFileSync } from 'node:fs';
import { buildWorker } from '../scripts/build-worker.js';
import { startBareWorkerd } from '../test/e2e/workerd-bare.js';
import { readCompatibilityDate, readCompatibilityFlags } from '../test/e2e/workerd-server.js';
import { FIXTURE_CONTENT } from '../test/helpers/site.js';
import { askNode } from '../test/parity/door-runners.js';
import { HOSTILE_CORPUS, type HostileRequest } from '../test/parity/hostile-corpus.js';
import { BUILT_SERVER_ARGS, freePort, spawnServer, stopChild } from './bench-http.js';

const REPEAT = Number(process.env.HOSTILE_CPU_REPEAT ?? 10);
const BASE = 'https://offer.example.com';

/** Nanoseconds every thread of the process has spent on a CPU so far. */
function cpuNs(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const text = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8');
    total += Number(text.split(' ')[0]);
  }
  return total;
}

/**
 * The request with its classified and negotiated headers made new (`n` differs per request), so no memo of
 * the server answers from what it kept: what a hostile client that never repeats itself costs.
 */
function distinct(request: HostileRequest, n: number): HostileRequest {
  const headers = (request.headers ?? []).map(([name, value]): [string, string] => {
    if (name === 'user-agent')
      return [
        name,
        value.startsWith('Mozilla/5.0 ') ? `Mozilla/5.0 ${n}${value.slice(12)}` : `${n} ${value}`,
      ];
    if (name === 'accept') return [name, `application/x-v${n};q=0.1, ${value}`];
    if (name === 'accept-encoding') return [name, `x-v${n};q=0.1, ${value}`];
    // Before the last character: the run of blanks ahead of it, which the old pattern backtracked on, stays.
    if (name === 'content-encoding') return [name, `${value.slice(0, -1)}${n}${value.slice(-1)}`];
    return [name, value];
  });
  return { ...request, headers };
}

/** The server's CPU per request of one corpus entry, in ms: REPEAT distinct requests, one connection each. */
async function cpuPerRequest(pid: number, port: number, request: HostileRequest): Promise<number> {
  await askNode(port, distinct(request, 0));
  const before = cpuNs(pid);
  for (let i = 1; i <= REPEAT; i++) await askNode(port, distinct(request, i));
  return (cpuNs(pid) - before) / REPEAT / 1e6;
}

async function measure(door: string, pid: number, port: number, requests: HostileRequest[]) {
  const rows: [string, number][] = [];
  for (const request of requests) rows.push([request.name, await cpuPerRequest(pid, port, request)]);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${door}: CPU per request (ms), request logging on, ${REPEAT} requests each, highest first`);
  for (const [name, ms] of rows.slice(0, 12)) console.log(`  ${ms.toFixed(2).padStart(7)}  ${name}`);
  console.log(`  ... ${rows.length} requests in all; the lowest ${rows.at(-1)?.[1].toFixed(2)} ms`);
}

/** Which doors to measure: HOSTILE_CPU_DOORS=node or =workerd for one of them. */
const doors = (process.env.HOSTILE_CPU_DOORS ?? 'node,workerd').split(',');

if (doors.includes('node')) {
  const nodePort = await freePort();
  const node = await spawnServer(
    { PORT: String(nodePort), BASE_URL: BASE, LOG_LEVEL: 'info', CONTENT_DIR: FIXTURE_CONTENT },
    BUILT_SERVER_ARGS,
  );
  try {
    await measure('Node (npm run build first)', node.child.pid ?? 0, nodePort, HOSTILE_CORPUS);
  } finally {
    await stopChild(node.child);
  }
}

if (doors.includes('workerd')) {
  const built = await buildWorker({ contentDir: FIXTURE_CONTENT, outDir: '.tmp/hostile-cpu-worker' });
  const workerdPort = await freePort();
  const worker = await startBareWorkerd({
    scriptPath: built.scriptPath,
    port: workerdPort,
    bindings: { BASE_URL: BASE, LOG_LEVEL: 'info' },
    compatibilityDate: readCompatibilityDate(),
    compatibilityFlags: readCompatibilityFlags(),
  });
  try {
    await measure(
      'workerd',
      worker.pid ?? 0,
      workerdPort,
      HOSTILE_CORPUS.filter((r) => r.workerd === undefined),
    );
  } finally {
    await worker.stop();
  }
}
