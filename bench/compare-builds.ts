// Two builds side by side (`npx tsx bench/compare-builds.ts BEFORE_DIR AFTER_DIR`): start-up and throughput in paired rounds.
import { join, resolve } from 'node:path';
import { NODE_FLAGS } from '../scripts/build-node.js';
import { freePort, median, spawnServer, startLoadGenerator, stopChild } from './bench-http.js';
import { CHECK_FIT_CALL, FIT_BODY, MCP_HEADERS } from './cases.js';
import type { LoadRequest } from './load.js';
import { measureStartup } from './startup.js';

/**
 * For a decision between two versions of the server (a router library or none, a lazy module or not): each
 * round runs both, in alternating order, so a change in machine load hits both alike; the ratio reported is
 * the median of the per-round ratios AFTER / BEFORE. Both builds serve their own content/ at one BASE_URL.
 */
const [beforeDir, afterDir] = process.argv.slice(2).map((d) => resolve(d));
if (!beforeDir || !afterDir) {
  console.error(
    'usage: npx tsx bench/compare-builds.ts BEFORE_DIR AFTER_DIR (each with dist/server.js built)',
  );
  process.exit(2);
}
const rounds = Number(process.env.COMPARE_ROUNDS ?? 5);
const durationS = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASE_URL = 'https://bench.example';

const CASES: [string, LoadRequest][] = [
  ['GET /api/offer', { method: 'GET', path: '/api/offer' }],
  [
    'POST /api/fit',
    { method: 'POST', path: '/api/fit', headers: { 'content-type': 'application/json' }, body: FIT_BODY },
  ],
  ['POST /mcp check_fit', { method: 'POST', path: '/mcp', headers: MCP_HEADERS, body: CHECK_FIT_CALL }],
  [
    'GET /fit?… (result page)',
    {
      method: 'GET',
      path: '/fit?annualRevenue=2400000&founderLed=yes&role=coach',
      headers: { accept: 'text/html' },
    },
  ],
  ['OPTIONS /api/fit (preflight)', { method: 'OPTIONS', path: '/api/fit' }],
  ['GET /nowhere (JSON 404)', { method: 'GET', path: '/nowhere', headers: { accept: 'application/json' } }],
  [
    'GET /nowhere (HTML 404, br)',
    { method: 'GET', path: '/nowhere', headers: { accept: 'text/html', 'accept-encoding': 'br' } },
  ],
];

const argsOf = (dir: string) => [...NODE_FLAGS, join(dir, 'dist/server.js')];
// COMPARE_LOG_LEVEL=info measures what the request log costs each build (lines go to /dev/null, formatted all the same).
const LOG_LEVEL = process.env.COMPARE_LOG_LEVEL ?? 'silent';
const envOf = (dir: string) => ({ BASE_URL, CONTENT_DIR: join(dir, 'content'), LOG_LEVEL });
// COMPARE_CASES=GET runs only the cases whose name contains one of the comma-separated words.
const only = process.env.COMPARE_CASES?.split(',').filter(Boolean);
const chosenCases = only ? CASES.filter(([name]) => only.some((word) => name.includes(word))) : CASES;

async function main(): Promise<void> {
  const startup = await measureStartup(
    argsOf(beforeDir as string),
    argsOf(afterDir as string),
    envOf(afterDir as string),
    rounds,
    envOf(beforeDir as string),
  );
  console.log(
    `start-up (median of ${rounds}): before ${startup.hello.coldStartMedianMs} ms, ${startup.hello.idleRssMedianMb} MB idle; after ${startup.ours.coldStartMedianMs} ms, ${startup.ours.idleRssMedianMb} MB idle`,
  );
  const servers = await Promise.all(
    [beforeDir, afterDir].map(async (dir) =>
      spawnServer({ ...envOf(dir as string), PORT: String(await freePort()) }, argsOf(dir as string)),
    ),
  );
  const load = await startLoadGenerator();
  try {
    console.log(`log level: ${LOG_LEVEL}`);
    console.log(`| case | before req/s | after req/s | after / before (median of ${rounds} paired rounds) |`);
    console.log('|---|---|---|---|');
    for (const [name, request] of chosenCases) {
      const ratios: number[] = [];
      const rps: [number[], number[]] = [[], []];
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          const server = servers[side];
          const job = {
            url: `http://127.0.0.1:${server?.port}`,
            connections,
            durationS,
            requests: [request],
          };
          await load.run({ ...job, durationS: 1 });
          rps[side as 0 | 1].push((await load.run(job)).rps);
        }
        ratios.push((rps[1].at(-1) ?? 0) / (rps[0].at(-1) ?? 1));
      }
      console.log(`| ${name} | ${median(rps[0])} | ${median(rps[1])} | ${median(ratios).toFixed(2)}× |`);
    }
  } finally {
    await load.stop();
    await Promise.all(servers.map((s) => stopChild(s.child)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
