// The owner's content model: one source per fact, tokens, theme contrast, assets, menus and tool pages.
import { copyFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor } from '../src/content/colors.js';
import { loadSite } from '../src/content/load-site.js';
import { apiPages, fitPage, menuPages, pageSlugs } from '../src/domain/pages.js';
import { copyContent, edit, editYaml, loadError } from './helpers/content-copy.js';
import { ALT_FIXTURE_CONTENT, createTestApp, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const load = (dir: string) => loadSite(dir, 'https://offer.example.com');
const messages = (dir: string) => loadError(dir).problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);

describe('one source for every fact', () => {
  it('retired fields point to where the fact lives now', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (t) => `${t}\nurl: "https://www.example.com"\n`);
    edit(dir, 'offer.yaml', (t) => `provider: "Someone Else"\n${t}`);
    const found = messages(dir);
    expect(found).toContainEqual(expect.stringMatching(/^site\.yaml: url: .*BASE_URL/));
    expect(found).toContainEqual(expect.stringMatching(/^offer\.yaml: provider: .*site\.yaml `name`/));
  });

  it('{{tokens}} in YAML and front matter are filled from the one place each fact is written', () => {
    const site = loadSampleSite();
    expect(site.identity.description.startsWith(`${site.identity.name} runs ${site.offer.name}`)).toBe(true);
    expect(site.offer.fitDisclaimer).toContain(`A person at ${site.identity.shortName} reviews`);
    expect(site.pages.find((p) => p.slug === 'about')?.title).toBe(`About ${site.identity.name}`);
    const alt = loadSampleSite(undefined, ALT_FIXTURE_CONTENT);
    expect(alt.offer.actions.email.name).toBe(`Write to ${alt.identity.shortName}`);
    expect(alt.offer.recommendations?.['strong-fit']).toContain(alt.identity.links.checkout);
  });

  it('an unknown token names file and field; a token source cannot use tokens', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (d) => {
      d.summary = 'By {{studio}}.';
    });
    editYaml(dir, 'site.yaml', (d) => {
      d.shortName = '{{name}}';
    });
    edit(dir, 'pages/about.md', (t) => t.replace('title: "About {{name}}"', 'title: "About {{company}}"'));
    const found = messages(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/^offer\.yaml: summary: unknown token \{\{studio\}\}/),
    );
    expect(found).toContainEqual(expect.stringMatching(/^site\.yaml: shortName: cannot use \{\{tokens\}\}/));
    expect(found).toContainEqual(
      expect.stringMatching(/^pages\/about\.md: front matter\.title: unknown token \{\{company\}\}/),
    );
  });
});

describe('theme', () => {
  it('defaults when absent, and accepts hex, rgb() and hsl()', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      delete d.theme;
    });
    expect(load(dir).theme).toEqual({
      palette: expect.objectContaining({ accent: '#0f4c4f', background: '#fbfaf6', text: '#1b2228' }),
      fonts: { display: 'fraunces', text: 'inter' },
    });
    expect(loadSampleSite(undefined, ALT_FIXTURE_CONTENT).theme.palette).toMatchObject({
      accent: '#7a2e0e',
      text: '#111827',
    });
  });

  it('stops start-up below WCAG AA for body text and for button labels, with the measured ratio', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.theme = { accent: '#9a9a9a', background: '#ffffff', text: '#999999' };
    });
    const found = messages(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/site\.yaml: theme\.text: text on background is 2\.84:1;.*4\.5:1/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/site\.yaml: theme\.accent: button labels .* 2\.\d+:1/),
    );
  });

  it('a bright accent is fine for buttons (dark label) and links get a darker ink that passes AA', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.theme = { accent: '#f2c14e', background: '#ffffff', text: '#111111' };
    });
    const { palette } = load(dir).theme;
    const rgb = (c: string) => parseColor(c) ?? [0, 0, 0];
    expect(palette.accentText).toBe('#111111');
    expect(contrast(rgb(palette.accentText), rgb(palette.accent))).toBeGreaterThanOrEqual(4.5);
    expect(palette.accentInk).not.toBe(palette.accent);
    expect(contrast(rgb(palette.accentInk), rgb(palette.background))).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses what is not an opaque colour, and fonts that are not bundled', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.theme = { accent: 'teal-ish', background: 'rgb(0 0 0 / 50%)', fonts: { display: 'comic-sans' } };
    });
    const found = messages(dir);
    expect(found).toContainEqual(expect.stringMatching(/theme\.accent: must be an opaque CSS colour/));
    expect(found).toContainEqual(expect.stringMatching(/theme\.background: must be an opaque CSS colour/));
    expect(found).toContainEqual(expect.stringMatching(/theme\.fonts\.display: .*fraunces/));
  });
});

describe('assets', () => {
  it('are served at content-hashed URLs, cached for a year, and named in the head and JSON-LD', async () => {
    const site = loadSampleSite();
    const app = createTestApp(site);
    const home = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    const og = /<meta property="og:image" content="([^"]+)">/.exec(home)?.[1] ?? '';
    expect(og).toMatch(/^https:\/\/offer\.example\.com\/assets\/og\.[a-z0-9]{12}\.png$/);
    expect(home).toContain('<meta property="og:image:width" content="1200">');
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    const res = await app.request(new URL(og).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = /<a class="brand" href="\/"><img src="([^"]+)"/.exec(home)?.[1] ?? '';
    expect(logo).toMatch(/^\/assets\/logo\.[a-z0-9]{12}\.svg$/);
    expect(home).toContain(`"logo":"https://offer.example.com${logo}"`);
    expect(home).toContain(`"sameAs":${JSON.stringify(site.identity.social.map((s) => s.url))}`);
    // An SVG logo is the favicon as it is.
    expect(await (await app.request('/favicon.svg')).text()).toBe(await (await app.request(logo)).text());
  });

  it('a PNG icon becomes the favicon (PNG in ICO) and the touch icon', async () => {
    const site = loadSampleSite(undefined, ALT_FIXTURE_CONTENT);
    const app = createTestApp(site);
    const home = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    expect(home).toMatch(/<link rel="icon" href="\/assets\/icon\.[a-z0-9]{12}\.png" type="image\/png">/);
    expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" type="image/png">');
    const png = new Uint8Array(await (await app.request('/apple-touch-icon.png')).arrayBuffer());
    const ico = new Uint8Array(await (await app.request('/favicon.ico')).arrayBuffer());
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico[6]).toBe(192);
    expect(ico.subarray(22)).toEqual(png);
    const jpeg = /<meta property="og:image" content="[^"]+\/assets\/social-card\.[a-z0-9]{12}\.jpg">/.exec(
      home,
    );
    expect(jpeg).not.toBeNull();
  });

  it('a missing, misplaced or unreadable asset names the field and the file', () => {
    const dir = copyContent();
    unlinkSync(join(dir, 'assets/og.png'));
    writeFileSync(join(dir, 'assets/logo.svg'), '<html>not an svg</html>');
    const found = messages(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/site\.yaml: assets\.ogImage: assets\/og\.png is not in the content folder/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/assets\/logo\.svg: : is not a readable image\/svg\+xml image/),
    );
    const outside = copyContent();
    editYaml(outside, 'site.yaml', (d) => {
      (d.assets as Record<string, string>).icon = 'assets/../../secret.png';
    });
    expect(messages(outside)).toEqual([
      'site.yaml: assets.icon: must be a path inside assets/, such as assets/logo.svg',
    ]);
  });

  it('a logo of the wrong type is refused by extension', () => {
    const dir = copyContent();
    copyFileSync(join(dir, 'assets/og.png'), join(dir, 'assets/og.webp'));
    editYaml(dir, 'site.yaml', (d) => {
      (d.assets as Record<string, string>).ogImage = 'assets/og.webp';
    });
    expect(messages(dir)).toContainEqual(
      expect.stringMatching(/assets\.ogImage: must be a png or jpg or jpeg file/),
    );
  });
});

describe('pages from front matter', () => {
  it('order, menu labels and menus come from front matter; tool pages stay out of the API set', () => {
    const alt = loadSampleSite(undefined, ALT_FIXTURE_CONTENT);
    expect(alt.pages.map((p) => p.slug)).toEqual([
      'index',
      'approach',
      'self-check',
      'fees',
      'faq',
      'contact',
      'imprint',
      'privacy',
      'developers',
    ]);
    expect(menuPages(alt, 'main').map((p) => p.nav)).toEqual([
      'Approach',
      'Self-check',
      'Fees',
      'Questions we hear',
    ]);
    expect(menuPages(alt, 'footer').map((p) => p.slug)).toEqual(['contact', 'imprint', 'privacy']);
    expect(fitPage(alt).slug).toBe('self-check');
    expect(pageSlugs(alt)).not.toContain('self-check');
    expect(apiPages(alt)).toHaveLength(8);
  });

  it('the main fixture yields exactly the contract five API slugs', () => {
    expect([...pageSlugs(loadSampleSite())].sort()).toEqual([
      'about',
      'contact',
      'developers',
      'index',
      'privacy',
    ]);
  });

  it('needs exactly one fit tool page', () => {
    const none = copyContent();
    edit(none, 'pages/fit.md', (t) => t.replace('tool: fit\n', ''));
    expect(messages(none)).toContainEqual(
      expect.stringMatching(/front matter\.tool: missing: exactly one page needs `tool: fit`/),
    );
    const two = copyContent();
    edit(two, 'pages/about.md', (t) => t.replace('order: 1', 'order: 1\ntool: fit'));
    expect(messages(two)).toContainEqual(expect.stringMatching(/2 pages have `tool: fit`; exactly one may/));
  });

  it('refuses a bad menu, order or slug', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (t) => t.replace('order: 1', 'order: -3\nmenu: sidebar'));
    const found = messages(dir);
    expect(found).toContainEqual(expect.stringMatching(/pages\/about\.md: front matter\.order:/));
    expect(found).toContainEqual(expect.stringMatching(/pages\/about\.md: front matter\.menu:/));
  });

  it('an owner-added page is published on every surface', async () => {
    const dir = copyContent(FIXTURE_CONTENT);
    writeFileSync(
      join(dir, 'pages/case-studies.md'),
      '---\nslug: case-studies\ntitle: "Case studies"\ndescription: "Three weeks, three categories."\nupdated: "2026-11-21"\nmenu: footer\n---\n\n## First\n\nText.\n',
    );
    const site = load(dir);
    const app = createTestApp(site);
    const md = await app.request('/case-studies', { headers: { accept: 'text/markdown' } });
    expect(await md.text()).toMatch(/^# Case studies/);
    expect((await app.request('/case-studies.md')).status).toBe(200);
    expect((await app.request('/case-studies', { headers: { accept: 'text/html' } })).status).toBe(200);
    expect(await (await app.request('/sitemap.xml')).text()).toContain('/case-studies</loc>');
    expect(await (await app.request('/llms.txt')).text()).toContain('/case-studies.md');
    expect(await (await app.request('/llms-full.txt')).text()).toContain('Case studies');
    const list = (await (await app.request('/api/pages')).json()) as { pages: { slug: string }[] };
    expect(list.pages.map((p) => p.slug)).toContain('case-studies');
    expect((await app.request('/api/pages/case-studies')).status).toBe(200);
    const openapi = (await (await app.request('/openapi.json')).json()) as {
      components: { schemas: { PageSlug: { enum: string[] } } };
    };
    expect(openapi.components.schemas.PageSlug.enum).toContain('case-studies');
    const rpc = async (method: string, params: object) =>
      (await (
        await app.request('/mcp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
      ).json()) as { result: Record<string, unknown> };
    const page = await rpc('tools/call', { name: 'get_page', arguments: { slug: 'case-studies' } });
    expect(page.result.isError).toBeUndefined();
    const tools = await rpc('tools/list', {});
    expect(JSON.stringify(tools.result)).toContain('case-studies');
    const resources = await rpc('resources/list', {});
    expect(JSON.stringify(resources.result)).toContain('/case-studies.md');
  });
});
