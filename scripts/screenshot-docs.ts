// `npm run screenshots -- --docs`: the README's two pictures and docs/mcp.md's three, from the sample content.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { showView } from './mcp-app-view.js';
import { showWholePage, toWebp } from './screenshot-page.js';

const DOCS = join('docs', 'screenshots');

/** A view the docs show: which tool, with which arguments. */
export interface DocView {
  tool: string;
  args: Record<string, unknown>;
}

/** The README's two pictures and docs/mcp.md's three, from the sample content. */
export async function docShots(
  browser: Browser,
  url: string,
  fitResult: string,
  views: { offer: DocView; strong: DocView; poor: DocView },
): Promise<void> {
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
  const docViews = [
    ['mcp-app-offer', views.offer, 'light'],
    ['mcp-app-fit', views.strong, 'light'],
    ['mcp-app-fit-dark', views.poor, 'dark'],
  ] as const;
  for (const [name, view, theme] of docViews) {
    const shown = await showView(browser, url, view.tool, view.args, theme);
    writeFileSync(join(DOCS, `${name}.png`), await shown.page.locator('iframe').screenshot());
    await shown.page.context().close();
  }
  console.log(`${DOCS}: home-desktop.webp, fit-result-mobile.webp, mcp-app-*.png`);
}
