// `npm run screenshots -- --docs`: the README's two pictures, from the sample content (docs/mcp.md's pictures of
// the MCP App views come from its browser test: MCP_APP_SCREENSHOTS=docs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { showWholePage, toWebp } from './screenshot-page.js';

const DOCS = join('docs', 'screenshots');

/** The home page's first screens at 1280 px and a strong fit's result on a phone, as WebP. */
export async function docShots(browser: Browser, url: string, fitResult: string): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const desktop = await (
    await browser.newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true })
  ).newPage();
  await desktop.goto(`${url}/`, { waitUntil: 'networkidle' });
  await showWholePage(desktop);
  const home = await desktop.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1760 } });
  writeFileSync(join(DOCS, 'home-desktop.webp'), await toWebp(browser, home));
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })
  ).newPage();
  await phone.goto(`${url}${fitResult}`, { waitUntil: 'networkidle' });
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
  writeFileSync(join(DOCS, 'fit-result-mobile.webp'), await toWebp(browser, result));
  console.log(`${DOCS}: home-desktop.webp, fit-result-mobile.webp`);
}
