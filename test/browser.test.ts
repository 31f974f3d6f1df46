// The site as a person uses it: headless Debian Chromium (playwright-core) against the real Node server.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS, hasChromium } from '../scripts/chromium.js';
import { type ActionKey, handoffUrl } from '../src/domain/handoff.js';
import { buildOffer } from '../src/domain/offer.js';
import { menuPages, pagePath } from '../src/domain/pages.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';

const found = hasChromium;
const site = loadSampleSite();
const PROFILE = { annualRevenue: '2400000', founderLed: 'true', role: 'coach', priorPositioningWork: 'true' };

if (!found) {
  console.warn(
    `browser.test.ts: no Chromium at ${CHROMIUM}; skipping the browser tests (install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH).`,
  );
}

describe('CI has a browser', () => {
  it.runIf(Boolean(process.env.CI))('finds Chromium (the browser tests must never skip in CI)', () => {
    expect(found, `no Chromium at ${CHROMIUM}`).toBe(true);
  });
});

describe.skipIf(!found)('in headless Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, javaScriptEnabled = true, width = 1280): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
    const page = await context.newPage();
    // CSP violations and script errors surface as console errors; a 422 from the API is expected noise.
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('422')) errors.push(`${path}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
    await page.goto(`${server.url}${path}`);
    return page;
  }

  async function fillProfile(page: Page): Promise<void> {
    await page.getByLabel('Annual revenue').fill(PROFILE.annualRevenue);
    await page.locator('#founderLed-true').check();
    await page.getByLabel('Your role').fill(PROFILE.role);
    await page.locator('#priorPositioningWork-true').check();
  }

  it('loads the homepage, shows the offer with its three actions, and follows every nav link', async () => {
    const page = await open('/');
    expect(await page.title()).toBe(site.pages[0]?.title);
    await page.screenshot({ path: join(tmpdir(), 'offer-site-home.png'), fullPage: true });
    // The hero leads with the primary action; the offer card, where the decision is made, holds all three.
    const lead = buildOffer(site).actions?.[site.offer.primaryAction ?? 'call'];
    expect(await page.locator('.hero').getByRole('link', { name: lead?.name, exact: true }).count()).toBe(1);
    for (const [key, action] of Object.entries(buildOffer(site).actions ?? {})) {
      const link = page.locator('.offer-card').getByRole('link', { name: action.name, exact: true });
      // Through the site's hand-off, which redirects to the owner's link (test/handoff.test.ts).
      expect(await link.getAttribute('href')).toBe(handoffUrl(site, key as ActionKey, 'web'));
      expect(await link.getAttribute('class')).toMatch(/^button /);
      const box = await link.boundingBox();
      expect(box?.height, `${action.name} is a touch target`).toBeGreaterThanOrEqual(44);
    }
    // Web fonts arrive and are used: the brand looks the same on every OS.
    expect(
      await page.evaluate(() =>
        document.fonts.ready.then((f) => [...f].filter((x) => x.status === 'loaded').length),
      ),
    ).toBeGreaterThanOrEqual(2);
    for (const target of menuPages(site, 'main')) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: target.nav, exact: true })
        .click();
      await page.waitForURL(`${server.url}${pagePath(target.slug)}`);
      // The home page's headline is the promise (the tagline); other pages are titled by their title.
      expect(await page.locator('h1').textContent()).toBe(
        target.slug === 'index' ? site.identity.tagline : target.title,
      );
      expect(await page.locator('nav[aria-label="Main"] [aria-current="page"]').textContent()).toBe(
        target.nav,
      );
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([true, false])(
    'on a phone (JavaScript %s), the menu is a disclosure button that opens the page list',
    async (js) => {
      const page = await open('/', js, 390);
      const desktopNav = page.getByRole('navigation', { name: 'Main' });
      expect(await desktopNav.isVisible()).toBe(false);
      const toggle = page.locator('.menu > summary');
      const box = await toggle.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      const menu = page.getByRole('navigation', { name: 'Menu' });
      expect(await menu.isVisible()).toBe(false);
      await toggle.click();
      expect(await menu.isVisible()).toBe(true);
      const about = site.pages.find((p) => p.slug !== 'index');
      if (!about) return;
      await menu.getByRole('link', { name: about.nav, exact: true }).click();
      await page.waitForURL(`${server.url}${pagePath(about.slug)}`);
      // Buttons take the full width of a phone.
      await page.goto(`${server.url}/`);
      const primary = page.locator('.hero .button-primary');
      expect((await primary.boundingBox())?.width).toBeGreaterThan(300);
      await page.context().close();
    },
  );

  it('with JavaScript, the fit form answers in place from the same server rendering, without a reload', async () => {
    const page = await open('/fit');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch')
        posts.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await fillProfile(page);
    await page.getByRole('button', { name: 'Check my fit' }).click();
    await expect
      .poll(() => page.locator('#fit-result .verdict').textContent())
      .toBe(site.words.verdict['strong-fit']);
    expect(posts).toEqual([`GET /fit?${new URLSearchParams(PROFILE)}`]);
    // The next step is a button with the checkout's own label.
    const checkout = site.offer.actions.checkout.name;
    expect(await page.locator('#fit-result').getByRole('link', { name: checkout, exact: true }).count()).toBe(
      1,
    );
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(page.url()).toBe(`${server.url}/fit?${new URLSearchParams(PROFILE)}`);
    expect(await page.locator('#fit-result .check').count()).toBe(site.offer.criteria.length);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fit-result');
    await page.screenshot({ path: join(tmpdir(), 'offer-site-fit.png'), fullPage: true });

    await page.getByLabel('Annual revenue').fill('-5');
    await page.getByRole('button', { name: 'Check my fit' }).click();
    await page.locator('#annualRevenue-error').waitFor();
    expect(await page.getByLabel('Annual revenue').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#fit-result .verdict').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, the same form submits GET /fit?… and the server shows the verdict', async () => {
    const page = await open('/fit', false);
    await fillProfile(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/fit' && url.search !== ''),
      page.getByRole('button', { name: 'Check my fit' }).click(),
    ]);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual(PROFILE);
    expect(url.hash).toBe('#fit-result');
    expect(await page.locator('#fit-result .verdict').textContent()).toBe(site.words.verdict['strong-fit']);
    expect(await page.getByLabel('Annual revenue').inputValue()).toBe(PROFILE.annualRevenue);
    await page.context().close();
  });

  it('with JavaScript but a failing fetch, the script falls back to the plain GET', async () => {
    const page = await open('/fit');
    const attempts: string[] = [];
    await page.route('**/fit?*', (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      attempts.push(route.request().method());
      return route.abort('connectionrefused');
    });
    await fillProfile(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/fit' && url.search !== ''),
      page.getByRole('button', { name: 'Check my fit' }).click(),
    ]);
    expect(attempts).toEqual(['GET']);
    expect(await page.locator('#fit-result .verdict').textContent()).toBe(site.words.verdict['strong-fit']);
    await page.context().close();
  });
});
