// Whether each production V8 flag still pays on this Node: the server with every flag, without each one, and bare.
// `npx tsx bench/flag-study.ts` (after `npm run build`; under `tools/runtimes/with-node.sh 26` for the LTS).

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_FLAGS } from '../scripts/build-node.js';
import {
  BUILT_SERVER,
  freePort,
  median,
  rssMb,
  spawnServer,
  startLoadGenerator,
  stopChild,
} from './bench-http.js';
import { CHECK_FIT_CALL, MCP_HEADERS } from './cases.js';
import type { LoadRequest } from './load.js';
import { MEMORY_PROBE_ARGS, probeMemory } from './probe-memory.js';
import { IDLE_RSS_AFTER_MS } from './startup.js';

const rounds = Number(process.env.FLAG_ROUNDS ?? 3);
const durationS = Number(process.env.BENCH_DURATION ?? 4);
const ENV = { BASE_URL: 'https://bench.example', CONTENT_DIR: process.env.CONTENT_DIR || 'content' };
const GET: LoadRequest = { method: 'GET', path: '/api/offer' };
const MCP: LoadRequest = { method: 'POST', path: '/mcp', headers: MCP_HEADERS, body: CHECK_FIT_CALL };

/** Every flag, every flag but one (for each), and none. */
const VARIANTS: [string, string[]][] = [
  ['all flags', NODE_FLAGS],
  ...NODE_FLAGS.map((flag): [string, string[]] => [`without ${flag}`, NODE_FLAGS.filter((f) => f !== flag)]),
  ['no flags', []],
];

interface Sample {
  coldStartMs: number;
  idleRssMb: number;
  getRps: number;
  mcpRps: number;
  loadedRssMb: number;
  collectedRssMb: number;
  liveHeapMb: number;
}

async function measure(
  flags: string[],
  load: Awaited<ReturnType<typeof startLoadGenerator>>,
): Promise<Sample> {
  const probeFile = join(tmpdir(), `flag-study-${process.pid}.json`);
  const server = await spawnServer({ ...ENV, PORT: String(await freePort()), MEMORY_PROBE_FILE: probeFile }, [
    ...flags,
    ...MEMORY_PROBE_ARGS,
    BUILT_SERVER,
  ]);
  try {
    const wait = IDLE_RSS_AFTER_MS - (performance.now() - server.startedAt);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const idleRssMb = rssMb(server.child.pid) ?? Number.NaN;
    const url = `http://127.0.0.1:${server.port}`;
    const run = async (request: LoadRequest) => {
      await load.run({ url, connections: 50, durationS: 1, requests: [request] });
      return (await load.run({ url, connections: 50, durationS, requests: [request] })).rps;
    };
    const getRps = await run(GET);
    const mcpRps = await run(MCP);
    const loadedRssMb = rssMb(server.child.pid) ?? Number.NaN;
    const collected = await probeMemory(server.child.pid ?? 0, probeFile);
    return {
      coldStartMs: server.coldStartMs,
      idleRssMb,
      getRps,
      mcpRps,
      loadedRssMb,
      collectedRssMb: collected.rssMb,
      liveHeapMb: collected.heapMb,
    };
  } finally {
    await stopChild(server.child);
  }
}

async function main(): Promise<void> {
  const load = await startLoadGenerator();
  const samples = new Map<string, Sample[]>(VARIANTS.map(([name]) => [name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      // The order rotates each round: no variant always runs first or after the same other one.
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length] as [string, string[]]);
      for (const [name, flags] of order) samples.get(name)?.push(await measure(flags, load));
    }
  } finally {
    await load.stop();
  }
  const mid = (name: string, key: keyof Sample) => median((samples.get(name) ?? []).map((s) => s[key]));
  console.log(`${process.version}, ${rounds} rounds in rotating order, ${durationS} s of load per case`);
  console.log(
    '| variant | cold start ms | idle RSS MB | GET /api/offer req/s | MCP check_fit req/s | RSS after load MB | after a full collection | live heap MB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name] of VARIANTS) {
    const cells = (
      ['coldStartMs', 'idleRssMb', 'getRps', 'mcpRps', 'loadedRssMb', 'collectedRssMb', 'liveHeapMb'] as const
    ).map((k) => Math.round(mid(name, k) * 10) / 10);
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
