// Opening a page in a fresh browser context, with what the page did: script errors, and the API calls it made.
import type { Browser, Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors; a 4xx the page itself asked for is the network, not an error. */
  errors: string[];
  /** Method and path of every request to /api/. */
  apiCalls: string[];
}

export async function openPage(
  browser: Browser,
  url: string,
  init?: { script: (arg: string) => void; arg: string },
): Promise<OpenedPage> {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init.script, init.arg);
  const page = await context.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) apiCalls.push(`${r.method()} ${path}`);
  });
  await page.goto(url);
  return { page, errors, apiCalls };
}
