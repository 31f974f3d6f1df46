// Theme and fonts: every derived colour role stays readable for any theme, the theme drives the stylesheet,
// and the bundled fonts are the npm packages' files, served at hashed URLs with metric-matched fallbacks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFont, readFontFile } from '../scripts/build-fonts.js';
import { contrast, mix, parseColor } from '../src/content/colors.js';
import { DEFAULT_THEME, DISPLAY_FONTS, TEXT_FONTS, ThemeFileSchema } from '../src/content/schemas/theme.js';
import type { Site } from '../src/content/site.js';
import { resolveTheme } from '../src/content/theme.js';
import { siteLook } from '../src/render/html/assets.js';
import { FONT_SOURCES } from '../src/render/html/fonts/catalog.js';
import { FONT_DATA } from '../src/render/html/fonts/font-data.js';
import { derivePalette } from '../src/render/html/style/theme.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const rgb = (hex: string) => {
  const c = parseColor(hex);
  if (!c) throw new Error(`not a colour: ${hex}`);
  return c;
};
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));
/** A theme as site.yaml would give it, resolved and checked the way content loading does. */
const theme = (input: Record<string, unknown>) => {
  const problems: unknown[] = [];
  const resolved = resolveTheme(ThemeFileSchema.parse(input), 'site.yaml', problems as never[]);
  expect(problems).toEqual([]);
  return resolved;
};

const THEMES = [
  {},
  { accent: '#b4541a', background: '#ffffff', text: '#111111' },
  { accent: '#0e7490', background: '#0b1020', text: '#e8ecf4' },
  { accent: 'hsl(250 55% 36%)', background: '#fbf7ef', text: '#2a2522' },
];

describe('colours', () => {
  it('parses #rgb and #rrggbb, computes WCAG contrast and mixes', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(mix(rgb('#000000'), rgb('#ffffff'), 0.5)).toEqual([128, 128, 128]);
  });

  it.each(THEMES.map((t) => [JSON.stringify(t), t] as const))(
    'theme %s: every text role reads at 4.5:1 where it is used',
    (_name, input) => {
      const resolved = theme(input);
      const p = derivePalette(resolved);
      for (const back of [p.bg, p.surface, p.accentSoft]) {
        for (const fore of [p.text, p.muted, p.link, p.success, p.warn, p.fail])
          expect(ratio(fore, back)).toBeGreaterThanOrEqual(4.5);
      }
      expect(ratio(p.onAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p.onBand, p.band)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p.onBandMuted, p.band)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p.borderStrong, p.surface)).toBeGreaterThanOrEqual(3);
      const bg = resolved.palette.background;
      expect(p.scheme).toBe(ratio(bg, '#000000') < ratio(bg, '#ffffff') ? 'dark' : 'light');
    },
  );
});

function themed(input: Record<string, unknown>): Site {
  return { ...loadSampleSite(), theme: theme(input) };
}

describe('the stylesheet follows the theme', () => {
  it('writes the content colours and font stacks into the tokens, so another theme is another stylesheet', async () => {
    const site = themed({ accent: '#b4541a', fonts: { display: 'source-serif-4', text: 'source-sans-3' } });
    const look = siteLook(site);
    const css = new TextDecoder().decode(look.assets.find((a) => a.path === look.paths.stylesheet)?.body);
    expect(css).toContain('--accent: #b4541a;');
    expect(css).toContain(`--font-display: "${FONT_DATA['source-serif-4'].family}"`);
    expect(css).toContain(`--font-text: "${FONT_DATA['source-sans-3'].family}"`);
    expect(look.paths.stylesheet).not.toBe(siteLook(loadSampleSite()).paths.stylesheet);
    const html = await (await createTestApp(site).request('/')).text();
    expect(html).toContain(`href="${look.paths.stylesheet}"`);
  });

  it('preloads each face once: a theme using one face for both roles loads one file', () => {
    const one = siteLook(themed({ fonts: { display: 'inter', text: 'inter' } }));
    expect(one.paths.fonts).toHaveLength(1);
    expect(siteLook(themed({ fonts: { display: 'fraunces', text: 'inter' } })).paths.fonts).toHaveLength(2);
    expect(DEFAULT_THEME.fonts.display).not.toBe(DEFAULT_THEME.fonts.text);
  });
});

describe('bundled fonts', () => {
  it('cover every id a theme may choose', () => {
    for (const id of [...DISPLAY_FONTS, ...TEXT_FONTS]) expect(FONT_SOURCES[id]).toBeDefined();
  });

  it.each(Object.keys(FONT_SOURCES) as (keyof typeof FONT_SOURCES)[])(
    '%s in font-data.ts is current with its npm package (run `npm run fonts` after an upgrade)',
    async (id) => {
      const { path } = readFontFile(id);
      expect(FONT_DATA[id].woff2).toBe(readFileSync(path).toString('base64'));
      const built = await buildFont(id);
      expect({ ...FONT_DATA[id], woff2: '' }).toEqual({ ...built, woff2: '' });
    },
  );

  it('are served as immutable woff2 with swap, unicode-range and a metric-matched local fallback', async () => {
    const site = loadSampleSite();
    const { paths, assets } = siteLook(site);
    const app = createTestApp(site);
    const css = new TextDecoder().decode(assets.find((a) => a.path === paths.stylesheet)?.body);
    for (const path of paths.fonts) {
      expect(path).toMatch(/^\/assets\/fonts\/[a-z0-9-]+\.[a-z0-9]+\.woff2$/);
      const res = await app.request(path);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'font/woff2']);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(css).toContain(`src: url(${path}) format("woff2")`);
    }
    // The theme's faces, and the code face: declared on every page, fetched only where code shows, never preloaded.
    expect(css.match(/font-display: swap/g)).toHaveLength(paths.fonts.length + 1);
    expect(css.match(/size-adjust: \d+\.\d+%; ascent-override/g)).toHaveLength(paths.fonts.length + 1);
    expect(css).toContain('--font-mono: "JetBrains Mono", "JetBrains Mono Fallback", monospace');
    expect(paths.fonts.some((p) => p.includes('jetbrains'))).toBe(false);
    const html = await (await app.request('/')).text();
    for (const path of paths.fonts) {
      expect(html).toContain(`<link rel="preload" href="${path}" as="font" type="font/woff2" crossorigin>`);
    }
  });
});
