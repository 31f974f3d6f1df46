// npm run readiness: every check passes against our server, and a proxy that breaks negotiation fails it, saying how.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { linksWithRel, parseLinkHeader } from '../tools/readiness/link-header.js';
import { formatTable, type Report, summarise } from '../tools/readiness/report.js';
import { runReadiness } from '../tools/readiness/run.js';
import { startBrokenProxy } from './helpers/broken-proxy.js';
import { startTestServer } from './helpers/server.js';
import { ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT } from './helpers/site.js';

const problems = (report: Report) => report.checks.filter((c) => c.status !== 'pass');

/** The CLI as an owner runs it; asynchronous, because the server it probes lives in this process. */
function runCli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/readiness/cli.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 150_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('readiness check', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('passes every check against the local server', async () => {
    const report = await runReadiness({ target: server.url });
    expect(report.baseUrl).toBe(server.config.baseUrl);
    expect(problems(report)).toEqual([]);
    expect(report.summary).toEqual({ pass: report.checks.length, warn: 0, fail: 0 });
    // One negotiation check per page of the sitemap: the check found every page by itself.
    expect(report.checks.filter((c) => c.group === 'negotiation').length).toBeGreaterThanOrEqual(5);
  });

  it('fails, naming Vary, behind a proxy that strips Vary', async () => {
    const proxy = await startBrokenProxy(server.url, 'strip-vary');
    try {
      const report = await runReadiness({ target: proxy.url, baseUrl: server.config.baseUrl });
      const failed = report.checks.filter((c) => c.status === 'fail');
      expect(failed.map((c) => c.group)).toContain('negotiation');
      const page = failed.find((c) => c.id === 'page /');
      expect(page?.detail).toMatch(/Vary is "", without Accept/);
      expect(page?.fix).toMatch(/strips or rewrites Vary/);
      // Nothing unrelated is blamed: discovery, the API and MCP still pass through this proxy.
      expect(failed.every((c) => c.group === 'negotiation')).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('fails, naming Accept, behind a proxy that rewrites Accept; the CLI exits 1 with JSON for CI', async () => {
    const proxy = await startBrokenProxy(server.url, 'rewrite-accept');
    try {
      const run = await runCli([proxy.url, '--base-url', server.config.baseUrl, '--json']);
      expect(run.status, run.stderr).toBe(1);
      const report = JSON.parse(run.stdout) as Report;
      const page = report.checks.find((c) => c.id === 'page /');
      expect(page?.status).toBe('fail');
      expect(page?.detail).toMatch(/Accept asked for text\/markdown, got text\/html/);
      expect(page?.fix).toMatch(/rewrites or drops Accept/);
      expect(report.summary.fail).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('passes on other owners’ content too (their own fit fields), and says why it cannot run', async () => {
    for (const dir of [ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT]) {
      const other = await startTestServer({ CONTENT_DIR: dir });
      try {
        expect(problems(await runReadiness({ target: other.url })), dir).toEqual([]);
      } finally {
        await other.close();
      }
    }
    await expect(runReadiness({ target: 'ftp://example.com' })).rejects.toThrow(/http or https/);
    await expect(runReadiness({ target: 'http://127.0.0.1:9', timeoutMs: 2000 })).rejects.toThrow(/failed/);
  });
});

describe('readiness report and Link parsing', () => {
  it('prints a table with a fix under each warn and fail, and the counts', () => {
    const report = summarise('https://www.example.com', 'https://www.example.com', [
      { id: 'robots.txt', group: 'files', status: 'pass', detail: 'fine' },
      { id: 'page /', group: 'negotiation', status: 'fail', detail: 'Vary is ""', fix: 'keep Vary' },
      { id: '2026-07-28 era', group: 'mcp', status: 'warn', detail: 'legacy only', fix: 'upgrade' },
    ]);
    const table = formatTable(report);
    expect(table).toMatch(/^PASS +robots\.txt +fine$/m);
    expect(table).toMatch(/^FAIL +page \/ +Vary is ""\n +fix: keep Vary$/m);
    expect(table).toMatch(/^WARN +2026-07-28 era +legacy only\n +fix: upgrade$/m);
    expect(table.trimEnd().split('\n').at(-1)).toBe('1 passed, 1 warned, 1 failed');
    expect(report.summary).toEqual({ pass: 1, warn: 1, fail: 1 });
  });

  it('parses Link fields with commas and semicolons inside titles, and drops malformed links', () => {
    const links = parseLinkHeader(
      '<https://a.example/x.md>; rel="alternate"; type="text/markdown"; title="A, B; \\"C\\"", ' +
        "<https://a.example/y>; REL=api-catalog; title*=UTF-8''%C3%9C, not-a-link; rel=x",
    );
    expect(links).toEqual([
      {
        href: 'https://a.example/x.md',
        params: { rel: 'alternate', type: 'text/markdown', title: 'A, B; "C"' },
      },
      { href: 'https://a.example/y', params: { rel: 'api-catalog', 'title*': "UTF-8''%C3%9C" } },
    ]);
    expect(linksWithRel(links, 'API-Catalog').map((l) => l.href)).toEqual(['https://a.example/y']);
  });
});
