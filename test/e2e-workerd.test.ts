// The Workers build: its bundle step always; under E2E_WORKERD=1 the shared e2e suite and a parity check on workerd.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorker } from '../scripts/build-worker.js';
import { ContentError } from '../src/content/errors.js';
import { createAggregate } from '../tools/report/aggregate.js';
import { parseLogLine } from '../tools/report/read-log.js';
import { startParityPair } from './e2e/parity.js';
import { defineE2ESuite } from './e2e/suite.js';
import { startBareWorkerd } from './e2e/workerd-bare.js';
import { readCompatibilityDate, readCompatibilityFlags, startWorkerd } from './e2e/workerd-server.js';
import { freePort } from './helpers/free-port.js';
import {
  ALT_FIXTURE_CONTENT,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
} from './helpers/site.js';

const WORKERD = process.env.E2E_WORKERD === '1';
const SKIPPED = 'skipped: set E2E_WORKERD=1 to run on workerd (.ci/steps/50-workerd.sh does)';

describe('worker build (scripts/build-worker.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'worker-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles the app with the content compiled in and no Node built-ins', async () => {
    const built = await buildWorker({ contentDir: FIXTURE_CONTENT, outDir: join(dir, 'ok') });
    // platform "browser" makes any node: import a build error; only the runtime's own modules are imported
    // (node:crypto through nodejs_compat, for the skills index's digests).
    expect([...new Set(built.imports)].sort()).toEqual(['cloudflare:workers', 'node:crypto']);
    expect(readFileSync(built.scriptPath, 'utf8')).toContain('Halden Category Studio');
  });

  it('fails the build, naming file and field, when the content folder is bad', async () => {
    const content = join(dir, 'content');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    writeFileSync(join(content, 'offer.yaml'), 'id: x\nprice: cheap\n');
    const failure = await buildWorker({ contentDir: content, outDir: join(dir, 'bad') }).catch((e) => e);
    expect(failure).toBeInstanceOf(ContentError);
    expect(
      (failure as ContentError).problems.some((p) => p.file === 'offer.yaml' && p.field === 'price'),
    ).toBe(true);
  });

  it('in a dev:worker build, broken content still builds a worker that shows the problems (so wrangler never waits)', async () => {
    const content = join(dir, 'dev-content');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    writeFileSync(join(content, 'offer.yaml'), 'id: x\nprice: cheap\n');
    const built = await buildWorker({ contentDir: content, outDir: join(dir, 'dev'), dev: true });
    const port = await freePort();
    const worker = await startBareWorkerd({
      scriptPath: built.scriptPath,
      port,
      bindings: { BASE_URL: 'http://127.0.0.1:8787' },
      compatibilityDate: readCompatibilityDate(),
      compatibilityFlags: readCompatibilityFlags(),
    });
    try {
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(500);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain(
        'offer.yaml: price: Invalid input: expected object, received string (line 2)',
      );
      const api = await fetch(`http://127.0.0.1:${port}/api/offer`);
      expect(api.status).toBe(500);
      expect(await api.text()).toContain('offer.yaml: price:');
      await expect.poll(() => worker.logs(), { timeout: 30_000 }).toContain('offer.yaml: price:');
    } finally {
      await worker.stop();
    }
  });
});

// Without E2E_WORKERD every workerd test below is reported as skipped, with the reason in the suite's name.
describe.skipIf(!WORKERD)(WORKERD ? 'on workerd' : `on workerd (${SKIPPED})`, () => {
  defineE2ESuite('e2e on workerd (Miniflare)', () => startWorkerd());
  defineE2ESuite('e2e on bare workerd serve', () => startWorkerd({ runtime: 'workerd' }));
  defineE2ESuite(
    "e2e on workerd with a second owner's content",
    () => startWorkerd({ contentDir: ALT_FIXTURE_CONTENT }),
    ALT_FIXTURE_CONTENT,
  );
  defineE2ESuite(
    "e2e on workerd with a German owner's content",
    () => startWorkerd({ contentDir: DE_FIXTURE_CONTENT }),
    DE_FIXTURE_CONTENT,
  );
  defineE2ESuite(
    "e2e on workerd with a French owner's content (six criteria of every type)",
    () => startWorkerd({ contentDir: FR_FIXTURE_CONTENT }),
    FR_FIXTURE_CONTENT,
  );

  describe('same results as Node', () => {
    let pair: Awaited<ReturnType<typeof startParityPair>>;
    beforeAll(async () => {
      pair = await startParityPair();
    });
    afterAll(() => pair?.stop());

    it('every static surface: same status, headers and bytes for each variant', async () => {
      const differences = await pair.compareSurfaces();
      expect(differences).toEqual([]);
    });

    it('dynamic requests (fit, errors, 404s, fit page, MCP JSON-RPC): same status, headers and body', async () => {
      const differences = await pair.compareDynamic();
      expect(differences).toEqual([]);
    });
  });

  describe('request log', () => {
    it('one line per request in Workers Logs, read by the report like a Node line', async () => {
      const worker = await startWorkerd({ build: false });
      try {
        const ua = 'Mozilla/5.0 (compatible; Claude-User/1.0; +Claude-User@anthropic.com)';
        await (await fetch(`${worker.url}/about.md?secret=1`, { headers: { 'user-agent': ua } })).text();
        const fit = await fetch(`${worker.url}/api/fit`, {
          method: 'POST',
          headers: { 'user-agent': ua, 'content-type': 'application/json' },
          body: JSON.stringify({ annualRevenue: 98_765_432 }),
        });
        await fit.text();
        await expect.poll(() => worker.logs(), { timeout: 30_000 }).toContain('"path":"/api/fit"');
        const aggregate = createAggregate();
        for (const line of worker.logs().split('\n')) for (const e of parseLogLine(line)) aggregate.add(e);
        const report = aggregate.result();
        expect(report.classes['ai-user']).toBe(report.requests);
        expect(report.variants.markdown).toBe(1);
        expect(report.fit['poor-fit']).toBe(1);
        expect(worker.logs()).not.toMatch(/secret|98765432|Claude-User@/);
      } finally {
        await worker.stop();
      }
    });
  });

  describe('configuration', () => {
    it('without BASE_URL the worker refuses to serve and says where to set it', async () => {
      const worker = await startWorkerd({ build: false, baseUrl: '' });
      try {
        const res = await fetch(`${worker.url}/api/health`);
        expect(res.status).toBe(500);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('startup_failed');
        await expect.poll(() => worker.logs(), { timeout: 30_000 }).toContain('BASE_URL is not set');
        expect(worker.logs()).toContain('wrangler.jsonc');
      } finally {
        await worker.stop();
      }
    });

    it('a bad BASE_URL fails loudly: 500 Error JSON on every request and the cause in the log', async () => {
      const worker = await startWorkerd({ build: false, baseUrl: 'ftp://offer.example.com' });
      try {
        for (const path of ['/', '/api/offer']) {
          const res = await fetch(`${worker.url}${path}`);
          expect(res.status).toBe(500);
          expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('startup_failed');
        }
        await expect.poll(() => worker.logs(), { timeout: 30_000 }).toContain('BASE_URL');
        expect(worker.logs()).toContain('must be an absolute http(s) URL');
      } finally {
        await worker.stop();
      }
    });
  });
});
