// npm run screenshots: full-page PNGs of every page, a fit result of each verdict, the open phone menu, the 404 and
// the MCP App views (the offer card, a strong and a poor fit), at 320, 390, 1024 and 1280 px, in light and dark,
// in headless Chromium against the real server: for the owner's content at CONTENT_DIR alone when it is set, else
// for content/ and every test fixture, into .tmp/screenshots/sample/ and fixture-<name>/.
// With --docs it also writes the README's two pictures (docs/screenshots/*.webp), from content/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { loadSite } from '../src/content/load-site.js';
import { startNodeServer } from '../src/entry/node-door/node-server.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';
import { findContentPages } from './content-pages.js';
import { toQuery, verdictProfiles } from './fit-profiles.js';
import { bundleMcpAppScript } from './mcp-app-script.js';
import { shootMcpViews } from './mcp-app-shots.js';
import { docShots } from './screenshot-docs.js';
import { showWholePage } from './screenshot-page.js';

const OUT = process.env.SCREENSHOTS_DIR ?? join('.tmp', 'screenshots');
/** The owner's content alone, or the sample and every fixture the tests run on. */
const CONTENTS = process.env.CONTENT_DIR
  ? [process.env.CONTENT_DIR]
  : ['content', 'test/fixtures/content', 'test/fixtures/content-de', 'test/fixtures/content-fr'].filter(
      (dir) => existsSync(dir),
    );
/** Phones (the narrowest in use, and a common one), a small laptop and a desktop. */
const WIDTHS = [320, 390, 1024, 1280] as const;
const isPhone = (width: number) => width < 500;

/** Every shot of one content folder, into OUT/sample/ (content/) or OUT/fixture-<name>/. */
async function shootContent(browser: Browser, dir: string): Promise<void> {
  const pages = findContentPages(dir);
  const out = join(OUT, dir === 'content' ? 'sample' : `fixture-${dir.split('/').pop() ?? dir}`);
  mkdirSync(out, { recursive: true });
  const server = await startNodeServer({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CONTENT_DIR: dir,
  });
  const site = loadSite(dir, server.config.baseUrl);
  const verdicts = verdictProfiles(site);
  const shots: { name: string; path: string; menu?: boolean }[] = [
    ...pages.all.map((p) => ({ name: p.slug, path: p.path })),
    ...Object.entries(verdicts).map(([v, p]) => ({ name: v, path: `${pages.fit}?${toQuery(p)}#fit-result` })),
    { name: 'not-found', path: '/no-such-page' },
    { name: 'menu-open', path: '/', menu: true },
  ];
  try {
    if (dir === 'content' && process.argv.includes('--docs'))
      await docShots(browser, server.url, `${pages.fit}?${toQuery(verdicts['strong-fit'])}`);
    for (const width of WIDTHS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        // Reduced motion: a shot right after a click (the open menu) never catches a colour transition halfway.
        const context = await browser.newContext({
          viewport: { width, height: isPhone(width) ? 844 : 800 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          colorScheme,
          // showWholePage adds a style element, which the site's CSP would refuse.
          bypassCSP: true,
        });
        const page = await context.newPage();
        for (const shot of shots) {
          if (shot.menu && !isPhone(width)) continue;
          await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
          if (shot.menu) {
            await page.evaluate(() => document.fonts.ready);
            await page.locator('.menu > summary').click();
            // Two frames: the picture shows the open menu and its scrim, painted.
            await page.evaluate(
              () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
            );
          } else await showWholePage(page);
          const file = join(out, `${shot.name}-${width}${colorScheme === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({ path: file, fullPage: !shot.menu });
          console.log(file);
        }
        await context.close();
      }
    }
    // The views inside an assistant's chat, with the same content: the offer card, a strong and a poor fit.
    const views = [
      { name: 'offer', tool: 'get_offer', args: {} },
      { name: 'fit', tool: 'check_fit', args: verdicts['strong-fit'] },
      { name: 'fit-poor', tool: 'check_fit', args: verdicts['poor-fit'] },
    ];
    for (const file of await shootMcpViews(browser, server.url, out, views, [400, 760])) console.log(file);
  } finally {
    await server.close();
  }
}

if (!existsSync(CHROMIUM)) {
  console.error(`screenshots: no Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  process.exit(1);
}

// The views' script, bundled as the builds bundle it (scripts/dev.ts does the same): MCP answers need it.
(globalThis as { __MCP_APP_SCRIPT__?: string }).__MCP_APP_SCRIPT__ = await bundleMcpAppScript();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const dir of CONTENTS) await shootContent(browser, dir);
} finally {
  await browser.close();
}
