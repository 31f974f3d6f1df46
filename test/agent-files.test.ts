// The agent-readable files: llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt and the RFC 9727 api-catalog.
import { readFileSync } from 'node:fs';
import robotsParserModule from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { fitRequestSchema } from '../src/domain/fit/fit-fields.js';
import { MCP_PROTOCOL_VERSIONS } from '../src/domain/mcp-versions.js';
import { buildOffer } from '../src/domain/offer.js';
import { fitPage } from '../src/domain/page-set.js';
import { apiPages, pagePath } from '../src/domain/pages.js';
import { FitResultSchema } from '../src/domain/schemas.js';
import { apiEndpoints } from '../src/render/agent-files/api-endpoints.js';
import { demoteHeadings, renderLlmsFullTxt } from '../src/render/agent-files/llms-full.js';
import { renderRobotsTxt } from '../src/render/agent-files/robots.js';
import { renderEngineBlock } from '../src/render/markdown/engine-block.js';
import { renderLlmsPointer, renderPageBody } from '../src/render/markdown/page.js';
import { TOOLS } from '../src/render/tools/all.js';
import { linksWithRel, parseLinkHeader } from '../tools/readiness/link-header.js';
import { requireEngine } from './helpers/engine.js';
import {
  ALT_FIXTURE_CONTENT,
  TEST_BASE_URL as BASE,
  createTestApp,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
} from './helpers/site.js';

// The package is CommonJS (module.exports = fn) but its types declare an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const site = loadSampleSite();
const app = createTestApp(site);

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
  const markdownLinks = (text: string) =>
    [...text.matchAll(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g)].map((m) => m[2] ?? '');

  it('has the llmstxt.org shape: H1, one > line, a paragraph, then H2 sections ending in Optional', async () => {
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
    expect(sections.map(([, name]) => name)).toEqual([
      site.identity.name,
      'Pages',
      'API',
      'MCP',
      'Agent skills',
      'Optional',
    ]);
    // A list item is a file link `[name](url): notes`, or an API operation shown as code, never a bare URL.
    const body = text.slice(text.indexOf('\n## '));
    for (const line of body.split('\n').filter((l) => l.startsWith('- '))) {
      expect(line).toMatch(/^- (\[[^\]]+\]\(https?:\/\/[^)\s]+\): \S|`(GET|POST) \/api\/[^`]+`: \S)/);
    }
  });

  it('lists every page by its Markdown twin with the HTML page beside it, in menu order', async () => {
    const { text } = await fetchText('/llms.txt');
    const pages = text.slice(text.indexOf('## Pages'), text.indexOf('## API'));
    const items = pages.split('\n').filter((l) => l.startsWith('- '));
    expect(items).toHaveLength(site.pages.length);
    site.pages.forEach((page, i) => {
      expect(items[i]).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${BASE}/${page.slug}\\.md\\): `));
      expect(items[i]).toContain(`([HTML](${BASE}${pagePath(page.slug)}))`);
      expect(items[i]).toContain(page.description);
    });
  });

  it('never links a POST-only URL or a JSON document as a page: operations are code, files are autolinks', async () => {
    const { text } = await fetchText('/llms.txt');
    const links = markdownLinks(text);
    for (const path of ['/api/fit', '/mcp', '/api/health', '/api/offer', '/api/pages', '/openapi.json']) {
      expect(links, path).not.toContain(`${BASE}${path}`);
    }
    for (const url of links) {
      const path = new URL(url).pathname;
      expect(
        path === '/' || /\.(md|txt)$/.test(path) || site.pages.some((p) => pagePath(p.slug) === path),
        url,
      ).toBe(true);
    }
    const api = text.slice(text.indexOf('## API'), text.indexOf('## MCP'));
    for (const e of apiEndpoints(site)) expect(api).toContain(`- \`${e.method} ${e.path}\`: `);
    expect(api).toContain(`<${BASE}/openapi.json>`);
    expect(text.slice(text.indexOf('## MCP'))).toContain(`\`POST ${BASE}/mcp\``);
    expect(text).toContain(`<${BASE}/.well-known/mcp.json>`);
    // The POST calls are shown as commands that work exactly as written.
    const calls = [...text.matchAll(/`(curl -X POST [^`]+)`/g)].map((m) => m[1] ?? '');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const url = / (https?:\/\/\S+)/.exec(call)?.[1] ?? '';
      const headers = Object.fromEntries(
        [...call.matchAll(/-H '([^:]+): ([^']+)'/g)].map((h) => [h[1]?.toLowerCase(), h[2]]),
      );
      const res = await app.request(pathOf(url), {
        method: 'POST',
        headers,
        body: /-d '([^']+)'/.exec(call)?.[1],
      });
      expect(res.status, call).toBe(200);
    }
  });

  it('says truthfully which pages the API serves', async () => {
    const { text } = await fetchText('/llms.txt');
    const note = /- `GET \/api\/pages`: (.*)/.exec(text)?.[1] ?? '';
    expect(note).toContain(`all ${apiPages(site).length} content pages`);
    for (const tool of site.pages.filter((p) => p.tool)) expect(note).toContain(`\`${tool.slug}\``);
    const listed = (await (await app.request('/api/pages')).json()) as { count: number };
    expect(listed.count).toBe(apiPages(site).length);
    expect(text).not.toMatch(/"every page"|: every page with its HTML/);
  });

  it('links the developer documentation (the page that places {{engine}}) and agents.md', async () => {
    const { text } = await fetchText('/llms.txt');
    const docs = site.pages.find((p) => /\{\{\s*engine\s*\}\}/.test(p.body));
    expect(docs).toBeDefined();
    expect(text).toContain(`- [Developer documentation](${BASE}/${docs?.slug}.md): `);
    expect(text).toContain(`- [Instructions for agents](${BASE}/agents.md): `);
    expect(text).toContain(`- [Full text](${BASE}/llms-full.txt): `);
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
      const section = `## ${page.title}\n\nURL: ${BASE}${pagePath(page.slug)} (Markdown: ${BASE}/${page.slug}.md`;
      expect(text).toContain(section);
      expect(text).toContain(demoteHeadings(renderPageBody(site, page)).trim());
    }
    // The pointer to llms.txt belongs to each twin, not to every section of the full text.
    expect(text.split(renderLlmsPointer(site))).toHaveLength(1);
    const levels = headings(text).map(([level]) => level);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels.filter((l) => l === 2)).toHaveLength(site.pages.length);
    // No heading skips a level on the way down, so the outline stays valid.
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });
  });

  it('states the engine boundary once: through the page that places {{engine}}, or in its own section', async () => {
    const { text } = await fetchText('/llms-full.txt');
    const block = demoteHeadings(renderEngineBlock(site));
    expect(text.split(block)).toHaveLength(2);
    const withoutToken = {
      ...site,
      pages: site.pages.map((p) => ({ ...p, body: p.body.replace(/\{\{\s*engine\s*\}\}/g, '') })),
    };
    const full = renderLlmsFullTxt(withoutToken);
    expect(full.split(block)).toHaveLength(2);
    expect(full).toMatch(/\n## The private engine \(not this service\)\n\n/);
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
    for (const tool of TOOLS) expect(text).toContain(`\`${tool.name}\``);
    for (const version of MCP_PROTOCOL_VERSIONS) expect(text).toContain(version);
    for (const action of Object.values(buildOffer(site).actions ?? {})) expect(text).toContain(action.url);
    expect(text).toContain(site.offer.fitDisclaimer);
    const engine = requireEngine(site);
    for (const fact of [
      `${engine.url}/mcp`,
      `${engine.url}/health`,
      'Authorization: Bearer <API_KEY>',
      '`401`',
      '`{"ok": true}`',
      engine.accessEmail ?? site.identity.email,
      'workspace',
      'watermarked',
      'the methodology itself is never returned',
      `Buying ${site.offer.name} ${engine.includedWithOffer ? 'includes' : 'does not include'} access to the engine`,
      ...engine.methods.map((m) => `\`${m.name}\``),
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(`## The private engine (not this service)\n\n${renderEngineBlock(site)}`);
    expect(text).toContain('never calls, proxies or imitates it');
    expect(text).toMatch(/CORS is open.*`Origin`/);
  });

  it('says in one short list when to use the API, MCP or the pages', async () => {
    const { text } = await fetchText('/agents.md');
    const section = text.slice(text.indexOf('## API, MCP or pages?'), text.indexOf('## Rules'));
    const items = section.split('\n').filter((l) => l.startsWith('- '));
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/JSON API/);
    expect(items[1]).toMatch(/MCP/);
    expect(items[2]).toMatch(/Markdown/);
    expect(items[3]).toMatch(/action links/);
    expect(text.indexOf('## API, MCP or pages?')).toBeLessThan(text.indexOf('## Call the JSON API'));
  });

  it('tells an agent in the browser about WebMCP and names the fit page, on either fixture', async () => {
    for (const dir of [FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT]) {
      const each = loadSampleSite(BASE, dir);
      const text = await (await createTestApp(each).request('/agents.md')).text();
      const start = text.indexOf(`## ${each.words.agents.mcp.webmcpHeading}`);
      expect(start, dir).toBeGreaterThan(0);
      const section = text.slice(start, text.indexOf('\n## ', start + 1));
      expect(section, dir).toContain(`${BASE}${pagePath(fitPage(each).slug)}`);
      for (const tool of TOOLS) expect(section, dir).toContain(tool.name);
    }
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
          expect(answer.result.tools.map((t: { name: string }) => t.name)).toEqual(TOOLS.map((t) => t.name));
        }
        if (rpc.method === 'tools/call') {
          fitRequestSchema(site).parse(rpc.params.arguments);
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
    const { 'x-request-id': headId, ...headHeaders } = Object.fromEntries(head.headers);
    const { 'x-request-id': getId, ...getHeaders } = Object.fromEntries(r.headers);
    expect(headHeaders).toEqual(getHeaders);
    expect(headId).not.toBe(getId);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('is advertised by the homepage in both variants with rel="api-catalog"', async () => {
    for (const accept of ['text/html', 'text/markdown']) {
      const r = await app.request('/', { method: 'HEAD', headers: { accept } });
      const catalog = linksWithRel(parseLinkHeader(r.headers.get('link')), 'api-catalog');
      expect(catalog.map((l) => l.href)).toEqual([`${BASE}${PATH}`]);
    }
  });

  it('answers HEAD (and GET) with a Link header naming itself the api-catalog (RFC 9727 section 2)', async () => {
    for (const method of ['GET', 'HEAD']) {
      const r = await app.request(PATH, { method });
      expect(r.headers.get('link')).toBe(`<${BASE}${PATH}>; rel="api-catalog"`);
    }
  });

  it('describes the JSON API and the MCP endpoint; every target on this site answers 200 with its declared type', async () => {
    const { linkset } = JSON.parse((await fetchText(PATH)).text) as { linkset: Context[] };
    for (const context of linkset) {
      expect(context.anchor).toMatch(/^https?:\/\//);
      for (const [rel, links] of Object.entries(context)) {
        if (rel === 'anchor') continue;
        expect(Array.isArray(links), rel).toBe(true);
        for (const link of links as Link[]) {
          expect(link.href).toMatch(/^https?:\/\//);
          expect(link.type, link.href).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
        }
      }
    }
    const byAnchor = new Map(linkset.map((c) => [c.anchor, c]));
    // The JSON API is anchored at its OpenAPI server URL; no `item` link points at a path that does not exist.
    expect([...byAnchor.keys()]).toEqual([BASE, `${BASE}/mcp`, `${requireEngine(site).url}/mcp`]);
    const api = byAnchor.get(BASE) as Context;
    const mcp = byAnchor.get(`${BASE}/mcp`) as Context;
    expect(api['service-desc']).toEqual([
      expect.objectContaining({ href: `${BASE}/openapi.json`, type: 'application/json' }),
    ]);
    expect(api['service-doc']).toContainEqual(
      expect.objectContaining({ href: `${BASE}/developers`, type: 'text/html' }),
    );
    expect(api['service-doc']).toContainEqual(
      expect.objectContaining({ href: `${BASE}/agents.md`, type: 'text/markdown' }),
    );
    expect(api.status).toEqual([
      expect.objectContaining({ href: `${BASE}/api/health`, type: 'application/json' }),
    ]);
    expect(mcp['service-desc']).toContainEqual(
      expect.objectContaining({
        href: `${BASE}/.well-known/mcp.json`,
        type: 'application/mcp-server-card+json',
      }),
    );
    const ours = [api, mcp].flatMap((c) =>
      Object.entries(c).flatMap(([rel, links]) => (rel === 'anchor' ? [] : (links as Link[]))),
    );
    for (const { href, type } of ours) {
      // A plain GET: the declared type is what a client gets without asking for it.
      const r = await app.request(pathOf(href));
      expect(r.status, href).toBe(200);
      expect(r.headers.get('content-type')?.split(';')[0], href).toBe(type);
    }
  });

  it('lists the private engine as a separate, authenticated entry on its own host, never as part of this service', async () => {
    const { linkset } = JSON.parse((await fetchText(PATH)).text) as { linkset: Context[] };
    const engine = requireEngine(site);
    const entry = linkset.find((c) => c.anchor === `${engine.url}/mcp`) as Context;
    expect(entry.status).toEqual([
      expect.objectContaining({ href: `${engine.url}/health`, type: 'application/json' }),
    ]);
    expect(entry['service-desc']).toBeUndefined();
    for (const link of entry['service-doc'] as Link[]) {
      expect((link as Link & { title: string }).title).toMatch(
        /^Private engine \(authenticated: a bearer key per client, 401 without; not part of this service\)/,
      );
      expect(link.href.startsWith(`${BASE}/`)).toBe(true);
    }
    // Nothing on this site answers for the engine: its paths here are plain 404s.
    expect((await app.request('/health')).status).toBe(404);
  });
});
