// The agent-readable files: llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt and the RFC 9727 api-catalog.
import { readFileSync } from 'node:fs';
import robotsParserModule from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildOffer } from '../src/domain/offer.js';
import { pagePath } from '../src/domain/pages.js';
import { FitRequestSchema, FitResultSchema } from '../src/domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS, TOOL_SUMMARIES } from '../src/domain/tool-catalog.js';
import { demoteHeadings } from '../src/render/agent-files/llms.js';
import { renderRobotsTxt } from '../src/render/agent-files/robots.js';
import { renderPageMarkdown } from '../src/render/markdown/page.js';
import { linksWithRel, parseLinkHeader } from '../tools/readiness/link-header.js';
import { TEST_BASE_URL as BASE, createTestApp, loadSampleSite } from './helpers/site.js';

// The package is CommonJS (module.exports = fn) but its types declare an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const site = loadSampleSite();
const app = createTestApp(site);
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

const fetchText = async (path: string) => {
  const r = await app.request(path);
  expect(r.status, path).toBe(200);
  expect(r.headers.get('cache-control'), path).toBe('public, max-age=300');
  return { text: await r.text(), type: r.headers.get('content-type') };
};
const pathOf = (url: string) => {
  expect(url.startsWith(`${BASE}/`), url).toBe(true);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Follows a documented link the way its name says: POST links get a valid request body. */
async function resolve(name: string, url: string): Promise<Response> {
  const path = pathOf(url);
  if (name.startsWith('POST /api/fit')) {
    return app.request(path, { method: 'POST', body: JSON.stringify({ founderLed: true }) });
  }
  if (path === '/mcp') {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    return app.request(path, { method: 'POST', headers: MCP_HEADERS, body });
  }
  return app.request(path);
}

/** A JSON-RPC answer, whether the server chose a JSON body or a one-event SSE stream. */
async function readRpc(r: Response) {
  const text = await r.text();
  const sse = r.headers.get('content-type')?.startsWith('text/event-stream');
  const json = sse ? (/^data: (.*)$/m.exec(text)?.[1] ?? '') : text;
  return JSON.parse(json);
}

/** Markdown headings outside code fences, as [level, text]. */
function headings(markdown: string): [number, string][] {
  let fenced = false;
  const out: [number, string][] = [];
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^(#{1,6}) (.*)$/.exec(line);
    if (m?.[1] && m[2] !== undefined) out.push([m[1].length, m[2]]);
  }
  return out;
}

describe('/llms.txt', () => {
  it('has the llmstxt.org shape: H1, one > line, a paragraph, then H2 sections of links ending in Optional', async () => {
    const { text, type } = await fetchText('/llms.txt');
    expect(type).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${site.identity.name}`);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines[3]).toBe('');
    expect(lines[4]).toMatch(/^[A-Z][^#>\-[]/);
    expect(lines[4]).toContain('indicative');
    expect(lines[4]).toContain('human');
    const sections = headings(text);
    expect(sections.filter(([level]) => level === 1)).toHaveLength(1);
    expect(sections.slice(1).every(([level]) => level === 2)).toBe(true);
    expect(sections.at(-1)).toEqual([2, 'Optional']);
    const body = text.slice(text.indexOf('\n## '));
    for (const line of body.split('\n').filter((l) => l !== '' && !l.startsWith('## '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\): \S/);
    }
  });

  it('links every page twin, the API, OpenAPI, MCP, the manifest and agents.md, and every link answers 200', async () => {
    const { text } = await fetchText('/llms.txt');
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    );
    const urls = links.map(([, url]) => url);
    for (const page of site.pages) expect(urls).toContain(`${BASE}/${page.slug}.md`);
    for (const path of ['/api/health', '/api/offer', '/api/fit', '/api/pages', '/openapi.json', '/mcp']) {
      expect(urls).toContain(`${BASE}${path}`);
    }
    for (const path of ['/.well-known/mcp.json', '/agents.md', '/llms-full.txt', '/sitemap.xml']) {
      expect(urls).toContain(`${BASE}${path}`);
    }
    for (const [name, url] of links) expect((await resolve(name, url)).status, url).toBe(200);
  });

  it('is also served at /.well-known/llms.txt', async () => {
    expect((await fetchText('/.well-known/llms.txt')).text).toBe((await fetchText('/llms.txt')).text);
  });
});

describe('/llms-full.txt', () => {
  it('holds every page in full, each under its own H2 with its URL, with valid heading structure', async () => {
    const { text, type } = await fetchText('/llms-full.txt');
    expect(type).toBe('text/plain; charset=utf-8');
    for (const page of site.pages) {
      const [heading = '', ...rest] = demoteHeadings(renderPageMarkdown(site, page)).split('\n');
      expect(heading).toBe(`## ${page.title}`);
      const section = `${heading}\n\nURL: ${BASE}${pagePath(page.slug)} (Markdown: ${BASE}/${page.slug}.md`;
      expect(text).toContain(section);
      expect(text).toContain(rest.join('\n').trim());
    }
    const levels = headings(text).map(([level]) => level);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels.filter((l) => l === 2)).toHaveLength(site.pages.length);
    // No heading skips a level on the way down, so the outline stays valid.
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });
  });

  it('demotes ATX headings but leaves fenced code alone', () => {
    const md =
      '# A\n\n## B\n\n```sh\n# a shell comment\n```\n\n###### F\n\n~~~\n## not a heading\n~~~\n#hashtag';
    expect(demoteHeadings(md)).toBe(
      '## A\n\n### B\n\n```sh\n# a shell comment\n```\n\n###### F\n\n~~~\n## not a heading\n~~~\n#hashtag',
    );
  });
});

describe('/agents.md', () => {
  it('covers when to use the site, every tool, the protocol versions, the rules and the engine boundary', async () => {
    const { text, type } = await fetchText('/agents.md');
    expect(type).toBe('text/markdown; charset=utf-8');
    expect(text).toMatch(/^# .+\n/);
    expect(text).toContain('## When to use this site');
    for (const tool of TOOL_SUMMARIES) expect(text).toContain(`\`${tool.name}\``);
    for (const version of MCP_PROTOCOL_VERSIONS) expect(text).toContain(version);
    for (const action of Object.values(buildOffer(site).actions ?? {})) expect(text).toContain(action.url);
    expect(text).toContain(site.offer.fitDisclaimer);
    const { engine, email } = site.identity;
    for (const fact of [
      `${engine.url}/mcp`,
      'Authorization: Bearer <API_KEY>',
      '`401`',
      email,
      'workspace',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('never proxies');
    expect(text).toMatch(/CORS is open.*`Origin`/);
  });

  it('documents requests that work exactly as written', async () => {
    const { text } = await fetchText('/agents.md');
    const curls = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
      (m[1] ?? '')
        .replace(/\\\n\s*/g, ' ')
        .split('\n')
        .filter(Boolean),
    );
    expect(curls.length).toBeGreaterThanOrEqual(10);
    const rpcMethods: string[] = [];
    for (const command of curls) {
      const url = / (https?:\/\/\S+)/.exec(command)?.[1] ?? '';
      const headers = Object.fromEntries(
        [...command.matchAll(/-H '([^:]+): ([^']+)'/g)].map((h) => [h[1]?.toLowerCase(), h[2]]),
      );
      const data = /-d '([^']+)'/.exec(command)?.[1];
      const init = data ? { method: 'POST', headers, body: data } : { headers };
      const r = await app.request(pathOf(url), init);
      expect(r.status, command).toBe(200);
      if (pathOf(url) === '/api/fit') FitResultSchema.parse(await r.json());
      if (pathOf(url) === '/mcp' && data) {
        const rpc = JSON.parse(data);
        rpcMethods.push(rpc.method);
        const answer = await readRpc(r);
        expect(answer).toMatchObject({ jsonrpc: '2.0', id: rpc.id });
        expect(answer.error).toBeUndefined();
        if (rpc.method === 'tools/list') {
          expect(answer.result.tools.map((t: { name: string }) => t.name)).toEqual(
            TOOL_SUMMARIES.map((t) => t.name),
          );
        }
        if (rpc.method === 'tools/call') {
          FitRequestSchema.parse(rpc.params.arguments);
          expect(answer.result.isError ?? false).toBe(false);
        }
      }
    }
    expect(rpcMethods).toEqual(['tools/call', 'initialize', 'tools/list']);
  });
});

describe('/sitemap.xml', () => {
  const schema = { fileName: 'sitemap.xsd', contents: readFileSync('test/fixtures/sitemap.xsd', 'utf8') };
  const validate = (xml: string) =>
    validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema });

  it('is valid against the sitemaps.org 0.9 schema', async () => {
    const { text, type } = await fetchText('/sitemap.xml');
    expect(type).toBe('application/xml; charset=utf-8');
    const result = await validate(text);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is checked by a schema that rejects what the protocol forbids', async () => {
    const { text } = await fetchText('/sitemap.xml');
    const broken = [
      text.replace(/<lastmod>[^<]+</, '<lastmod>20 November 2026<'),
      text.replace('</loc>', '</loc><priority>1.5</priority>'),
      text.replace(/<loc>https?:\/\//, '<loc>/'),
      text.replace('<url>', '<url><changefreq>sometimes</changefreq>'),
      text.replace('<lastmod>', '<lastmod>2026-11-20T10:00:00</lastmod><x>'),
      text.replace(/<url>[\s\S]*<\/url>/, ''),
    ];
    for (const xml of broken) expect((await validate(xml)).valid, xml).toBe(false);
  });

  it('lists exactly the HTML pages, absolute, with lastmod from content, and each answers HTML', async () => {
    const { text } = await fetchText('/sitemap.xml');
    const entries = [...text.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(entries).toEqual(site.pages.map((p) => [`${BASE}${pagePath(p.slug)}`, p.updated]));
    for (const [loc] of entries) {
      const r = await app.request(pathOf(loc ?? ''), { headers: { accept: 'text/html' } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(text).not.toContain('.md<');
  });
});

describe('/robots.txt', () => {
  const AGENTS = ['GPTBot', 'ChatGPT-User', 'ClaudeBot', 'Claude-User', 'PerplexityBot', 'Google-Extended'];

  it('allows every crawler and named AI agent on every public page and points to the sitemap', async () => {
    const { text, type } = await fetchText('/robots.txt');
    expect(type).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${BASE}/robots.txt`, text);
    const urls = [
      `${BASE}/`,
      ...site.pages.flatMap((p) => [`${BASE}${pagePath(p.slug)}`, `${BASE}/${p.slug}.md`]),
      `${BASE}/llms.txt`,
      `${BASE}/api/offer`,
      `${BASE}/fit?annualRevenue=2000000`,
    ];
    for (const ua of [...AGENTS, 'Googlebot', 'SomeNewCrawler/1.0']) {
      for (const url of urls) expect(robots.isAllowed(url, ua), `${ua} ${url}`).toBe(true);
    }
    for (const ua of AGENTS) expect(text).toContain(`User-agent: ${ua}\n`);
    expect(robots.getSitemaps()).toEqual([`${BASE}/sitemap.xml`]);
    expect(text).not.toMatch(/^Disallow: \S/m);
  });

  it('states the content signals, with ai-train taken from content', async () => {
    const { text } = await fetchText('/robots.txt');
    expect(site.identity.robots.aiTrain).toBe(false);
    expect(text).toMatch(/^Content-Signal: search=yes, ai-input=yes, ai-train=no$/m);
    expect(text).toMatch(/^# .*ai-train/m);
    const training = { ...site, identity: { ...site.identity, robots: { aiTrain: true } } };
    expect(renderRobotsTxt(training)).toMatch(/^Content-Signal: search=yes, ai-input=yes, ai-train=yes$/m);
  });
});

describe('/.well-known/api-catalog (RFC 9727)', () => {
  const PATH = '/.well-known/api-catalog';
  type Link = { href: string; type?: string };
  type Context = { anchor: string } & Record<string, Link[] | string>;

  it('is a linkset with the RFC 9727 profile; HEAD gives the same headers', async () => {
    const r = await app.request(PATH);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    const head = await app.request(PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(r.headers));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('is advertised by the homepage in both variants with rel="api-catalog"', async () => {
    for (const accept of ['text/html', 'text/markdown']) {
      const r = await app.request('/', { method: 'HEAD', headers: { accept } });
      const catalog = linksWithRel(parseLinkHeader(r.headers.get('link')), 'api-catalog');
      expect(catalog.map((l) => l.href)).toEqual([`${BASE}${PATH}`]);
    }
  });

  it('anchors the catalog, describes the API and the MCP endpoint, and every target answers', async () => {
    const { linkset } = JSON.parse((await fetchText(PATH)).text) as { linkset: Context[] };
    expect(Array.isArray(linkset)).toBe(true);
    for (const context of linkset) {
      expect(context.anchor).toMatch(/^https?:\/\//);
      for (const [rel, links] of Object.entries(context)) {
        if (rel === 'anchor') continue;
        expect(Array.isArray(links), rel).toBe(true);
        for (const link of links as Link[]) expect(link.href).toMatch(/^https?:\/\//);
      }
    }
    const byAnchor = new Map(linkset.map((c) => [c.anchor, c]));
    const catalog = byAnchor.get(`${BASE}${PATH}`);
    const items = ((catalog?.item ?? []) as Link[]).map((l) => l.href);
    expect(items).toEqual([`${BASE}/api`, `${BASE}/mcp`]);
    const api = byAnchor.get(`${BASE}/api`) as Context;
    const mcp = byAnchor.get(`${BASE}/mcp`) as Context;
    expect(api['service-desc']).toContainEqual({
      href: `${BASE}/openapi.json`,
      type: 'application/vnd.oai.openapi+json;version=3.1',
    });
    expect(api['service-doc']).toContainEqual(
      expect.objectContaining({ href: `${BASE}/developers`, type: 'text/html' }),
    );
    expect(api.status).toEqual([{ href: `${BASE}/api/health`, type: 'application/json' }]);
    expect(mcp['service-desc']).toContainEqual(
      expect.objectContaining({ href: `${BASE}/.well-known/mcp.json` }),
    );
    const targets = [api, mcp].flatMap((c) =>
      Object.entries(c).flatMap(([rel, links]) => (rel === 'anchor' ? [] : (links as Link[]))),
    );
    for (const { href } of targets) expect((await app.request(pathOf(href))).status, href).toBe(200);
  });
});
