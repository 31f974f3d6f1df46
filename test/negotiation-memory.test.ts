// Issue 48, finding 3: distinct long Accept headers, sent once each, must not grow a server's memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { loadSampleSite } from './helpers/site.js';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

let child: ChildProcess;
let url: string;
const replies: ((value: unknown) => void)[] = [];

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'helpers/memory-server.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  child.on('message', (message) => replies.shift()?.(message));
  child.once('exit', (code) => {
    for (const reply of replies.splice(0)) reply(new Error(`the server exited with ${code}`));
  });
  url = ((await new Promise<unknown>((resolve) => replies.push(resolve))) as { url: string }).url;
});
afterAll(() => {
  child?.send('stop');
});

const measure = () =>
  new Promise<Memory>((resolve, reject) => {
    replies.push((m) => (m instanceof Error ? reject(m) : resolve(m as Memory)));
    child.send('measure');
  });

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
const get = (path: string, accept: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { agent, headers: { accept, 'user-agent': 'curl/8.5.0' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });

/** A 14 KB Accept no client sent before: its first ranges already differ from every other one. */
function distinctAccept(i: number): string {
  let accept = `application/x-probe-${i};q=0.2, text/markdown;q=0.9`;
  for (let j = 0; accept.length < 14_000; j++) accept += `, application/x-${i}-${j};q=0.${j % 9}`;
  return accept;
}

const MB = 1024 * 1024;

it('6,000 distinct 14 KB Accept headers on every negotiated URL grow the server by less than 30 MB', async () => {
  const paths = buildSurfaces(loadSampleSite())
    .filter((entry) => entry.variants.length > 1)
    .map((entry) => entry.path);
  // The fit page and the 404 negotiate too.
  paths.push('/fit', '/no-such-page');
  expect(paths.length).toBeGreaterThan(10);
  // Everything built on first use (pages, their Markdown, the 404) is built before the first measure.
  for (const path of paths)
    for (const accept of ['text/html', 'text/markdown', '*/*']) await get(path, accept);
  for (let i = 0; i < 200; i++) await get(paths[i % paths.length] as string, distinctAccept(-i - 1));
  const before = await measure();
  const lanes = 4;
  const sent = 6000;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < sent; i += lanes) {
        const status = await get(paths[i % paths.length] as string, distinctAccept(i));
        if (status >= 500) throw new Error(`request ${i} answered ${status}`);
      }
    }),
  );
  const after = await measure();
  const grew = {
    rss: (after.rss - before.rss) / MB,
    heap: (after.heapUsed + after.external - before.heapUsed - before.external) / MB,
  };
  console.info(
    `after 6,000 distinct 14 KB Accept headers: rss +${grew.rss.toFixed(1)} MB, heap +${grew.heap.toFixed(1)} MB`,
  );
  expect(grew.heap).toBeLessThan(30);
  expect(grew.rss).toBeLessThan(30);
}, 240_000);
