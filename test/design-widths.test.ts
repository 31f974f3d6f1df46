// The layout at every width a reader brings, on every page of every fixture owner, in headless Chromium: no
// sideways scroll at 320 px, the header's call from 960 px, at most one sideways rail on a phone, logos at their
// own proportions, a dark primary button that looks pressable, and one colour per verdict.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import { findContentPages } from '../scripts/content-pages.js';
import { toQuery, verdictProfiles } from '../scripts/fit-profiles.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { startTestServer } from './helpers/server.js';
import { DE_FIXTURE_CONTENT, FIXTURE_CONTENT, FR_FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

/** Every owner the tests know: English, German, and French with criteria of every type. */
const OWNERS = [FIXTURE_CONTENT, DE_FIXTURE_CONTENT, FR_FIXTURE_CONTENT];

/** One query per verdict, from the owner's own criteria: all met, an optional missed, a required missed, too little. */
function verdictsOf(dir: string): Record<string, string> {
  const profiles = verdictProfiles(loadSampleSite(undefined, dir));
  return Object.fromEntries(
    Object.entries(profiles).map(([verdict, profile]) => [verdict, toQuery(profile)]),
  );
}

/** WCAG 2 contrast of two `rgb(…)` colours as getComputedStyle writes them. */
function contrastOf(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.skipIf(!hasChromium)('the layout at every width, for every owner', { timeout: 120_000 }, () => {
  let browser: Browser;
  const servers = new Map<string, RunningServer>();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    for (const dir of OWNERS) servers.set(dir, await startTestServer({ CONTENT_DIR: dir }));
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers.values()) await server.close();
  });

  /** Every page of an owner, a fit result and the 404, as paths. */
  function pathsOf(dir: string): string[] {
    const pages = findContentPages(dir);
    const results = Object.values(verdictsOf(dir)).map((query) => `${pages.fit}?${query}#fit-result`);
    return [...pages.all.map((p) => p.path), ...results, '/no-such-page'];
  }

  async function open(width: number, dark = false): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 800 },
      colorScheme: dark ? 'dark' : 'light',
      reducedMotion: 'reduce',
    });
    return context.newPage();
  }

  /** Each path in one tab, in turn; the check returns what it found wrong, by path. */
  async function eachPath<T>(
    dir: string,
    width: number,
    check: (page: Page) => Promise<T>,
  ): Promise<Record<string, T>> {
    const page = await open(width);
    const found: Record<string, T> = {};
    for (const path of pathsOf(dir)) {
      await page.goto(`${servers.get(dir)?.url}${path}`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      found[path] = await check(page);
    }
    await page.context().close();
    return found;
  }

  it.each(OWNERS)(
    '%s at 320 px: no page scrolls sideways, and a phone page has at most one sideways rail',
    async (dir) => {
      for (const width of [320, 390]) {
        const found = await eachPath(dir, width, (page) =>
          page.evaluate(() => {
            // Sections below the fold skip layout until seen: lay everything out before measuring.
            for (const el of document.querySelectorAll<HTMLElement>('.band, .site-footer, .prose-section'))
              el.style.contentVisibility = 'visible';
            // A rail is a list or row of content that scrolls sideways; code blocks and wide tables scroll by nature.
            const rails = [...document.querySelectorAll<HTMLElement>('main *')].filter((el) => {
              if (el.closest('pre, table')) return false;
              const overflow = getComputedStyle(el).overflowX;
              return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1;
            });
            return {
              wide: document.documentElement.scrollWidth - window.innerWidth,
              rails: rails.map((r) => r.className),
            };
          }),
        );
        for (const [path, facts] of Object.entries(found)) {
          expect(facts.wide, `${path} at ${width} px scrolls sideways`).toBe(0);
          expect(facts.rails.length, `${path} at ${width} px: ${facts.rails.join(', ')}`).toBeLessThanOrEqual(
            1,
          );
        }
      }
    },
  );

  it.each(OWNERS)('%s from 960 px: the header keeps its call, on one line, beside the menu', async (dir) => {
    for (const width of [960, 1024, 1280]) {
      const found = await eachPath(dir, width, (page) =>
        page.evaluate(() => {
          const cta = document.querySelector('.header-bar > .header-cta')?.getBoundingClientRect();
          const nav = document.querySelector('.site-header .nav')?.getBoundingClientRect();
          const bar = document.querySelector('.header-bar')?.getBoundingClientRect();
          return {
            cta: cta ? cta.width > 0 && cta.right <= window.innerWidth : false,
            clear: cta && nav ? nav.right <= cta.left : false,
            oneLine: (bar?.height ?? 0) <= 80,
          };
        }),
      );
      for (const [path, facts] of Object.entries(found))
        expect(facts, `${path} at ${width} px`).toEqual({ cta: true, clear: true, oneLine: true });
    }
  });

  it.each(OWNERS)('%s: the logo keeps its own proportions at every width', async (dir) => {
    for (const width of [320, 390, 1024, 1280]) {
      const page = await open(width);
      await page.goto(`${servers.get(dir)?.url}/`, { waitUntil: 'load' });
      const logo = await page.locator('.site-header .brand img').evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        // The content box: a dark page's wordmark sits on a padded chip.
        const inner = {
          w: box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          h: box.height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom),
        };
        return { drawn: inner.w / inner.h, natural: img.naturalWidth / img.naturalHeight };
      });
      expect(Math.abs(logo.drawn / logo.natural - 1), `at ${width} px`).toBeLessThan(0.03);
      await page.context().close();
    }
  });

  it.each(OWNERS)(
    "%s in dark: the primary button's label reads at 4.5:1 on its fill, the fill stands 3:1 from the page",
    async (dir) => {
      const page = await open(390, true);
      await page.goto(`${servers.get(dir)?.url}/`, { waitUntil: 'load' });
      const colours = await page.evaluate(() => {
        const button = document.querySelector('main .button-primary') as HTMLElement;
        const s = getComputedStyle(button);
        return {
          text: s.color,
          fill: s.backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(contrastOf(colours.text, colours.fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrastOf(colours.fill, colours.page)).toBeGreaterThanOrEqual(3);
      await page.context().close();
    },
  );

  it.each(OWNERS)('%s: each verdict has a panel of its own colour, in light and dark', async (dir) => {
    const fit = findContentPages(dir).fit;
    const verdicts = verdictsOf(dir);
    expect(Object.keys(verdicts).sort()).toEqual(['poor-fit', 'possible-fit', 'strong-fit', 'unknown']);
    for (const dark of [false, true]) {
      const page = await open(1280, dark);
      const panels: Record<string, string> = {};
      for (const [verdict, query] of Object.entries(verdicts)) {
        await page.goto(`${servers.get(dir)?.url}${fit}?${query}`, { waitUntil: 'load' });
        const panel = page.locator(`.verdict-card.is-${verdict}`);
        expect(await panel.count(), verdict).toBe(1);
        panels[verdict] = await panel.evaluate((el) => {
          const s = getComputedStyle(el);
          return `${s.backgroundColor} ${s.borderLeftColor}`;
        });
      }
      expect(new Set(Object.values(panels)).size, JSON.stringify(panels)).toBe(Object.keys(verdicts).length);
      await page.context().close();
    }
  });
});
