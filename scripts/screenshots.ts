// npm run screenshots: full-page PNGs of every page, a fit result, the open phone menu and the 404, at desktop
// (1280 px) and phone (390 px) widths, in headless Chromium against the real server, into .tmp/screenshots/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loadSite } from '../src/content/load-site.js';
import { pagePath } from '../src/domain/pages.js';
import { startNodeServer } from '../src/entry/node-server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OUT = process.env.SCREENSHOTS_DIR ?? join('.tmp', 'screenshots');
const CONTENT = process.env.CONTENT_DIR || 'content';
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
/** A profile that passes every criterion of the sample; other content still gets a result, whatever it is. */
const PROFILE = 'annualRevenue=2400000&founderLed=true&role=coach&priorPositioningWork=true';

if (!existsSync(CHROMIUM)) {
  console.error(`screenshots: no Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  process.exit(1);
}

const site = loadSite(CONTENT, 'http://127.0.0.1');
const shots: { name: string; path: string; menu?: boolean }[] = [
  ...site.pages.map((p) => ({ name: p.slug, path: pagePath(p.slug) })),
  { name: 'fit-result', path: `/fit?${PROFILE}#fit-result` },
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
try {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const shot of shots) {
      if (shot.menu && device === 'desktop') continue;
      await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if (shot.menu) await page.locator('.menu > summary').click();
      const file = join(OUT, `${shot.name}-${device}.png`);
      await page.screenshot({ path: file, fullPage: !shot.menu });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
