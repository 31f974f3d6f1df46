// npm run screenshots: full-page PNGs of every page, a fit result of each verdict, the open phone menu and the
// 404, at desktop (1280 px) and phone (390 px) widths, in light and dark schemes, and the MCP App views, in
// headless Chromium against the real server on CONTENT_DIR (default content/), into .tmp/screenshots/.
// With --docs it also writes the README's two pictures (docs/screenshots/*.webp, encoded by Chromium itself).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadSite } from '../src/content/load-site.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { startNodeServer } from '../src/entry/node-door/node-server.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';
import { findContentPages } from './content-pages.js';
import { bundleMcpAppScript } from './mcp-app-script.js';
import { shootMcpViews } from './mcp-app-shots.js';

const OUT = process.env.SCREENSHOTS_DIR ?? join('.tmp', 'screenshots');
const CONTENT = process.env.CONTENT_DIR || 'content';
const DOCS = join('docs', 'screenshots');
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
/** A profile that passes every criterion of the sample; other content still gets a result, whatever it is. */
const PROFILE = 'annualRevenue=2400000&founderLed=true&role=coach&priorPositioningWork=true';
/** One profile per other verdict of the sample: an optional miss, a required miss (typed role), nothing known. */
const VERDICTS = {
  possible: 'annualRevenue=2400000&founderLed=true&role=Brand+designer&priorPositioningWork=false',
  poor: 'annualRevenue=300000&founderLed=true&role=Executive+Coach&priorPositioningWork=false',
  unknown: 'priorPositioningWork=true',
};

/**
 * A full-page picture shows the whole page as a reader who scrolls sees it: offscreen sections, which skip
 * rendering until they near the screen (content-visibility), are laid out, and lazy images are loaded.
 */
async function showWholePage(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '.band, .site-footer, .prose-section { content-visibility: visible !important; }',
  });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    }
    window.scrollTo(0, 0);
    // Lazy images in a sideways rail never come into view by scrolling down: load them all now.
    for (const img of document.images) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
      ),
    );
    // Decoded too: a large portrait that is still decoding would be a blank circle in the picture.
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

if (!existsSync(CHROMIUM)) {
  console.error(`screenshots: no Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  process.exit(1);
}

// The views' script, bundled as the builds bundle it (scripts/dev.ts does the same): MCP answers need it.
(globalThis as { __MCP_APP_SCRIPT__?: string }).__MCP_APP_SCRIPT__ = await bundleMcpAppScript();
const pages = findContentPages(CONTENT);
const shots: { name: string; path: string; menu?: boolean }[] = [
  ...pages.all.map((p) => ({ name: p.slug, path: p.path })),
  { name: 'fit-result', path: `${pages.fit}?${PROFILE}#fit-result` },
  ...Object.entries(VERDICTS).map(([v, q]) => ({ name: `fit-${v}`, path: `${pages.fit}?${q}#fit-result` })),
  { name: 'not-found', path: '/no-such-page' },
  { name: 'menu-open', path: '/', menu: true },
];

mkdirSync(OUT, { recursive: true });
const server = await startNodeServer({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  CONTENT_DIR: CONTENT,
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
/** A PNG re-encoded as WebP in the page's own canvas: no image tool to install. */
async function toWebp(png: Buffer, quality = 0.72): Promise<Buffer> {
  const page = await browser.newPage();
  const data = await page.evaluate(
    async ({ src, quality }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      canvas.getContext('2d')?.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, quality },
  );
  await page.close();
  return Buffer.from(data, 'base64');
}

async function docShots(): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const desktop = await (
    await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true })
  ).newPage();
  await desktop.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await showWholePage(desktop);
  const home = await desktop.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1760 } });
  writeFileSync(join(DOCS, 'home-desktop.webp'), await toWebp(home));
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })
  ).newPage();
  await phone.goto(`${server.url}${pages.fit}?${PROFILE}`, { waitUntil: 'networkidle' });
  await showWholePage(phone);
  // In page coordinates, whatever the scroll position (boundingBox is relative to the viewport).
  const box = await phone.evaluate(() => {
    const r = document.querySelector('#fit-result')?.getBoundingClientRect();
    return r && { y: r.top + window.scrollY, height: r.height };
  });
  const y = Math.max(0, Math.round((box?.y ?? 0) - 16));
  const result = await phone.screenshot({
    fullPage: true,
    clip: { x: 0, y, width: 390, height: Math.round((box?.height ?? 1200) + 32) },
  });
  writeFileSync(join(DOCS, 'fit-result-mobile.webp'), await toWebp(result));
  console.log(`${DOCS}/home-desktop.webp, ${DOCS}/fit-result-mobile.webp`);
}

try {
  if (process.argv.includes('--docs')) await docShots();
  const runs = Object.entries(WIDTHS).flatMap(([device, viewport]) =>
    (['light', 'dark'] as const).map((colorScheme) => ({ device, viewport, colorScheme })),
  );
  for (const { device, viewport, colorScheme } of runs) {
    // Reduced motion: a shot right after a click (the open menu) never catches a colour transition halfway.
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme,
      // showWholePage adds a style element, which the site's CSP would refuse.
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const shot of shots) {
      if (shot.menu && device === 'desktop') continue;
      await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
      if (shot.menu) await page.evaluate(() => document.fonts.ready);
      else await showWholePage(page);
      if (shot.menu) await page.locator('.menu > summary').click();
      const file = join(OUT, `${shot.name}-${device}${colorScheme === 'dark' ? '-dark' : ''}.png`);
      await page.screenshot({ path: file, fullPage: !shot.menu });
      console.log(file);
    }
    await context.close();
  }
  // The views inside an assistant's chat, with the same content: the offer card and the example profile's result.
  const example = exampleProfile(loadSite(CONTENT, server.config.baseUrl));
  for (const file of await shootMcpViews(browser, server.url, OUT, { ...example })) console.log(file);
} finally {
  await browser.close();
  await server.close();
}
