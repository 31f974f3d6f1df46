// `npm run soak`: the built server under bounded high-concurrency load on every endpoint (127.0.0.1 only).
// Passes when there are no connection errors, every answer is the 2xx expected, and memory after a full garbage
// collection holds: RSS under load is mostly garbage V8 has not collected yet, a sawtooth that proves nothing.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  BUILT_SERVER_ARGS,
  fetchRaw,
  freePort,
  rssMb,
  spawnServer,
  startLoadGenerator,
  stopChild,
} from './bench-http.js';
import { CHECK_FIT_CALL, FIT_BODY, MCP_HEADERS, toolCall } from './cases.js';
import type { LoadRequest, LoadResult } from './load.js';
import { MEMORY_PROBE_ARGS, probeMemory } from './probe-memory.js';

const soakS = Number(process.env.SOAK_SECONDS ?? 60);
const warmupS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
/**
 * After a full collection, RSS and the live JS heap at the end may exceed their after-warm-up values by at most
 * this fraction. A leak of 10 bytes per request grows the ~13 MB live heap by ~70% over the soak's million requests.
 */
const GROWTH_LIMIT = 0.2;

const percent = (from: number, to: number) => {
  const p = Math.round(((to - from) / from) * 100);
  return `${p >= 0 ? '+' : ''}${p}%`;
};

const get = (path: string, headers: Record<string, string> = {}): LoadRequest => ({
  method: 'GET',
  path,
  headers,
});
const mcp = (body: string): LoadRequest => ({ method: 'POST', path: '/mcp', headers: MCP_HEADERS, body });

/** Every connection cycles through these: table hits, negotiated pages, the Hono door and both body doors. */
const MIX: LoadRequest[] = [
  get('/api/health'),
  get('/api/offer', { 'accept-encoding': 'gzip, br' }),
  get('/api/pages'),
  get('/api/pages/about'),
  get('/', { accept: 'text/html' }),
  get('/', { accept: 'text/markdown' }),
  get('/llms.txt'),
  get('/openapi.json', { 'accept-encoding': 'br' }),
  get('/sitemap.xml'),
  get('/fit?annualRevenue=2400000&founderLed=yes&role=coach', { accept: 'text/html' }),
  { method: 'POST', path: '/api/fit', headers: { 'content-type': 'application/json' }, body: FIT_BODY },
  mcp(CHECK_FIT_CALL),
  mcp(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })),
  mcp(toolCall('get_page', { slug: 'developers' })),
  {
    method: 'OPTIONS',
    path: '/api/fit',
    headers: { origin: 'https://agent.example', 'access-control-request-method': 'POST' },
  },
];

function problems(phase: string, r: LoadResult): string[] {
  const found: string[] = [];
  if (r.errors || r.timeouts) found.push(`${phase}: ${r.errors} connection errors, ${r.timeouts} timeouts`);
  const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
  if (bad.length) found.push(`${phase}: non-2xx answers ${JSON.stringify(Object.fromEntries(bad))}`);
  if (r.requests === 0) found.push(`${phase}: no requests completed`);
  return found;
}

async function main(): Promise<number> {
  const port = await freePort();
  const probeFile = join(mkdtempSync(join(tmpdir(), 'soak-')), 'memory.json');
  // The production bundle and flags, plus the probe.
  const args = [...MEMORY_PROBE_ARGS, ...BUILT_SERVER_ARGS];
  const server = await spawnServer({ PORT: String(port), MEMORY_PROBE_FILE: probeFile }, args);
  const pid = server.child.pid ?? 0;
  const load = await startLoadGenerator();
  try {
    // Every request of the mix must succeed once on its own before the load means anything.
    for (const r of MIX) {
      const res = await fetchRaw(port, r.method, r.path, r.headers, r.body);
      if (res.status < 200 || res.status > 299) throw new Error(`${r.method} ${r.path}: ${res.status}`);
    }
    const job = (durationS: number) =>
      load.run({ url: `http://127.0.0.1:${port}`, connections, durationS, requests: MIX });
    const warm = await job(warmupS);
    const before = await probeMemory(pid, probeFile);
    const soak = await job(soakS);
    const underLoad = rssMb(pid) ?? 0;
    const after = await probeMemory(pid, probeFile);
    const found = [...problems('warm-up', warm), ...problems('soak', soak)];
    for (const [name, key] of [
      ['RSS', 'rssMb'],
      ['live JS heap', 'heapMb'],
    ] as const) {
      if (after[key] > before[key] * (1 + GROWTH_LIMIT)) {
        found.push(
          `${name} after a full collection grew ${percent(before[key], after[key])} ` +
            `(${before[key]} -> ${after[key]} MB), limit ${GROWTH_LIMIT * 100}%`,
        );
      }
    }
    process.stdout.write(
      `soak: ${soak.requests} requests in ${soak.durationS} s at ${connections} connections (${soak.rps} req/s), ` +
        `p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms, statuses ${JSON.stringify(soak.statusCodes)}\n` +
        `after a full collection, warm-up -> soak: RSS ${before.rssMb} -> ${after.rssMb} MB ` +
        `(${percent(before.rssMb, after.rssMb)}), live JS heap ${before.heapMb} -> ${after.heapMb} MB ` +
        `(${percent(before.heapMb, after.heapMb)}); RSS at the end of the load, before collecting: ${underLoad} MB\n`,
    );
    for (const problem of found) process.stderr.write(`FAIL ${problem}\n`);
    return found.length ? 1 : 0;
  } finally {
    await load.stop();
    await stopChild(server.child);
    rmSync(dirname(probeFile), { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`FAIL ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
