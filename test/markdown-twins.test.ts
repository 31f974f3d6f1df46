// The Markdown twins on both fixtures: one text on every surface, a pointer to llms.txt under the title,
// absolute links with code untouched, and an X-Markdown-Tokens estimate on every Markdown response.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import type { Site } from '../src/content/site.js';
import { apiPages, fitPage, homePage, pagePath } from '../src/domain/pages.js';
import { absolutizeLinks } from '../src/render/markdown/absolute-links.js';
import { expandTokens, renderLlmsPointer, renderPageMarkdown } from '../src/render/markdown/page.js';
import { estimateTokens } from '../src/render/markdown/token-estimate.js';
import { ALT_FIXTURE_CONTENT, createTestApp, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const md = new MarkdownIt({ html: true });
const MCP = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};

/** Every link and image destination, and every code block and code span, as a CommonMark reader sees them. */
function inspect(markdown: string) {
  const links: string[] = [];
  const code: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type === 'fence' || token.type === 'code_block') code.push(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') links.push(String(child.attrGet('href') ?? ''));
      if (child.type === 'image') links.push(String(child.attrGet('src') ?? ''));
      if (child.type === 'code_inline') code.push(child.content);
    }
  }
  return { links, code };
}

async function rpc(app: ReturnType<typeof createTestApp>, method: string, params: unknown) {
  const res = await app.request('/mcp', {
    method: 'POST',
    headers: MCP,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('text/event-stream')
    ? (/^data: (.*)$/m.exec(text)?.[1] ?? '')
    : text;
  return JSON.parse(json).result;
}

describe('absolutizeLinks', () => {
  const base = 'https://offer.example.com';
  const at = (markdown: string, page = `${base}/about`) => absolutizeLinks(markdown, base, page);

  it('makes root-relative, path-relative and protocol-relative destinations absolute', () => {
    expect(at('[a](/privacy) [b](contact) [c](./fit#x) [d](../faq) [e](//cdn.example.com/x)')).toBe(
      `[a](${base}/privacy) [b](${base}/contact) [c](${base}/fit#x) [d](${base}/faq) [e](https://cdn.example.com/x)`,
    );
  });

  it('keeps absolute URLs, other schemes and same-page fragments', () => {
    const text = '[a](https://x.example/p) [m](mailto:hi@example.com) [t](tel:+15550142) [f](#principles)';
    expect(at(text)).toBe(text);
  });

  it('handles images, titles, angle brackets, parentheses and reference definitions', () => {
    expect(at('![logo](/assets/logo.svg "Logo") [x](</a b>) [y](/p(1)) [ref][r]\n\n[r]: /contact "C"')).toBe(
      `![logo](${base}/assets/logo.svg "Logo") [x](<${base}/a b>) [y](${base}/p(1)) [ref][r]\n\n[r]: ${base}/contact "C"`,
    );
  });

  it('leaves code blocks, indented code, code spans and escaped brackets exactly as written', () => {
    const text = [
      'See `[x](/inline-code)` and ``[y](/double `tick`)`` and \\[z](/escaped).',
      '',
      '```md',
      '[fenced](/privacy)',
      '```',
      '',
      '    [indented](/privacy)',
      '',
      '~~~',
      '[tilde](/privacy)',
      '~~~',
      '',
      'After: [real](/privacy)',
    ].join('\n');
    expect(at(text)).toBe(text.replace('[real](/privacy)', `[real](${base}/privacy)`));
  });

  it('hangs root-relative paths off a BASE_URL that carries a path', () => {
    expect(
      absolutizeLinks(
        '[a](/privacy) [b](contact)',
        'https://x.example/offer',
        'https://x.example/offer/about',
      ),
    ).toBe('[a](https://x.example/offer/privacy) [b](https://x.example/offer/contact)');
  });
});

describe.each([
  ['main fixture', FIXTURE_CONTENT],
  ['second owner', ALT_FIXTURE_CONTENT],
])('twins on the %s', (_name, dir) => {
  const site: Site = loadSampleSite(undefined, dir);
  const app = createTestApp(site);
  const base = site.baseUrl;

  it('every twin is the same text at its URL, at /{slug}.md, in the pages API and in MCP', async () => {
    const apiSlugs = new Set(apiPages(site).map((p) => p.slug));
    for (const page of site.pages) {
      const twin = renderPageMarkdown(site, page);
      const negotiated = await app.request(pagePath(page.slug), { headers: { accept: 'text/markdown' } });
      expect(await negotiated.text(), page.slug).toBe(twin);
      expect(await (await app.request(`/${page.slug}.md`)).text(), page.slug).toBe(twin);
      const resource = await rpc(app, 'resources/read', { uri: `${base}/${page.slug}.md` });
      expect(resource.contents[0].text, page.slug).toBe(twin);
      if (!apiSlugs.has(page.slug)) continue;
      const api = (await (await app.request(`/api/pages/${page.slug}`)).json()) as { markdown: string };
      expect(api.markdown, page.slug).toBe(twin);
      const tool = await rpc(app, 'tools/call', { name: 'get_page', arguments: { slug: page.slug } });
      expect(tool.structuredContent.markdown, page.slug).toBe(twin);
    }
  });

  it('every twin opens with its title, one line pointing to /llms.txt, and what the page shows under its title', () => {
    for (const page of site.pages) {
      const lines = renderPageMarkdown(site, page).split('\n');
      expect(lines.slice(0, 4), page.slug).toEqual([`# ${page.title}`, '', renderLlmsPointer(site), '']);
      const standfirst =
        page.slug === 'index'
          ? [`${site.offer.name} · ${site.identity.name}`, '', site.identity.tagline]
          : [page.description];
      expect(lines.slice(4, 4 + standfirst.length), page.slug).toEqual(standfirst);
    }
    expect(renderLlmsPointer(site)).toContain(`(${base}/llms.txt)`);
  });

  it('the page for people and its twin say the same words where the page lays them out differently', async () => {
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&#x27;|[\u2018\u2019]/g, "'")
        .replace(/\s+/g, ' ');
    for (const page of site.pages) {
      const twin = renderPageMarkdown(site, page).replace(/\*\*/g, '');
      const html = text(
        await (await app.request(pagePath(page.slug), { headers: { accept: 'text/html' } })).text(),
      );
      // Bold-lead list items become cards; the lead keeps its stop (visually hidden), so the sentence matches.
      for (const m of page.body.matchAll(/^- \*\*([^*\n]+[.:])\*\* (\p{Ll}?)/gmu)) {
        expect(html, `${page.slug}: ${m[1]}`).toContain(m[1]);
      }
      expect(twin.length).toBeGreaterThan(0);
    }
    const home = text(await (await app.request('/', { headers: { accept: 'text/html' } })).text());
    const twin = renderPageMarkdown(site, homePage(site));
    const terms = /- \*\*Price:\*\* [^(]+\(([^)]+)\)/.exec(twin)?.[1] ?? 'no price line';
    expect(home).toContain(terms);
    const legal = site.identity.legalName ?? site.identity.name;
    const contact = site.pages.find((p) => /\{\{\s*contact\s*\}\}/.test(p.body));
    if (contact) expect(renderPageMarkdown(site, contact)).toContain(`- **Post:** ${legal}, `);
  });

  it('every link in every twin is absolute, and every code block and span is as the body wrote it', () => {
    for (const page of site.pages) {
      const twin = inspect(renderPageMarkdown(site, page));
      expect(twin.links.length, page.slug).toBeGreaterThan(0);
      for (const href of twin.links) expect(href, `${page.slug}: ${href}`).toMatch(/^(https?:\/\/|mailto:)/);
      expect(twin.code, page.slug).toEqual(inspect(expandTokens(site, page.body)).code);
    }
  });

  it('the fit result in Markdown links absolutely too', async () => {
    const res = await app.request(`${pagePath(fitPage(site).slug)}?founderLed=true&role=%5Bx%5D(%2Fevil)`, {
      headers: { accept: 'text/markdown' },
    });
    const { links } = inspect(await res.text());
    expect(links).toEqual([`${base}/${fitPage(site).slug}.md`]);
  });

  it('every Markdown response says its size in X-Markdown-Tokens, HEAD included', async () => {
    const requests: [string, Record<string, string>][] = [
      ...site.pages.flatMap((p): [string, Record<string, string>][] => [
        [pagePath(p.slug), { accept: 'text/markdown' }],
        [`/${p.slug}.md`, {}],
      ]),
      ['/agents.md', {}],
      ['/llms.txt', {}],
      ['/llms-full.txt', {}],
      [`${pagePath(fitPage(site).slug)}?founderLed=true`, { accept: 'text/markdown' }],
      [`${pagePath(fitPage(site).slug)}?annualRevenue=-1`, { accept: 'text/markdown' }],
      ['/no-such-page', { accept: 'text/markdown' }],
    ];
    for (const [path, headers] of requests) {
      const res = await app.request(path, { headers });
      const body = await res.text();
      expect(res.headers.get('x-markdown-tokens'), path).toBe(String(estimateTokens(body)));
      const head = await app.request(path, { method: 'HEAD', headers });
      expect(head.headers.get('x-markdown-tokens'), `HEAD ${path}`).toBe(String(estimateTokens(body)));
    }
    // Browsers' fetch may read it across origins.
    const res = await app.request('/agents.md');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Markdown-Tokens');
    // Not on HTML or JSON.
    expect(
      (await app.request('/', { headers: { accept: 'text/html' } })).headers.get('x-markdown-tokens'),
    ).toBeNull();
    expect((await app.request('/api/offer')).headers.get('x-markdown-tokens')).toBeNull();
  });

  it('the estimate is within 25% of a real tokenizer (OpenAI o200k) on every Markdown surface', async () => {
    const paths = [...site.pages.map((p) => `/${p.slug}.md`), '/agents.md', '/llms.txt', '/llms-full.txt'];
    for (const path of paths) {
      const body = await (await app.request(path)).text();
      const real = countTokens(body);
      const ratio = estimateTokens(body) / real;
      expect(ratio, `${path}: ${estimateTokens(body)} estimated, ${real} counted`).toBeGreaterThan(0.75);
      expect(ratio, `${path}: ${estimateTokens(body)} estimated, ${real} counted`).toBeLessThan(1.25);
    }
  });
});
