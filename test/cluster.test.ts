// Cluster mode on the built server: WORKERS=2 shares one port, a killed worker is replaced, SIGTERM drains all.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNode } from '../scripts/build-node.js';
import { parseConfig } from '../src/content/config.js';
import { RESTART_MAX_MS, restartDelayMs, workerCount } from '../src/entry/cluster.js';
import { getPid, type LogEvent, type Spawned, spawnServer as spawnBuilt } from './e2e/node-process.js';
import { FIXTURE_CONTENT } from './helpers/site.js';

// .tmp/ is git-ignored (absent on a clean clone); a private folder so parallel test files never share one.
mkdirSync('.tmp', { recursive: true });
const outDir = mkdtempSync(join('.tmp', 'cluster-dist-'));
const spawnServer = (env: Record<string, string>) => spawnBuilt(join(outDir, 'server.js'), env);

const listening = (e: LogEvent) => e.msg === 'worker listening';

beforeAll(async () => {
  // The same bundle as `npm run build` (without its code cache, which only speeds start-up).
  await buildNode({ outDir, codeCache: false });
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('worker count and restart backoff', () => {
  it('WORKERS=auto is one worker per core; unset is one process', () => {
    expect(workerCount(parseConfig({ WORKERS: 'auto' }))).toBe(availableParallelism());
    expect(workerCount(parseConfig({ WORKERS: '3' }))).toBe(3);
    expect(workerCount(parseConfig({}))).toBe(1);
  });

  it('replaces a first crash at once and backs a crash loop off, bounded', () => {
    expect(restartDelayMs(1)).toBe(100);
    expect(restartDelayMs(2)).toBe(200);
    expect(restartDelayMs(5)).toBe(1600);
    expect(restartDelayMs(50)).toBe(RESTART_MAX_MS);
  });
});

describe('WORKERS=2', () => {
  let server: Spawned;
  let port = 0;
  let pids: number[] = [];

  beforeAll(async () => {
    server = spawnServer({ WORKERS: '2', EXPOSE_WORKER_PID: '1' });
    await server.waitFor(() => server.events.filter(listening).length === 2);
    const workers = server.events.filter(listening);
    port = workers[0]?.port ?? 0;
    pids = workers.map((e) => e.pid ?? 0);
  });

  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('two worker processes share the port and both answer', async () => {
    expect(new Set(server.events.filter(listening).map((e) => e.port))).toEqual(new Set([port]));
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const res = await getPid(port);
      expect(res.status).toBe(200);
      seen.add(res.pid);
    }
    expect([...seen].sort()).toEqual([...pids].sort());
    expect(pids).not.toContain(server.child.pid);
  });

  it('a killed worker is replaced while the other keeps answering', async () => {
    const [victim, survivor] = pids as [number, number];
    process.kill(victim, 'SIGKILL');
    await server.waitFor((e) => e.msg === 'worker exited; replacing it' && e.pid === victim);
    for (let i = 0; i < 10; i++) expect((await getPid(port)).status).toBe(200);
    const replacement = await server.waitFor((e) => listening(e) && !pids.includes(e.pid ?? 0));
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) seen.add((await getPid(port)).pid);
    expect([...seen].sort()).toEqual([survivor, replacement.pid].sort());
  });

  it('SIGTERM to the primary drains every worker and exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.events.filter((e) => e.msg === 'worker stopped')).toHaveLength(2);
    expect(server.events.at(-1)).toMatchObject({ msg: 'cluster stopped', exitCode: 0 });
  });
});

describe('cluster start-up', () => {
  it('a bad content folder fails once in the primary, before any worker is forked', async () => {
    const content = mkdtempSync(join('.tmp', 'cluster-content-'));
    try {
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      writeFileSync(join(content, 'site.yaml'), 'name: x\n');
      const server = spawnServer({ WORKERS: '2', CONTENT_DIR: content });
      expect(await server.exited).toBe(1);
      expect(server.stderr().match(/Invalid content/g)).toHaveLength(1);
      expect(server.events.filter(listening)).toEqual([]);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });

  it('without WORKERS it is one process, no cluster, no pid header', async () => {
    const server = spawnServer({ EXPOSE_WORKER_PID: '1' });
    const ready = await server.waitFor((e) => e.msg === 'listening');
    expect(ready.pid).toBe(server.child.pid);
    const res = await getPid(Number(new URL(String(ready.url)).port));
    expect(res.status).toBe(200);
    expect(res.pid).toBeNaN();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.events.some((e) => e.msg === 'cluster starting')).toBe(false);
  });
});
