// Shared e2e tests of the agent-readable files: status, content type, and the content each format promises.
import { expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSIONS } from '../../src/domain/mcp-versions.js';
import { type E2ETarget, mediaType, type Send } from './http.js';
import { pagePaths } from './model.js';

const FILES: [path: string, type: string][] = [
  ['/llms.txt', 'text/plain'],
  ['/.well-known/llms.txt', 'text/plain'],
  ['/llms-full.txt', 'text/plain'],
  ['/agents.md', 'text/markdown'],
  ['/sitemap.xml', 'application/xml'],
  ['/robots.txt', 'text/plain'],
  ['/openapi.json', 'application/json'],
  ['/api/openapi.json', 'application/json'],
  ['/.well-known/mcp.json', 'application/mcp-server-card+json'],
  ['/.well-known/api-catalog', 'application/linkset+json'],
];

export function registerAgentFileTests(send: Send, target: () => E2ETarget): void {
  it.each(FILES)('GET %s is 200 %s, UTF-8 where textual, CORS open, with an ETag', async (path, type) => {
    const res = await send(path);
    expect(res.status).toBe(200);
    expect(mediaType(res)).toBe(type);
    if (type.startsWith('text/') || type.endsWith('xml') || type === 'application/json') {
      expect(res.headers.get('content-type')).toContain('charset=utf-8');
    }
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.text.length).toBeGreaterThan(100);
  });

  it('llms.txt has the llmstxt.org shape: H1, a > summary, H2 sections of absolute links', async () => {
    const text = (await send('/llms.txt')).text;
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.find((l) => l.trim() !== '' && !l.startsWith('# '))).toMatch(/^> \S/);
    expect(text).toMatch(/^## /m);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link?.startsWith(target().baseUrl), link).toBe(true);
    expect((await send('/.well-known/llms.txt')).text).toBe(text);
  });

  it('llms-full.txt holds every page; agents.md says how to call the API and MCP', async () => {
    const full = (await send('/llms-full.txt')).text;
    for (const path of pagePaths(target().site)) expect(full).toContain(`${target().baseUrl}${path}`);
    const llms = (await send('/llms.txt')).text;
    for (const page of target().site.pages) expect(llms).toContain(`${target().baseUrl}/${page.slug}.md`);
    const agents = (await send('/agents.md')).text;
    expect(agents).toContain(`${target().baseUrl}/api/fit`);
    expect(agents).toContain(`${target().baseUrl}/mcp`);
  });

  it('sitemap.xml lists the HTML pages under BASE_URL; robots.txt points to it', async () => {
    const sitemap = (await send('/sitemap.xml')).text;
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(sitemap).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pagePaths(target().site).map((path) => `${target().baseUrl}${path}`));
    const robots = (await send('/robots.txt')).text;
    expect(robots).toMatch(new RegExp(`^Sitemap: ${target().baseUrl}/sitemap.xml$`, 'm'));
    expect(robots).toMatch(/^Content-Signal: .*ai-input=yes/m);
  });

  it('openapi.json is OpenAPI 3.1 version 1.0.0 served at both paths, with servers from BASE_URL', async () => {
    const a = await send('/openapi.json');
    const b = await send('/api/openapi.json');
    expect(b.text).toBe(a.text);
    const doc = a.json() as { openapi: string; info: { version: string }; servers: { url: string }[] };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers[0]?.url).toBe(target().baseUrl);
    const paths = (a.json() as { paths: Record<string, Record<string, { operationId?: string }>> }).paths;
    const ops = (methods: string[]) =>
      Object.values(paths)
        .flatMap((item) => methods.map((m) => item[m]?.operationId))
        .filter(Boolean)
        .sort();
    // The contract's five operations and UCP's three catalog ones; HEAD and the CORS preflight OPTIONS beside.
    expect(ops(['get', 'post'])).toEqual([
      'checkFit',
      'getCatalogProduct',
      'getHealth',
      'getOffer',
      'getPage',
      'listPages',
      'lookupCatalog',
      'searchCatalog',
    ]);
    expect(ops(['head'])).toHaveLength(4);
    expect(ops(['options'])).toHaveLength(8);
  });

  it('the MCP server card names the streamable-http endpoint and every protocol version, and no primitives', async () => {
    const card = (await send('/.well-known/mcp.json')).json() as {
      remotes: { type: string; url: string; supportedProtocolVersions: string[] }[];
      tools?: unknown;
    };
    expect(card.remotes[0]?.type).toBe('streamable-http');
    expect(card.remotes[0]?.url).toBe(`${target().baseUrl}/mcp`);
    expect((card as unknown as { title: string }).title).toBe(target().site.identity.name);
    expect(card.remotes[0]?.supportedProtocolVersions).toEqual([...MCP_PROTOCOL_VERSIONS]);
    expect(card.tools).toBeUndefined();
  });

  it('the api-catalog is an RFC 9727 linkset pointing to the OpenAPI document', async () => {
    const res = await send('/.well-known/api-catalog');
    const catalog = res.json() as { linkset: Record<string, unknown>[] };
    expect(catalog.linkset.length).toBeGreaterThan(0);
    expect(res.text).toContain(`${target().baseUrl}/openapi.json`);
    expect(JSON.stringify(catalog.linkset.map((c) => Object.keys(c)))).toContain('service-desc');
  });
}
