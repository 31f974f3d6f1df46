// The design round's small parts: compact revenue figures, the dark scheme's contrast, the Open Graph locale,
// the guarantee's short form, the kind poor-fit result, and the fit result page compressed like other pages.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contrast, parseColor, type Rgb } from '../src/content/colors.js';
import { compressWithZlib } from '../src/entry/node-door/node-server.js';
import { answerFitPage } from '../src/http/fit-page-route.js';
import { siteLook } from '../src/render/html/assets.js';
import { formatCompact } from '../src/render/html/parts/compact-number.js';
import { ogLocale } from '../src/render/html/shell/head.js';
import { deriveDarkPalette, derivePalette } from '../src/render/html/style/theme.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const rgb = (c: string) => parseColor(c) as Rgb;
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));

describe('formatCompact', () => {
  it('writes what Intl en-US compact notation writes, without Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact' });
    for (const n of [
      0, 7, 999, 1000, 1234, 9_950, 12_345, 999_999, 1_000_000, 1_500_000, 5e6, 250e6, 2e9, -1500,
    ])
      expect(formatCompact(n), String(n)).toBe(intl.format(n));
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
  it('writes og:locale as language_TERRITORY, taking the territory from the address when needed', () => {
    expect(ogLocale(site)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    const gb = { ...site, identity: { ...site.identity, language: 'en-GB' } };
    expect(ogLocale(gb)).toBe('en_GB');
  });

  it('states the guarantee in one bold line from guaranteeShort, with the terms one link away', async () => {
    const own = { ...site, offer: { ...site.offer, guaranteeShort: 'Your money back at midweek.' } };
    const html = await (await createTestApp(own).request('/')).text();
    const hero = html.slice(html.indexOf('<section class="hero"'), html.indexOf('</section>'));
    expect(hero).toContain('<strong>Your money back at midweek.</strong> <a href="#');
  });
});

describe('the fit result page', () => {
  const poor = new URL('http://x/fit?annualRevenue=300000&role=Executive+Coach&priorPositioningWork=false');

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
    expect(html).toContain('&quot;Executive Coach&quot;');
    expect(html).not.toContain('&quot;executive-coach&quot;');
    expect(html).toMatch(/<li class="check check-optional">/);
    const result = html.slice(html.indexOf('id="fit-result"'));
    expect(result).toMatch(/<a class="button button-primary" [^>]*data-action="email"/);
  });
});
