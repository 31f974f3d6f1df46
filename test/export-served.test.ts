// The static export on a plain static host (scripts/serve-export.ts on 127.0.0.1), checked by the readiness check
// as an owner runs it after a deploy: everything the export advertises answers. Without a live origin it claims
// no fit check and no MCP endpoint (warned, not probed); with one, those point to the live origin. afdocs runs on
// the same setup in CI (.ci/steps/63-export.sh). Slow lane: a server and many requests.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportSite } from '../scripts/export.js';
import { serveExport } from '../scripts/serve-export.js';
import type { Report } from '../tools/readiness/report.js';
import { runReadiness } from '../tools/readiness/run.js';
import { ALT_FIXTURE_CONTENT, FIXTURE_CONTENT } from './helpers/site.js';

const root = mkdtempSync(join(tmpdir(), 'export-served-'));
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * What a plain static host cannot do, whatever the export says: negotiate Markdown on a bare URL, send Link,
 * Vary and Cache-Control headers (they are in _headers, which such a host does not read), and answer unknown API
 * paths with the JSON Error shape. docs/operations.md lists these; every other check must pass or warn.
 */
const STATIC_HOST_LIMITS = new Set([
  'discovery/Link headers',
  'caching/conditional requests',
  'caching/cache headers',
  'api/errors and CORS',
]);
const limited = (group: string, id: string) =>
  STATIC_HOST_LIMITS.has(`${group}/${id}`) || (group === 'negotiation' && id.startsWith('page '));

/** Exports `contentDir` for BASE_URL, serves it on loopback, and runs the readiness check against it. */
async function exportAndCheck(contentDir: string, liveOrigin?: string): Promise<Report> {
  const dir = join(root, `${contentDir.replaceAll('/', '-')}-${liveOrigin ? 'live' : 'static'}`);
  const base = 'https://offer.example.com';
  exportSite({ contentDir, outDir: dir, baseUrl: base, liveOrigin });
  const server = await serveExport(dir);
  servers.push(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return runReadiness({ target: `http://127.0.0.1:${port}`, baseUrl: base });
}

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT])(
  'the export of %s on a plain static host',
  (contentDir) => {
    it('advertises nothing that answers 404 or 405, and warns that it has no fit check or MCP', async () => {
      const report = await exportAndCheck(contentDir);
      const answers404or405 = report.checks.filter((c) => /answered 40[45]\b/.test(c.detail));
      expect(answers404or405.filter((c) => !limited(c.group, c.id))).toEqual([]);
      const failed = report.checks.filter((c) => c.status === 'fail' && !limited(c.group, c.id));
      expect(failed).toEqual([]);
      const warned = report.checks.filter((c) => c.status === 'warn').map((c) => `${c.group}/${c.id}`);
      expect(warned.sort()).toEqual(['api/fit check', 'discovery/MCP server card', 'mcp/MCP endpoint']);
      // The checks that read the agent files, OpenAPI, the API catalog and the skills all pass.
      const passed = report.checks.filter((c) => c.status === 'pass').map((c) => `${c.group}/${c.id}`);
      expect(passed).toEqual(
        expect.arrayContaining([
          'files/llms.txt',
          'files/openapi.json',
          'files/api-catalog',
          'discovery/agent skills',
        ]),
      );
    });

    it('with a live origin, names it for the fit check and MCP instead of warning', async () => {
      const live = 'https://live.example.net';
      const report = await exportAndCheck(contentDir, live);
      const byId = new Map(report.checks.map((c) => [`${c.group}/${c.id}`, c]));
      expect(byId.get('api/fit check')).toMatchObject({
        status: 'pass',
        detail: expect.stringContaining(`${live}/api/fit`),
      });
      expect(byId.get('mcp/MCP endpoint')).toMatchObject({
        status: 'pass',
        detail: expect.stringContaining(`${live}/mcp`),
      });
      // The card is exported here, pointing there: every alias answers (its public Cache-Control is in _headers,
      // which a plain host does not read, so that part of the check is the host's limit).
      const card = byId.get('discovery/MCP server card');
      expect(card?.detail).not.toMatch(/answered 40[45]/);
      const failed = report.checks.filter(
        (c) => c.status === 'fail' && !limited(c.group, c.id) && c !== card,
      );
      expect(failed).toEqual([]);
      expect(
        report.checks.filter((c) => /answered 40[45]\b/.test(c.detail) && !limited(c.group, c.id)),
      ).toEqual([]);
    });
  },
);
