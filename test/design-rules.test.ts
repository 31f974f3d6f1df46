// The design rules a reviewer checks by eye, measured in headless Chromium on every page at 1280 and 390 px:
// nothing above the header but the skip link, the fit form in the first screen, table code on one line, the
// checkout at most twice, body paragraphs at 7:1 in light mode, code blocks that the copy buttons do not move,
// and axe clean in light and dark.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS, hasChromium } from '../scripts/chromium.js';
import { pagePath } from '../src/domain/pages.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [1280, 390] as const;
const PATHS = [
  ...site.pages.map((p) => pagePath(p.slug)),
  '/fit?annualRevenue=300000&founderLed=true&role=Executive+Coach&priorPositioningWork=false',
];
/** Meta lines may be muted (4.5:1); everything else a person reads as body copy must reach 7:1. */
const META =
  '.kicker, .card-label, .page-updated, .result-source, .proof-note, .hint, .disclaimer, .price-meta, .person-role, .result-empty, .result-steps, .band-dark, .site-footer, figcaption, .quote-count, .form-reassurance';

describe.skipIf(!hasChromium)('design rules in headless Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, width: number, dark = false): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 800 },
      colorScheme: dark ? 'dark' : 'light',
      // Buttons ease their colours in over 0.15 s; axe must read settled colours, not a frame of the
      // transition (one clean-clone run found the home page's buttons mid-way, in light mode only).
      reducedMotion: 'reduce',
      // Our CSP refuses injected scripts; axe is injected.
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    return page;
  }

  async function axeViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: AXE });
    return page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
      ).axe;
      const { violations } = await axe.run(document, { resultTypes: ['violations'] });
      return (violations as { id: string; nodes: { target: string[] }[] }[]).map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    });
  }

  // The home page is a sales page, not a manual: on a phone it stays within nine screens with every word in
  // place (the week's details a tap away), so a new section or a looser layout cannot lengthen it unnoticed.
  it('/ at 390 px is at most 9 phone screens tall, and its one sideways rail (the quotes) scrolls', async () => {
    const page = await open('/', 390);
    await page.evaluate(() => document.fonts.ready);
    // Offscreen sections skip layout (content-visibility): laid out in full, the page has its real height.
    await page.addStyleTag({ content: '.band, .site-footer { content-visibility: visible !important; }' });
    const facts = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      wide: document.documentElement.scrollWidth,
      rails: [...document.querySelectorAll('.quotes')].map((r) => ({
        scrolls: r.scrollWidth > r.clientWidth,
        focusable: r.getAttribute('tabindex') === '0',
      })),
      stacked: [...document.querySelectorAll('.deliverables, .steps, .fit-columns')].every(
        (list) => list.scrollWidth <= list.clientWidth,
      ),
    }));
    expect(facts.height).toBeLessThanOrEqual(9 * 844);
    // The rails scroll inside themselves: the page never scrolls sideways.
    expect(facts.wide).toBe(390);
    expect(facts.rails).toEqual([{ scrolls: true, focusable: true }]);
    expect(facts.stacked, 'deliverables, the week and the fit columns stack').toBe(true);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it.each(PATHS)(
      `%s at ${width} px: header first, table code whole, checkout twice at most`,
      async (path) => {
        const page = await open(path, width);
        const facts = await page.evaluate((checkout) => {
          const header = document.querySelector('.site-header');
          const above = [...document.body.children]
            .slice(0, [...document.body.children].indexOf(header as Element))
            .filter((el) => !el.classList.contains('skip-link'))
            .filter((el) => el.getBoundingClientRect().height > 0);
          // A long path may break after a slash (a <wbr>), never inside a word: each run of text between
          // two <wbr>s stays on one line.
          const broken = [...document.querySelectorAll('td code, th code')]
            .filter((c) =>
              [...c.childNodes].some((n) => {
                if (n.nodeType !== Node.TEXT_NODE) return false;
                const range = document.createRange();
                range.selectNodeContents(n);
                return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
              }),
            )
            .map((c) => c.textContent);
          const checkouts = document.querySelectorAll(`a[href="${checkout}"]`).length;
          const skips = [...document.querySelectorAll('.skip-link')].map((s) => s.getBoundingClientRect());
          return {
            headerTop: header?.getBoundingClientRect().top,
            above: above.map((el) => el.outerHTML.slice(0, 80)),
            skipHidden: skips.every((skip) => skip.bottom <= 0),
            broken,
            checkouts,
            form: document.querySelector('#fit-form')?.getBoundingClientRect().top,
          };
        }, site.identity.links.checkout);
        expect(facts.headerTop).toBe(0);
        expect(facts.above).toEqual([]);
        expect(facts.skipHidden).toBe(true);
        expect(facts.broken, 'inline code in a table breaks inside a word').toEqual([]);
        expect(facts.checkouts).toBeLessThanOrEqual(2);
        if (facts.form !== undefined) expect(facts.form).toBeLessThan(width < 500 ? 844 : 800);
      },
    );

    it.each(PATHS)(`%s at ${width} px: body paragraphs reach 7:1 in light mode`, async (path) => {
      const page = await open(path, width);
      const weak = await page.evaluate((meta) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
        const lum = (c: number[]) => {
          const [r = 0, g = 0, b = 0] = c.map((v) => {
            const s = v / 255;
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const backOf = (el: Element | null): number[] => {
          for (let e = el; e; e = e.parentElement) {
            const c = rgb(getComputedStyle(e).backgroundColor);
            if (c.length === 3 || (c[3] ?? 0) > 0.5) return c.slice(0, 3);
          }
          return [255, 255, 255];
        };
        return [...document.querySelectorAll('main p, main li')]
          .filter((p) => !p.closest(meta) && (p.textContent ?? '').trim() && p.getClientRects().length)
          .map((p) => {
            const [a, b] = [lum(rgb(getComputedStyle(p).color).slice(0, 3)), lum(backOf(p))];
            return {
              text: (p.textContent ?? '').slice(0, 40),
              ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
            };
          })
          .filter((r) => r.ratio < 7);
      }, META);
      expect(weak).toEqual([]);
    });

    // The copy script is a module and runs after the first frame: the button's room must already be there,
    // or adding it would move the code (and could add a scrollbar under it).
    it(`at ${width} px, adding the copy buttons moves no code block`, async () => {
      let blocks = 0;
      for (const path of PATHS) {
        const page = await open(path, width);
        // Module scripts run before the load event, which open() waited for.
        const moved = await page.evaluate(() => {
          const pres = [...document.querySelectorAll('pre')];
          const buttons = document.querySelectorAll('.copy-button').length;
          const boxOf = (p: Element) => {
            const s = getComputedStyle(p);
            return `${s.paddingRight} ${s.minHeight} ${p.getBoundingClientRect().height}`;
          };
          const withButtons = pres.map(boxOf);
          for (const b of document.querySelectorAll('.copy-button')) b.remove();
          for (const p of pres) p.classList.remove('has-copy');
          return {
            count: pres.length,
            buttons,
            changed: pres.filter((p, i) => boxOf(p) !== withButtons[i]).length,
          };
        });
        blocks += moved.count;
        expect([moved.buttons, moved.changed], path).toEqual([moved.count, 0]);
        await page.context().close();
      }
      expect(blocks).toBeGreaterThan(0);
    });

    // axe takes seconds a page on a shared machine: the slow lane's timeout is generous for that.
    it.each(PATHS)(`%s at ${width} px: axe finds nothing in light or dark`, async (path) => {
      for (const dark of [false, true]) {
        const page = await open(path, width, dark);
        expect(await axeViolations(page), dark ? 'dark' : 'light').toEqual([]);
        await page.context().close();
      }
    });
  }
});
