// Crawls every link an agent is handed (llms.txt, llms-full.txt, agents.md, the sitemap, the api-catalog) on
// both fixtures: each one on this site answers 200 with the type it declares; every other one is known.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import type { Site } from '../src/content/site.js';
import { buildOffer } from '../src/domain/offer.js';
import { ALT_FIXTURE_CONTENT, createTestApp, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const md = new MarkdownIt({ html: true });

interface Found {
  source: string;
  url: string;
  /** The media type the link declares (api-catalog `type`), or undefined to infer from the URL. */
  type?: string;
}

/** Links a Markdown reader follows: inline, reference and autolinks (code is not a link). */
function markdownLinks(source: string, text: string): Found[] {
  return md
    .parse(text, {})
    .flatMap((t) => t.children ?? [])
    .filter((t) => t.type === 'link_open')
    .map((t) => ({ source, url: String(t.attrGet('href')) }));
}

/** What a plain GET of a URL of this site must answer with, when the link itself declares nothing. */
function inferredType(site: Site, path: string): RegExp {
  if (path.endsWith('.md')) return /^text\/markdown$/;
  if (path.endsWith('.txt')) return /^text\/plain$/;
  if (path.endsWith('.xml')) return /^application\/xml$/;
  // JSON, or a JSON-based type such as the MCP server card's application/mcp-server-card+json.
  if (path.endsWith('.json') || path.startsWith('/api/') || path === '/mcp/server-card')
    return /^application\/([a-z.-]+\+)?json$/;
  if (path === '/.well-known/api-catalog') return /^application\/linkset\+json$/;
  expect(
    site.pages.some((p) => (p.slug === 'index' ? '/' : `/${p.slug}`) === path),
    `${path} is a page`,
  ).toBe(true);
  return /^text\/html$/;
}

const exactly = (type: string) => new RegExp(`^${type.replace(/[.+*?^$()[\]{}|\\/]/g, '\\$&')}$`);

/** Every URL outside this site that an agent file may name: the owner's links and the engine's boundary. */
function knownExternal(site: Site): Set<string> {
  const { identity } = site;
  const engine = identity.engine;
  return new Set([
    ...Object.values(buildOffer(site).actions ?? {}).map((a) => a.url),
    identity.links.booking,
    identity.links.checkout,
    `mailto:${identity.email}`,
    ...(engine ? [`mailto:${engine.accessEmail ?? identity.email}`] : []),
    ...identity.social.map((s) => s.url),
    ...(engine ? [`${engine.url}/mcp`, `${engine.url}/health`] : []),
  ]);
}

describe.each([
  ['main fixture', FIXTURE_CONTENT],
  ['second owner', ALT_FIXTURE_CONTENT],
])('every link agents are handed, on the %s', (_name, dir) => {
  const site = loadSampleSite(undefined, dir);
  const app = createTestApp(site);
  const base = site.baseUrl;

  async function collect(): Promise<Found[]> {
    const text = async (path: string) => (await app.request(path)).text();
    const catalog = JSON.parse(await text('/.well-known/api-catalog')) as {
      linkset: Record<string, string | { href: string; type?: string }[]>[];
    };
    return [
      ...markdownLinks('llms.txt', await text('/llms.txt')),
      ...markdownLinks('llms-full.txt', await text('/llms-full.txt')),
      ...markdownLinks('agents.md', await text('/agents.md')),
      ...[...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => ({
        source: 'sitemap.xml',
        url: m[1] ?? '',
        type: 'text/html',
      })),
      ...catalog.linkset.flatMap((context) =>
        Object.entries(context).flatMap(([rel, links]) =>
          rel === 'anchor' || typeof links === 'string'
            ? []
            : links.map((l) => ({ source: `api-catalog ${rel}`, url: l.href, type: l.type })),
        ),
      ),
    ];
  }

  it('finds links in every source', async () => {
    const sources = new Set((await collect()).map((f) => f.source.split(' ')[0]));
    expect([...sources].sort()).toEqual([
      'agents.md',
      'api-catalog',
      'llms-full.txt',
      'llms.txt',
      'sitemap.xml',
    ]);
  });

  it('every link on this site answers 200 with its declared type; every other link is a known one', async () => {
    const found = await collect();
    const external = knownExternal(site);
    const checked = new Set<string>();
    for (const { source, url, type } of found) {
      if (!url.startsWith(`${base}/`) && url !== base) {
        expect(external.has(url), `${source}: ${url} is neither on this site nor a known link`).toBe(true);
        continue;
      }
      const path = new URL(url).pathname;
      const expected = type ? exactly(type) : inferredType(site, path);
      // A plain GET, as a crawler sends it: no Accept header to steer the answer toward the declared type.
      const res = await app.request(path);
      expect(res.status, `${source}: ${url}`).toBe(200);
      expect(res.headers.get('content-type')?.split(';')[0], `${source}: ${url}`).toMatch(expected);
      checked.add(url);
    }
    // Every page, both forms, and every agent file were reached.
    for (const page of site.pages) expect(checked.has(`${base}/${page.slug}.md`), page.slug).toBe(true);
    for (const path of [
      '/llms-full.txt',
      '/agents.md',
      '/openapi.json',
      '/api/health',
      '/.well-known/mcp.json',
    ]) {
      expect(checked.has(`${base}${path}`), path).toBe(true);
    }
  });

  it('the API operations llms.txt lists as code answer as documented', async () => {
    const llms = await (await app.request('/llms.txt')).text();
    const slug = site.pages.find((p) => p.tool === undefined && p.slug !== 'index')?.slug ?? 'index';
    const ops = [...llms.matchAll(/^- `(GET|POST) (\/api\/[^`]+)`/gm)].map((m) => [m[1], m[2]] as const);
    expect(ops).toHaveLength(5);
    for (const [method, path = ''] of ops) {
      const concrete = path.replace('{slug}', slug);
      const res =
        method === 'GET'
          ? await app.request(concrete)
          : await app.request(concrete, { method: 'POST', body: '{"founderLed":true}' });
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
    }
  });
});
