// Parity: the hostile corpus on every door of the one request core (Node, the cluster, the Worker in-process and
// on workerd, the static export), answer for answer.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNode } from '../scripts/build-node.js';
import { buildWorker } from '../scripts/build-worker.js';
import { exportSite } from '../scripts/export.js';
import { encodeContentFiles } from '../src/content/bundle-files.js';
import { readContentFiles } from '../src/content/load-site.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { type Spawned, spawnServer } from './e2e/node-process.js';
import { startBareWorkerd } from './e2e/workerd-bare.js';
import { readCompatibilityDate, readCompatibilityFlags } from './e2e/workerd-server.js';
import { freePort } from './helpers/free-port.js';
import { startTestServer } from './helpers/server.js';
import { FIXTURE_CONTENT } from './helpers/site.js';
import { type Answer, askExport, askNode, askWorker, type WorkerFetch } from './parity/door-runners.js';
import { HOSTILE_CORPUS } from './parity/hostile-corpus.js';

const BASE = 'https://offer.example.com';
vi.mock('cloudflare:workers', () => ({ env: { BASE_URL: 'https://offer.example.com' } }));

let node: RunningServer;
let port: number;
let workerFetch: WorkerFetch;

beforeAll(async () => {
  node = await startTestServer({ BASE_URL: BASE });
  port = Number(new URL(node.url).port);
  // What scripts/build-worker.ts compiles into the bundle as __OFFER_SITE_CONTENT__.
  Object.assign(globalThis, {
    __OFFER_SITE_CONTENT__: { files: encodeContentFiles(readContentFiles(FIXTURE_CONTENT)) },
  });
  workerFetch = (await import('../src/entry/worker.js')).default.fetch;
});
afterAll(() => node?.close());

const both = HOSTILE_CORPUS.filter((r) => r.rawOnly === undefined);

describe('Node and Worker give the same answer to the same hostile request', () => {
  it.each(both.map((r) => [r.name, r] as const))('%s', async (_name, request) => {
    const [fromNode, fromWorker] = await Promise.all([
      askNode(port, request),
      askWorker(workerFetch, BASE, request),
    ]);
    expect(fromWorker).toEqual(fromNode);
    // No hostile request is an error of ours.
    expect(fromNode.status).toBeLessThan(500);
  });
});

describe('requests only a raw HTTP/1.x client can send: the Node door refuses or answers them itself', () => {
  it.each(HOSTILE_CORPUS.filter((r) => r.rawOnly).map((r) => [r.name, r] as const))(
    '%s',
    async (_name, request) => {
      const answer = await askNode(port, request);
      // A refusal (501 for an unknown transfer coding is one), never internal_error.
      expect(answer.status).not.toBe(500);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.headers['content-type']).toMatch(/^(application\/json|text\/html)/);
    },
  );
});

describe('the cluster and workerd send the same bytes as the Node door (raw HTTP/1.1 to each)', () => {
  // Private build folders under .tmp/ (git-ignored): other test files build bundles of their own meanwhile.
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync(join('.tmp', 'parity-builds-'));
  let cluster: Spawned;
  let clusterPort = 0;
  let workerd: Awaited<ReturnType<typeof startBareWorkerd>>;
  let workerdPort = 0;

  beforeAll(async () => {
    await buildNode({ outDir: join(dir, 'node'), codeCache: false });
    // Request logging on (the default): the log's classification runs on every corpus request.
    cluster = spawnServer(join(dir, 'node', 'server.js'), { WORKERS: '2', BASE_URL: BASE });
    const built = await buildWorker({ contentDir: FIXTURE_CONTENT, outDir: join(dir, 'worker') });
    workerdPort = await freePort();
    workerd = await startBareWorkerd({
      scriptPath: built.scriptPath,
      port: workerdPort,
      bindings: { BASE_URL: BASE },
      compatibilityDate: readCompatibilityDate(),
      compatibilityFlags: readCompatibilityFlags(),
    });
    await cluster.waitFor(() => cluster.events.filter((e) => e.msg === 'worker listening').length === 2);
    clusterPort = cluster.events.find((e) => e.msg === 'worker listening')?.port ?? 0;
  }, 180_000);
  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) cluster.child.kill('SIGKILL');
    await workerd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(HOSTILE_CORPUS.map((r) => [r.name, r] as const))('%s', async (_name, request) => {
    const fromNode = await askNode(port, request);
    expect(await askNode(clusterPort, request), 'the cluster').toEqual(fromNode);
    const fromWorkerd = await askNode(workerdPort, request);
    if (request.workerd === undefined) expect(fromWorkerd, 'workerd').toEqual(fromNode);
    // The exceptions stay true: one workerd no longer answers itself comes off the list.
    else expect(fromWorkerd, `workerd still differs: ${request.workerd}`).not.toEqual(fromNode);
  });
});

describe('the static export serves what the core answers', () => {
  const outDir = join(mkdtempSync(join(tmpdir(), 'parity-export-')), 'out');
  // Its live origin is its own BASE_URL (the dynamic paths routed to a server): the same files as the server's.
  const exported = () => exportSite({ contentDir: FIXTURE_CONTENT, outDir, baseUrl: BASE, liveOrigin: BASE });
  /** Where a static host answers on its own terms; the test fails if this list is wrong either way. */
  const HOST_TERMS: Record<string, string> = {
    'fit page with a hostile role, as Markdown': 'a static host has no fit check: the exported page says so',
    "a fit page for a role with $' $& $$": 'a static host has no fit check: the exported page says so',
    'a fit page with only tracking parameters':
      'the exported fit page carries the static note instead of the form',
    'a target over 8 KB': 'a static host applies its own URL limit',
    'an escaped unreserved character': 'a static host matches files by the path as sent',
    'an escaped page slug': 'a static host matches files by the path as sent',
    'GET /mcp': 'a static host has no MCP endpoint, so no 405 for it: its 404 page',
    'a 404 under /api': 'a static host has one 404 page; the server answers JSON under /api/',
  };

  it('every GET of the corpus: the same status and bytes as a browser gets from the Node door', async () => {
    const { files } = exported();
    const gets = HOSTILE_CORPUS.filter(
      (r) => r.method === 'GET' && r.rawOnly === undefined && r.target.startsWith('/'),
    );
    const differing: string[] = [];
    for (const request of gets) {
      const fromExport = askExport(outDir, files, request.target);
      const fromNode: Answer = await askNode(port, {
        name: request.name,
        method: 'GET',
        target: request.target,
        headers: [['accept', fromExport.status === 404 ? 'text/html' : 'text/html, */*;q=0.1']],
      });
      const same = fromExport.status === fromNode.status && fromExport.body === fromNode.body;
      if (!same) differing.push(request.name);
      else
        for (const [name, value] of Object.entries(fromExport.headers))
          expect(fromNode.headers[name], `${request.name}: ${name}`).toBe(value);
    }
    expect(differing.sort()).toEqual(Object.keys(HOST_TERMS).sort());
  });
});
