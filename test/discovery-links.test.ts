// One list of discovery links: the Link header field and the HTML head carry the same links, in any content.
import { describe, expect, it } from 'vitest';
import { DISCOVERY_PATHS, notApplicable, pageDiscoveryLinks } from '../src/domain/discovery.js';
import { pagePath } from '../src/domain/pages.js';
import { renderLinkHeader } from '../src/render/discovery-links.js';
import { parseLinkHeader } from '../tools/readiness/link-header.js';
import {
  ALT_FIXTURE_CONTENT,
  createTestApp,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';

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

  it('the {{discovery}} and {{not_applicable}} blocks name every document (each answers) and every standard left out', async () => {
    for (const dir of [FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT]) {
      const owner = loadSampleSite(TEST_BASE_URL, dir);
      const owned = createTestApp(owner);
      const page = owner.pages.find((p) => p.body.includes('{{not_applicable}}'));
      expect(page, `${dir} uses the blocks on a page`).toBeDefined();
      const markdown = await (await owned.request(`/${page?.slug}.md`)).text();
      for (const item of notApplicable(owner)) expect(markdown).toContain(item.what);
      // Named as code, not as links: they are documents to fetch, not pages.
      const linked = [...markdown.matchAll(/`(https?:\/\/[^`\s]+)`/g)].map((m) => m[1] ?? '');
      for (const path of Object.values(DISCOVERY_PATHS).filter(
        (p) => p.startsWith('/.well-known/') || p === DISCOVERY_PATHS.serverCard,
      )) {
        expect(linked, path).toContain(`${TEST_BASE_URL}${path}`);
      }
      for (const url of linked.filter((u) => u.startsWith(TEST_BASE_URL))) {
        expect((await owned.request(new URL(url).pathname)).status, url).toBe(200);
      }
    }
  });
});
