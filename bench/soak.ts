// `npm run soak`: the built server under bounded high-concurrency load on every endpoint (127.0.0.1 only).
// Passes when there are no connection errors, every answer is the 2xx expected, and RSS holds after warm-up.

import { fetchRaw, freePort, rssMb, spawnServer, startLoadGenerator, stopChild } from './bench-http.js';
import { CHECK_FIT_CALL, FIT_BODY, MCP_HEADERS, toolCall } from './cases.js';
import type { LoadRequest, LoadResult } from './load.js';

const soakS = Number(process.env.SOAK_SECONDS ?? 60);
const warmupS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
/** End RSS may exceed the after-warm-up RSS by at most this fraction. */
const RSS_GROWTH_LIMIT = 0.2;

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
  const server = await spawnServer({ PORT: String(port) });
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
    const rssWarm = rssMb(server.child.pid) ?? 0;
    const soak = await job(soakS);
    const rssEnd = rssMb(server.child.pid) ?? 0;
    const growth = rssWarm ? (rssEnd - rssWarm) / rssWarm : 0;
    const found = [...problems('warm-up', warm), ...problems('soak', soak)];
    if (growth > RSS_GROWTH_LIMIT) {
      found.push(
        `RSS grew ${Math.round(growth * 100)}% (${rssWarm} -> ${rssEnd} MB), limit ${RSS_GROWTH_LIMIT * 100}%`,
      );
    }
    process.stdout.write(
      `soak: ${soak.requests} requests in ${soak.durationS} s at ${connections} connections (${soak.rps} req/s), ` +
        `p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms, statuses ${JSON.stringify(soak.statusCodes)}\n` +
        `RSS after ${warmupS} s warm-up ${rssWarm} MB, after soak ${rssEnd} MB (${growth >= 0 ? '+' : ''}${Math.round(growth * 100)}%)\n`,
    );
    for (const problem of found) process.stderr.write(`FAIL ${problem}\n`);
    return found.length ? 1 : 0;
  } finally {
    await load.stop();
    await stopChild(server.child);
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
