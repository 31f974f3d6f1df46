// One list of discovery links: the Link header field and the HTML head carry the same links, in any content.
import { describe, expect, it } from 'vitest';
import { pageDiscoveryLinks, SERVER_CARD_TYPE } from '../src/domain/discovery.js';
import { pagePath } from '../src/domain/pages.js';
import { SERVER_CARD_MEDIA_TYPE } from '../src/mcp/server-card.js';
import { renderLinkHeader } from '../src/render/discovery-links.js';
import { parseLinkHeader } from '../tools/readiness/link-header.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { startTestServer } from './helpers/server.js';
import { createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

/** The head's <link> elements that carry a type, as [rel, type, title, href]. */
function headLinks(html: string): string[][] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link ([^>]*)>/g)]
    .map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    )
    .filter((a) => a.type && a.title)
    .map((a) => [a.rel, a.type, a.title, a.href].map((v) => (v ?? '').replaceAll('&amp;', '&')));
}

describe('discovery links', () => {
  const site = loadSampleSite();
  const app = createTestApp(site);

  it.each(site.pages.map((p) => p.slug))(
    '/%s: the HTML head holds exactly the links of its Link header',
    async (slug) => {
      const res = await app.request(pagePath(slug), { headers: { accept: 'text/html' } });
      const header = parseLinkHeader(res.headers.get('link')).map((l) => [
        l.params.rel,
        l.params.type,
        l.params.title,
        l.href,
      ]);
      expect(header.length).toBeGreaterThanOrEqual(5);
      expect(headLinks(await res.text())).toEqual(header);
    },
  );

  it('the card type in the links is the one the MCP server card is served as', () => {
    expect(SERVER_CARD_TYPE).toBe(SERVER_CARD_MEDIA_TYPE);
  });

  it('a title that is not ASCII travels as title* (RFC 8187), and a quote in a title is escaped', () => {
    const page = site.pages[0];
    if (!page) throw new Error('fixture has no pages');
    const header = renderLinkHeader(pageDiscoveryLinks(site, { ...page, title: 'Über "uns", kurz' }));
    expect(header).toContain(`title*=UTF-8''%C3%9Cber%20%22uns%22%2C%20kurz%20%28Markdown%29`);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    const quoted = renderLinkHeader(pageDiscoveryLinks(site, { ...page, title: 'The "week", in short' }));
    const [twin] = parseLinkHeader(quoted);
    expect(twin?.params.title).toBe('The "week", in short (Markdown)');
    expect(twin?.href).toBe(`${TEST_BASE_URL}/${page.slug}.md`);
  });

  it('the real server sends a page whose title is not ASCII, Link header and all', async () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (text) => text.replace(/^title: .*$/m, 'title: "Über das Studio"'));
    const server = await startTestServer({ CONTENT_DIR: dir });
    try {
      const res = await fetch(`${server.url}/about`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const [twin] = parseLinkHeader(res.headers.get('link'));
      expect(twin?.params['title*']).toBe(`UTF-8''%C3%9Cber%20das%20Studio%20%28Markdown%29`);
      expect(await res.text()).toContain('title="Über das Studio (Markdown)"');
    } finally {
      await server.close();
    }
  });
});
