// The HTML website through the app: headers, head metadata, navigation, footer, JSON-LD, assets, html-validate.

import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { handoffUrl } from '../src/domain/handoff.js';
import { buildOffer, formatPrice } from '../src/domain/offer.js';
import { menuPages, pagePath } from '../src/domain/pages.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/surfaces/headers.js';
import { createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const html = { headers: { accept: 'text/html' } };
type Node = Record<string, unknown> & { '@type': string; '@id': string };

const tags = (doc: string, name: string) => doc.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const linkHref = (doc: string, rel: string, type?: string) =>
  tags(doc, 'link').find((t) => attr(t, 'rel') === rel && (!type || attr(t, 'type') === type));
const meta = (doc: string, key: string) =>
  decode(
    attr(
      tags(doc, 'meta').find((t) => attr(t, 'name') === key || attr(t, 'property') === key) ?? '',
      'content',
    ) ?? '',
  );
const section = (doc: string, open: string, close: string) =>
  doc.slice(doc.indexOf(open), doc.indexOf(close, doc.indexOf(open)));
const jsonLd = (doc: string): Node[] =>
  [...doc.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );

async function get(path: string) {
  const res = await app.request(path, html);
  return { res, text: await res.text() };
}

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe.each(site.pages.map((p) => [pagePath(p.slug), p] as const))('page %s', (path, page) => {
  it('is 200 text/html with the security headers and a CSP that allows no inline script', async () => {
    const { res } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('has title, description, canonical, the discovery links (Markdown twin, llms.txt), Open Graph and theme-color', async () => {
    const { text } = await get(path);
    const canonical = `${TEST_BASE_URL}${path}`;
    expect(decode(/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '')).toContain(page.title);
    expect(meta(text, 'description')).toBe(page.description);
    expect(attr(linkHref(text, 'canonical') ?? '', 'href')).toBe(canonical);
    const twin = attr(linkHref(text, 'alternate', 'text/markdown') ?? '', 'href') ?? '';
    expect(twin).toBe(`${TEST_BASE_URL}/${page.slug}.md`);
    const md = await app.request(new URL(twin).pathname);
    expect([md.status, md.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(attr(linkHref(text, 'describedby', 'text/plain') ?? '', 'href')).toBe(`${TEST_BASE_URL}/llms.txt`);
    expect(meta(text, 'og:title')).toBe(page.title);
    expect(meta(text, 'og:description')).toBe(page.description);
    expect(meta(text, 'og:url')).toBe(canonical);
    expect(meta(text, 'og:type')).toBe('website');
    expect(meta(text, 'og:site_name')).toBe(site.identity.name);
    expect(meta(text, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/);
    expect(attr(tags(text, 'html')[0] ?? '', 'lang')).toBe(site.identity.language);
  });

  it('has a skip link, the nav in content order marking this page, main and the footer contact and legal links', async () => {
    const { text } = await get(path);
    expect(text).toMatch(/<body>\s*<a class="skip-link" href="#main">/);
    expect(text).toMatch(/<main id="main"( data-words="[^"]*")?>/);
    const nav = section(text, '<nav class="nav" aria-label="Main">', '</nav>');
    const links = tags(nav, 'a');
    expect(links.map((a) => attr(a, 'href'))).toEqual(menuPages(site, 'main').map((p) => pagePath(p.slug)));
    const inMenu = menuPages(site, 'main').some((p) => pagePath(p.slug) === path);
    expect(links.filter((a) => a.includes('aria-current="page"')).map((a) => attr(a, 'href'))).toEqual(
      inMenu ? [path] : [],
    );
    const footer = section(text, '<footer', '</footer>');
    expect(footer).toContain(`href="mailto:${site.identity.email}"`);
    expect(footer).toContain(site.identity.address.streetAddress);
    expect(footer).toContain(site.identity.address.postalCode);
    for (const href of [...menuPages(site, 'footer').map((p) => pagePath(p.slug)), '/llms.txt'])
      expect(footer).toContain(`href="${href}"`);
    for (const link of site.identity.social) expect(footer).toContain(`href="${link.url}"`);
  });

  it('carries Organization, Person and WebSite JSON-LD on every page, and the Service only on the homepage', async () => {
    const nodes = jsonLd((await get(path)).text);
    const org = nodes.find((n) => n['@type'] === 'Organization');
    const website = nodes.find((n) => n['@type'] === 'WebSite');
    expect(org).toMatchObject({
      '@id': `${TEST_BASE_URL}/#organization`,
      name: site.identity.name,
      email: site.identity.email,
      contactPoint: { '@type': 'ContactPoint', email: site.identity.email, contactType: expect.any(String) },
      address: { '@type': 'PostalAddress', ...site.identity.address },
    });
    expect(website).toMatchObject({ '@id': `${TEST_BASE_URL}/#website`, publisher: { '@id': org?.['@id'] } });
    const service = nodes.find((n) => n['@type'] === 'Service');
    // The Organization names its people by @id, so their Person nodes travel with it.
    expect(nodes.filter((n) => n['@type'] === 'Person')).toHaveLength(site.people.length);
    expect(nodes).toHaveLength((page.slug === 'index' ? 4 : 3) + site.people.length);
    // Each page says when it last changed, from its front matter.
    expect(nodes.find((n) => n['@type'] === 'WebPage')).toMatchObject({
      dateModified: page.updated,
      isPartOf: { '@id': website?.['@id'] },
    });
    if (page.slug !== 'index') return expect(service).toBeUndefined();
    const offer = buildOffer(site);
    expect(service).toMatchObject({
      '@id': `${TEST_BASE_URL}/#service`,
      provider: { '@id': org?.['@id'] },
      serviceType: expect.any(String),
      offers: {
        '@type': 'Offer',
        price: offer.price.amount,
        priceCurrency: offer.price.currency,
        url: offer.actions?.checkout?.url,
      },
    });
    expect(offer.price.currency).toMatch(/^[A-Z]{3}$/);
    return undefined;
  });

  it('runs no inline script or style, and every same-origin asset it links is served', async () => {
    const { text } = await get(path);
    for (const script of tags(text, 'script')) {
      expect(
        attr(script, 'type') === 'application/ld+json' || attr(script, 'src')?.startsWith('/assets/'),
      ).toBe(true);
    }
    expect(text).not.toMatch(/<style|\sstyle="/);
    const refs = [...tags(text, 'link'), ...tags(text, 'script'), ...tags(text, 'img')]
      .map((t) => attr(t, 'href') ?? attr(t, 'src'))
      .filter((u): u is string => u?.startsWith('/') === true);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const ref of refs) expect((await app.request(ref)).status, ref).toBe(200);
  });
});

describe('homepage', () => {
  it('sells the offer: name, price, duration and the three actions as real links', async () => {
    const { text } = await get('/');
    const offer = buildOffer(site);
    const hero = section(text, '<section class="hero"', '</section>');
    expect(hero).toContain(offer.name);
    expect(hero).toContain(formatPrice(site));
    // One confident price line, not chips: "USD 12,000 · 1 week · fixed price".
    expect(hero).toMatch(
      /<p class="price-line" data-markdown-ignore><strong>[^<]+<\/strong> · 1 week · fixed price</,
    );
    const actions = tags(hero, 'a').filter((a) => attr(a, 'data-action'));
    const primary = site.offer.primaryAction ?? 'call';
    expect(actions.map((a) => [attr(a, 'data-action'), decode(attr(a, 'href') ?? '')])).toEqual([
      [primary, handoffUrl(site, primary, 'web')],
    ]);
    for (const part of ['Guarantee', 'Credit', 'Best fit', 'Poor fit']) expect(text).toContain(part);
  });

  it('escapes `<` inside JSON-LD so content can never close the script element', async () => {
    const hostile = loadSampleSite();
    hostile.identity.name = 'Studio </script><script>alert(1)</script>';
    const text = await (await createTestApp(hostile).request('/')).text();
    expect(text).not.toContain('</script><script>alert(1)');
    expect(jsonLd(text).find((n) => n['@type'] === 'Organization')?.name).toBe(hostile.identity.name);
  });
});

describe('assets', () => {
  it('serves the hashed stylesheet and scripts as immutable, and both favicons', async () => {
    const [home, fit] = [(await get('/')).text, (await get('/fit')).text];
    const css = attr(linkHref(home, 'stylesheet') ?? '', 'href') ?? '';
    const scripts = (doc: string) => tags(doc, 'script').filter((t) => attr(t, 'src'));
    const sources = (doc: string) => scripts(doc).map((t) => attr(t, 'src') ?? '');
    expect(css).toMatch(/^\/assets\/site\.[a-z0-9]+\.css$/);
    // The home page's one script is the optional WebMCP registration; the fit page adds the form's.
    const [webmcp] = sources(home);
    expect(sources(home)).toEqual([expect.stringMatching(/^\/assets\/webmcp\.[a-z0-9]+\.js$/)]);
    expect(sources(fit)).toEqual([expect.stringMatching(/^\/assets\/fit\.[a-z0-9]+\.js$/), webmcp]);
    // Module scripts: deferred, and run after the first frame (never in the task of the first style pass).
    for (const tag of [...scripts(home), ...scripts(fit)]) expect(tag).toMatch(/\stype="module"[\s>]/);
    for (const [path, type] of [
      [css, 'text/css; charset=utf-8'],
      ...sources(fit).map((js) => [js, 'text/javascript; charset=utf-8']),
    ]) {
      const res = await app.request(path ?? '');
      expect([res.status, res.headers.get('content-type')]).toEqual([200, type]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const svg = await app.request('/favicon.svg');
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const ico = await app.request('/favicon.ico');
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(bytes.byteLength).toBe(22 + 40 + 32 * 32 * 4 + 32 * 4);
  });
});

describe('html-validate (recommended preset and WebMCP attributes, .htmlvalidate.mjs)', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it('rejects a known-bad document, so a pass below means something', async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html><body><img src="x"><p><div></p>',
      'bad.html',
    );
    expect(report.valid).toBe(false);
  });

  it('checks the WebMCP attributes: valid on the form and its controls, refused when wrong or elsewhere', async () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    const form = (attrs: string, control = 'toolparamdescription="Your role."') =>
      page(
        `<form action="/fit" ${attrs}><label for="r">Role</label><input type="text" id="r" name="role" ${control}><button type="submit">Go</button></form>`,
      );
    const rules = async (html: string) =>
      (await validator.validateString(html, 'webmcp.html')).results.flatMap((r) =>
        r.messages.map((m) => m.message),
      );
    expect(await rules(form('toolname="check_fit" tooldescription="Checks fit." toolautosubmit'))).toEqual(
      [],
    );
    expect(await rules(form('toolname="check fit!" tooldescription=""', 'toolparamdescription=" "'))).toEqual(
      [
        'Attribute "toolname" has invalid value "check fit!"',
        'Attribute "tooldescription" has invalid value ""',
        'Attribute "toolparamdescription" has invalid value " "',
      ],
    );
    expect(await rules(form('toolname="a" tooldescription="b" toolautosubmit="yes"'))).toHaveLength(2);
    expect(await rules(page('<p toolname="x" toolparamdescription="y">text</p>'))).toEqual([
      'Attribute "toolname" has invalid value "x"',
      'Attribute "toolparamdescription" has invalid value "y"',
    ]);
  });

  it.each([
    ...site.pages.map((p) => pagePath(p.slug)),
    '/fit?annualRevenue=2400000&founderLed=true&role=coach&priorPositioningWork=true',
    '/fit?founderLed=false',
    '/fit?annualRevenue=-5&founderLed=maybe',
  ])('%s is valid', async (path) => {
    // A relative name: the configuration is looked up from the file's folder, and "/x.html" would be at the root.
    const file = `page-${path.replace(/[^a-z0-9]+/gi, '-')}.html`;
    const report = await validator.validateString((await get(path)).text, file);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
