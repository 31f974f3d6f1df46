// npm run export: every GET surface as files with _headers/_redirects; the sitemap and llms.txt validate; without
// a live origin nothing it publishes sends an agent to the fit check or MCP, with one everything points there.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type ExportedFile, exportSite, withoutLiveFitCheck } from '../scripts/export.js';
import { loadSite } from '../src/content/load-site.js';
import { listHandoffPaths } from '../src/domain/handoff.js';
import { fitPage, pagePath } from '../src/domain/pages.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { linksWithRel, parseLinkHeader } from '../tools/readiness/link-header.js';
import { createTestApp, FIXTURE_CONTENT } from './helpers/site.js';
import { UCP_SCHEMA_REFS, ucpErrors } from './helpers/ucp-schemas.js';

const BASE = 'https://offer.example.com';
const root = mkdtempSync(join(tmpdir(), 'export-test-'));
const outDir = join(root, 'export');
let files: ExportedFile[] = [];
let warnings: string[] = [];
/** The model the export renders: the fixture with no live origin, so no dynamic endpoint. */
const staticSite = () => loadSite(FIXTURE_CONTENT, BASE, { liveBase: null });

/** _headers as the hosts read it: a path line, then indented "Name: value" lines. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      expect(rules.has(line), `duplicate rule ${line}`).toBe(false);
      current = {};
      rules.set(line, current);
    } else {
      const colon = line.indexOf(':');
      if (current) current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(outDir, path).split(sep).join('/')];
  });
}

/** How Workers static assets (auto-trailing-slash) and Netlify map a URL path to a file, rewrites first. */
function resolveOnHost(urlPath: string, rewrites: Map<string, string>): string | undefined {
  const target = rewrites.get(urlPath) ?? urlPath;
  const candidates = target === '/' ? ['index.html'] : [target.slice(1), `${target.slice(1)}.html`];
  return candidates.find((c) => existsSync(join(outDir, c)) && statSync(join(outDir, c)).isFile());
}

beforeAll(() => {
  ({ files, warnings } = exportSite({ outDir, baseUrl: BASE, contentDir: FIXTURE_CONTENT }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('static export', () => {
  it('writes one file per GET URL of the response table, with the bytes the server sends', async () => {
    const site = staticSite();
    const app = createTestApp(site);
    const fitPath = pagePath(fitPage(site).slug);
    expect(files.map((f) => f.urlPath).sort()).toEqual(
      buildSurfaces(site)
        .map((e) => e.path)
        .sort(),
    );
    for (const f of files) {
      const res = await app.request(f.urlPath, { headers: { accept: 'text/html, */*;q=0.1' } });
      expect(res.status, f.urlPath).toBe(200);
      const served = Buffer.from(await res.arrayBuffer());
      // The fit page alone differs: a static host cannot run the check (test/export-fit-note.test.ts).
      const expected = f.urlPath === fitPath ? Buffer.from(withoutLiveFitCheck(site, served)) : served;
      expect(readFileSync(join(outDir, f.file)).equals(expected), f.urlPath).toBe(true);
      expect(f.headers['content-type'], f.urlPath).toBe(res.headers.get('content-type'));
    }
    expect(files.find((f) => f.urlPath === '/about')?.file).toBe('about.html');
    expect(files.find((f) => f.urlPath === '/about.md')?.file).toBe('about.md');
  });

  it('_headers covers every URL, every rule resolves to a file, and no file is left without headers', () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const rewrites = new Map(
      readFileSync(join(outDir, '_redirects'), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('/') && l.endsWith(' 200'))
        .map((l) => l.split(' ') as [string, string, string])
        .map(([from, to, code]) => {
          expect(code).toBe('200');
          return [from, to] as const;
        }),
    );
    const catchAll = rules.get('/*') ?? {};
    const served = new Set<string>();
    for (const [path, own] of rules) {
      if (path === '/*') continue;
      const file = resolveOnHost(path, rewrites);
      expect(file, `${path} has no file`).toBeDefined();
      served.add(file as string);
      // Hosts join the values of every rule that matches: no header may be in the catch-all and a path's rule.
      for (const name of Object.keys(own)) expect(catchAll[name], `${path}: ${name} twice`).toBeUndefined();
      const headers = { ...catchAll, ...own };
      expect(headers['content-type'], path).toBeTruthy();
      expect(headers['access-control-allow-origin'], path).toBe('*');
      expect(headers['cache-control'], path).toBeTruthy();
      for (const name of ['etag', 'content-length', 'vary', 'content-encoding'])
        expect(headers[name]).toBeUndefined();
    }
    for (const f of files) expect(rules.has(f.urlPath), f.urlPath).toBe(true);
    expect(
      walk(outDir)
        .filter((f) => !f.startsWith('_'))
        .sort(),
    ).toEqual([...served].sort());
    expect(rules.get('/')?.['content-security-policy']).toContain("default-src 'self'");
    expect(rules.get('/about.md')?.['x-robots-tag']).toBe('noindex');
    const twinLinks = parseLinkHeader(rules.get('/about.md')?.link);
    expect(linksWithRel(twinLinks, 'canonical').map((l) => l.href)).toEqual([`${BASE}/about`]);
    // A static host keeps the discovery links too: an agent reading headers finds the API (and no MCP card).
    expect(linksWithRel(parseLinkHeader(rules.get('/')?.link), 'agent-skills')).toHaveLength(1);
    expect(linksWithRel(parseLinkHeader(rules.get('/')?.link), 'mcp-server-card')).toEqual([]);
  });

  it('_headers has a catch-all, so a 404 for any unknown path gets CORS and nosniff, and a rule for /404.html', () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    expect(rules.get('/*')).toMatchObject({
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    expect(rules.get('/404.html')).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-robots-tag': 'noindex',
    });
  });

  it('/go/ hand-offs: a 303 rule to each https destination, a redirect page for the e-mail, as the server answers', async () => {
    const app = createTestApp(staticSite());
    const redirects = readFileSync(join(outDir, '_redirects'), 'utf8').split('\n');
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    for (const { path } of listHandoffPaths()) {
      const res = await app.request(path, { redirect: 'manual' });
      expect(res.status, path).toBe(303);
      const location = res.headers.get('location') ?? '';
      if (location.startsWith('https://')) {
        expect(redirects, path).toContain(`${path} ${location} 303`);
        continue;
      }
      // Host rules take https destinations only: a mailto: link is a page that refreshes to it.
      const page = readFileSync(join(outDir, `${path.slice(1)}.html`), 'utf8');
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${location}">`);
      expect(page).toContain(`<a href="${location}">`);
      expect(rules.get(path)).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    }
    expect(redirects.filter((l) => l.endsWith(' 303'))).toHaveLength(12);
  });

  it('the sitemap validates against the sitemaps.org 0.9 XSD and lists BASE_URL pages', async () => {
    const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: { fileName: 'sitemap.xsd', contents: readFileSync('test/fixtures/sitemap.xsd', 'utf8') },
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<loc>${BASE}/about</loc>`);
  });

  // Every binding a UCP profile names is a POST: a static export without a live origin publishes none
  // (the live-origin export's profile, which names that origin, is checked below).
  it('publishes no UCP profile, whose catalog operations a static host could not answer', () => {
    expect(files.map((f) => f.urlPath)).not.toContain('/.well-known/ucp');
  });

  it('llms.txt has the llmstxt.org shape: H1, a > summary, then H2 sections of links (and API operations as code)', () => {
    const text = readFileSync(join(outDir, 'llms.txt'), 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[1]).toMatch(/^> \S/);
    const firstSection = lines.findIndex((l) => l.startsWith('## '));
    expect(firstSection).toBeGreaterThan(1);
    expect(lines.slice(2, firstSection).some((l) => /^#/.test(l))).toBe(false);
    const sections = lines.slice(firstSection).join('\n').split(/^## /m).filter(Boolean);
    for (const section of sections) {
      const links = section.split('\n').filter((l) => l.startsWith('- '));
      expect(links.length, section.split('\n')[0]).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatch(
          new RegExp(`^- (\\[[^\\]]+\\]\\(${BASE}/[^)]*\\)(: .+)?|\`(GET|POST) /api/[^\`]+\`: .+)$`),
        );
    }
    expect(readFileSync(join(outDir, '.well-known/llms.txt'), 'utf8')).toBe(text);
  });

  it('writes 404.html, the page a browser gets from the server for an unknown path', async () => {
    const app = createTestApp(staticSite());
    const res = await app.request('/no-such-page', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toBe(await res.text());
  });

  it('refuses to wipe a folder that is not a previous export', () => {
    const other = join(root, 'precious');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'keep me');
    expect(() => exportSite({ outDir: other, baseUrl: BASE, contentDir: FIXTURE_CONTENT })).toThrow(
      /refusing to overwrite/,
    );
    expect(readFileSync(join(other, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});

/**
 * The documents the export writes about itself, as text: not the owner's pages in any form (HTML, twins,
 * llms-full.txt, the pages API), which say what the owner wrote, nor assets, icons and the host's files.
 */
function generatedDocuments(dir: string): [string, string][] {
  const ownerPages = new Set(staticSite().pages.map((p) => `${p.slug}.md`));
  return walkFrom(dir)
    .filter((f) => !/^(assets\/|api\/pages|favicon|_)|\.html$|^llms-full\.txt$/.test(f) && !ownerPages.has(f))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);
}

function walkFrom(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walkFrom(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

describe('a static export without a live origin describes what it serves', () => {
  it('publishes no fit check, MCP endpoint, server card, UCP profile or fit skill, and says it is static', () => {
    const documents = generatedDocuments(outDir);
    expect(documents.map(([f]) => f)).toEqual(
      expect.arrayContaining(['llms.txt', 'agents.md', 'api/health']),
    );
    for (const [file, text] of documents) {
      expect(text, file).not.toContain('/api/fit');
      expect(text, file).not.toContain(`${BASE}/mcp`);
      expect(text, file).not.toMatch(/check-fit|check_fit|\/ucp\b|search_catalog/);
    }
    const urls = files.map((f) => f.urlPath);
    expect(urls.filter((u) => /^\/mcp\b|^\/\.well-known\/(mcp|ai-catalog)|check-fit/.test(u))).toEqual([]);
    const health = JSON.parse(readFileSync(join(outDir, 'api/health'), 'utf8'));
    expect(Object.keys(health.endpoints)).toEqual(['openapi', 'llms']);
    const openapi = JSON.parse(readFileSync(join(outDir, 'openapi.json'), 'utf8'));
    expect(Object.keys(openapi.paths)).not.toContain('/api/fit');
    expect(readFileSync(join(outDir, 'llms.txt'), 'utf8')).toContain(
      staticSite().words.agents.llms.introStatic,
    );
  });

  it('names the owner pages that still mention an endpoint it does not serve', () => {
    // The fixture's fit page is for people and names no endpoint; its developers page does.
    expect([...warnings].sort()).toEqual([
      expect.stringMatching(/^pages\/developers\.md mentions \/api\/fit or MCP/),
    ]);
  });
});

describe('a static export with a live origin (LIVE_ORIGIN) points its dynamic parts there', () => {
  const LIVE = 'https://live.example.net';
  const liveDir = join(root, 'live');
  const exported = exportSite({
    outDir: liveDir,
    baseUrl: BASE,
    contentDir: FIXTURE_CONTENT,
    liveOrigin: `${LIVE}/`,
  });
  const read = (file: string) => readFileSync(join(liveDir, file), 'utf8');

  it('health, the server card, OpenAPI, llms.txt, agents.md and the fit skill name the live origin', () => {
    expect(exported.warnings).toEqual([]);
    expect(JSON.parse(read('api/health')).endpoints.mcp).toBe(`${LIVE}/mcp`);
    expect(JSON.parse(read('.well-known/mcp.json')).remotes[0].url).toBe(`${LIVE}/mcp`);
    const openapi = JSON.parse(read('openapi.json'));
    expect(openapi.servers[0].url).toBe(BASE);
    expect(openapi.paths['/api/fit'].servers).toEqual([{ url: LIVE, description: expect.any(String) }]);
    expect(read('llms.txt')).toContain(`\`POST ${LIVE}/api/fit\``);
    expect(read('llms.txt')).toContain(`POST ${LIVE}/mcp`);
    expect(read('agents.md')).toContain(`curl -s -X POST ${LIVE}/mcp`);
    const skill = exported.files.find((f) => f.urlPath.endsWith('-check-fit/SKILL.md'));
    expect(read(skill?.file ?? '')).toContain(`POST ${LIVE}/api/fit`);
    for (const [file, text] of generatedDocuments(liveDir))
      expect(text, file).not.toContain(`${BASE}/api/fit`);
  });

  it('the UCP profile is a file served as JSON, valid against the official schema, its bindings at the live origin', () => {
    const entry = exported.files.find((f) => f.urlPath === '/.well-known/ucp');
    expect(entry?.headers['content-type']).toBe('application/json; charset=utf-8');
    const { ucp } = JSON.parse(read(entry?.file ?? ''));
    expect(ucpErrors(UCP_SCHEMA_REFS.profile, ucp)).toEqual([]);
    expect(ucp.services['dev.ucp.shopping'].map((s: { endpoint: string }) => s.endpoint)).toEqual([
      `${LIVE}/ucp`,
      `${LIVE}/mcp`,
    ]);
    const openapi = JSON.parse(read('openapi.json'));
    const ucpPaths = Object.keys(openapi.paths).filter((p) => p.startsWith('/ucp/'));
    expect(ucpPaths.length).toBeGreaterThan(0);
    for (const path of ucpPaths) expect(openapi.paths[path].servers[0].url, path).toBe(LIVE);
  });

  it("lets the pages' WebMCP script reach the live origin (its check_fit calls it; the CSP allows it)", () => {
    const script = exported.files.find((f) => /^\/assets\/webmcp\./.test(f.urlPath));
    expect(read(script?.file ?? '')).toContain(`"path":"${LIVE}/api/fit"`);
    const home = exported.files.find((f) => f.urlPath === '/');
    expect(home?.headers['content-security-policy']).toContain(`connect-src 'self' ${LIVE}`);
  });

  it('refuses a LIVE_ORIGIN that is not an absolute http(s) URL, saying what it wants', () => {
    expect(() =>
      exportSite({
        outDir: join(root, 'bad'),
        baseUrl: BASE,
        contentDir: FIXTURE_CONTENT,
        liveOrigin: 'live.example.net',
      }),
    ).toThrow(/LIVE_ORIGIN must be the absolute http\(s\) URL of a running server/);
  });
});
