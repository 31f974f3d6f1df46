// The design round's small parts: the revenue band written one way, the dark scheme's contrast, the Open Graph
// locale, reading pages' dates, the guarantee's short form, the kind poor-fit result, and the fit result page compressed like other pages.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor, type Rgb } from '../src/content/colors.js';
import { buildLocale } from '../src/content/locale.js';
import { compressWithZlib } from '../src/entry/node-door/node-server.js';
import { answerFitPage } from '../src/http/fit-page.js';
import { siteLook } from '../src/render/html/assets.js';
import { deriveDarkPalette, derivePalette } from '../src/render/html/style/theme.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const rgb = (c: string) => parseColor(c) as Rgb;
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));

describe('the revenue band', () => {
  it('is written one way wherever people read it: the fit columns say what the criteria say', async () => {
    const html = await (await createTestApp(site).request('/')).text();
    const { min, max, currency } = site.offer.bestFit.revenueRange;
    expect(html).toContain(`<dd>${site.locale.moneyRange(min, max, currency)} a year</dd>`);
  });
});

describe('reading pages', () => {
  it("write the date they last changed with Intl in the site's language", () => {
    expect(buildLocale('en-GB', 'GB', 'code').date('2026-11-20')).toBe('20 November 2026');
    expect(buildLocale('de', 'DE', 'code').date('2026-11-20')).toBe('20. November 2026');
    expect(buildLocale('en', 'US', 'code').date('2026-03-01')).toBe('March 1, 2026');
  });

  it('show that date under the title of a text read for its terms (privacy), and no other page does', async () => {
    const app = createTestApp(site);
    const privacy = site.pages.find((p) => p.slug === 'privacy');
    if (!privacy) throw new Error('the fixture needs its privacy page');
    const html = await (await app.request(`/${privacy.slug}`)).text();
    expect(html).toContain(
      `<p class="page-updated">${site.words.page.updated} <time datetime="${privacy.updated}">${site.locale.date(privacy.updated)}</time></p>`,
    );
    // Sales pages and pages built from the site's facts carry no date (their twins and JSON-LD still do).
    for (const slug of ['about', 'contact', 'developers']) {
      const other = await (await app.request(`/${slug}`)).text();
      expect(other, slug).not.toContain('class="page-updated"');
    }
    const fit = await (await app.request(`/${site.pages.find((p) => p.tool === 'fit')?.slug}`)).text();
    expect(fit).toContain('id="fit-result"');
    expect(fit).not.toContain('class="page-updated"');
  });
});

describe('the dark scheme', () => {
  it('is derived from a light theme: dark background, lighter surfaces, body text at 7:1, accent at 4.5:1', () => {
    const light = derivePalette(site.theme);
    const dark = deriveDarkPalette(site.theme);
    expect(dark).toBeDefined();
    if (!dark) return;
    expect(dark.scheme).toBe('dark');
    expect(ratio(light.text, light.bg)).toBeGreaterThanOrEqual(7);
    expect(ratio(dark.text, dark.bg)).toBeGreaterThanOrEqual(7);
    expect(ratio(dark.surface, '#000000')).toBeGreaterThan(ratio(dark.bg, '#000000'));
    expect(ratio(dark.link, dark.bg)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.onAccent, dark.accent)).toBeGreaterThanOrEqual(4.5);
    const css = new TextDecoder().decode(
      siteLook(site).assets.find((a) => a.path === siteLook(site).paths.stylesheet)?.body,
    );
    expect(css).toContain(`@media (prefers-color-scheme: dark) { :root { --bg: ${dark.bg};`);
  });

  it('is not added to a theme that is dark already', () => {
    const theme = {
      ...site.theme,
      palette: { ...site.theme.palette, background: '#101418', text: '#f2f2f2' },
    };
    expect(deriveDarkPalette(theme)).toBeUndefined();
  });
});

describe('head and hero', () => {
  it('writes og:locale as language_TERRITORY, taking the territory from the address when needed', async () => {
    const html = await (await createTestApp(site).request('/')).text();
    expect(html).toContain(`<meta property="og:locale" content="${site.locale.ogLocale}">`);
    expect(site.locale.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(buildLocale('en-GB', 'US', 'code').ogLocale).toBe('en_GB');
    expect(buildLocale('en', 'GB', 'code').ogLocale).toBe('en_GB');
  });

  it('states the guarantee in one bold line from guaranteeShort, with the terms one link away', async () => {
    const own = { ...site, offer: { ...site.offer, guaranteeShort: 'Your money back at midweek.' } };
    const html = await (await createTestApp(own).request('/')).text();
    const hero = html.slice(html.indexOf('<section class="hero"'), html.indexOf('</section>'));
    expect(hero).toContain('<strong>Your money back at midweek.</strong> <a href="#');
  });
});

describe('the fit result page', () => {
  const poor = '/fit?annualRevenue=300000&role=Executive+Coach&priorPositioningWork=false';

  it('is compressed like every other page when the server compresses', () => {
    const answer = answerFitPage(site, 'GET', poor, 'text/html', {
      accept: 'gzip',
      compress: compressWithZlib,
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(answer.body as Uint8Array).toString('utf8');
    expect(html).toContain('id="fit-result"');
  });

  it('shows the role as typed, an unmet optional criterion quietly, and a button as the next step', () => {
    const answer = answerFitPage(site, 'GET', poor, 'text/html');
    const html = new TextDecoder().decode(answer.body as Uint8Array);
    // The typed role in the page's curly quotes, never the API's normalised id.
    expect(html).toContain('\u201cExecutive Coach\u201d');
    expect(html).not.toContain('executive-coach');
    expect(html).toMatch(/<li class="check check-optional">/);
    const result = html.slice(html.indexOf('id="fit-result"'));
    expect(result).toMatch(/<a class="button button-primary" [^>]*data-action="email"/);
  });
});
