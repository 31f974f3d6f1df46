// The MCP App views in headless Chromium under the official AppBridge host, fed real answers of the running server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import type { HostWindow } from '../scripts/mcp-app-host.js';
import { bundleHostScript, HOST, mountView } from '../scripts/mcp-app-shots.js';
import { fillWords } from '../src/content/words/fill.js';
import { describePriceTerms, formatPrice, listActions } from '../src/domain/offer.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { resultLabel, verdictLabel } from '../src/render/fit-labels.js';
import { primaryActionKey } from '../src/render/html/parts/actions.js';
import { describeGuaranteeShort } from '../src/render/html/parts/offer.js';
import { curlPlainText } from '../src/render/html/typography.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const STRONG = { annualRevenue: 2_400_000, founderLed: true, role: 'coach', priorPositioningWork: true };
const POOR = { annualRevenue: 100_000, founderLed: true, role: 'coach' };
/** `npm run screenshots`-style pictures for review: MCP_APP_SCREENSHOTS=docs writes them to docs/screenshots/. */
const SHOTS =
  process.env.MCP_APP_SCREENSHOTS === 'docs' ? join('docs', 'screenshots') : join('.tmp', 'screenshots');

// A browser, a server and full-card screenshots on a shared two-core machine: each test gets a minute.
describe.skipIf(!hasChromium)('MCP App views in Chromium under AppBridge', () => {
  let server: RunningServer;
  let browser: Browser;
  let hostScript = '';
  let nextId = 1;

  /** The actions as the running server's views give them: its own /go/ links, as chat-view. */
  const viewActions = () => listActions(loadSampleSite(server.url), 'chat-view');

  /** One JSON-RPC call to the running server's /mcp, as a host's MCP client would make it (2025-11-25). */
  async function mcp(method: string, params: Record<string, unknown>) {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
    const json = (await res.json()) as { result: Record<string, unknown> };
    return json.result;
  }

  /** What a host does: find the tool's view in tools/list, read it, call the tool, hand the result to the view. */
  async function show(tool: string, args: Record<string, unknown>, theme: 'light' | 'dark' = 'light') {
    const { tools } = (await mcp('tools/list', {})) as {
      tools: { name: string; _meta?: { ui?: { resourceUri?: string } } }[];
    };
    const uri = tools.find((t) => t.name === tool)?._meta?.ui?.resourceUri as string;
    const read = (await mcp('resources/read', { uri })) as { contents: { text: string }[] };
    const result = await mcp('tools/call', { name: tool, arguments: args });
    const context = await browser.newContext({ viewport: { width: 760, height: 900 }, colorScheme: theme });
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('request', (r) => requests.push(r.url()));
    await mountView(page, hostScript, { html: read.contents[0]?.text ?? '', args, result }, theme);
    return { page, view: page.frameLocator('iframe'), errors, requests, result };
  }

  /** Clicks every action button; each must reach the host as ui/open-link while the frame stays where it is. */
  async function clickEachAction(page: Page): Promise<string[]> {
    const frame = page.frames()[1];
    const buttons = page.frameLocator('iframe').locator('button.action');
    for (let i = 0; i < (await buttons.count()); i++) await buttons.nth(i).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).openedLinks.length))
      .toBe(await buttons.count());
    expect(frame?.url()).toBe('about:srcdoc');
    expect(page.context().pages()).toHaveLength(1);
    return page.evaluate(() => (window as unknown as HostWindow).openedLinks);
  }

  async function shoot(page: Page, name: string): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    const png = await page.locator('iframe').screenshot();
    expect(png.byteLength).toBeGreaterThan(10_000);
    writeFileSync(join(SHOTS, `${name}.png`), png);
  }

  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    hostScript = await bundleHostScript();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("the offer card speaks the site's words: the price line, the promise with its terms behind a link, deliverables, the owner's lead action first", async () => {
    const { page, view, errors, requests } = await show('get_offer', {});
    const { offer } = site;
    await expect.poll(() => view.locator('h1').textContent()).toBe(offer.name);
    const text = (await view.locator('article').textContent()) ?? '';
    // The hero's line, as the pages write it: one number format everywhere.
    expect(await view.locator('.price-line').textContent()).toBe(
      `${formatPrice(site)} · ${describePriceTerms(site)}`,
    );
    for (const d of offer.deliverables) expect(text).toContain(d.name);
    // The guarantee is its one promise; the terms open under "Read the terms".
    const guarantee = offer.guarantee ?? '';
    expect(await view.locator('.promise-line').textContent()).toBe(describeGuaranteeShort(site, guarantee));
    expect(await view.locator('.promise details').getAttribute('open')).toBeNull();
    await view.locator('.promise summary').click();
    expect(await view.locator('.promise details').textContent()).toContain(
      (offer.guaranteeSteps ?? [guarantee])[0]?.slice(-20),
    );
    const lead = primaryActionKey(site);
    const all = viewActions();
    const actions = [...all.filter((a) => a.key === lead), ...all.filter((a) => a.key !== lead)];
    expect(await view.locator('button.action').allTextContents()).toEqual(
      actions.map((a) => `${a.name} (opens outside the chat)`),
    );
    await shoot(page, 'mcp-app-offer');
    expect(await clickEachAction(page)).toEqual(actions.map((a) => a.url));
    expect(errors).toEqual([]);
    expect(requests).toEqual([`${HOST}/`]);
  });

  it('the fit result shows the verdict in its panel, the required criteria counted, every criterion in plain words, and checkout leads a strong fit', async () => {
    const { page, view, errors, requests, result } = await show('check_fit', STRONG);
    const fit = result.structuredContent as { checks: { criterion: string; note: string }[] };
    await expect.poll(() => view.locator('h1').textContent()).toBe(verdictLabel(site, 'strong-fit'));
    const checks = await view.locator('li.check').allTextContents();
    // Quotes in the notes ("coach") read curly, as on the site's pages.
    const curl = (text: string) => curlPlainText(text, site.identity.language);
    expect(checks).toEqual(
      fit.checks.map((c) => `${resultLabel(site, 'pass')}${curl(c.criterion)}${curl(c.note)}`),
    );
    const required = site.offer.criteria.filter((c) => c.required).length;
    expect(await view.locator('.tally').textContent()).toContain(
      fillWords(site.words.fit.result.required, { met: required, total: required }),
    );
    await shoot(page, 'mcp-app-fit');
    const links = await clickEachAction(page);
    const urls = Object.fromEntries(viewActions().map((a) => [a.key, a.url]));
    expect(links).toEqual([urls.checkout, urls.call]);
    expect(errors).toEqual([]);
    expect(requests).toEqual([`${HOST}/`]);
  });

  it('a poor fit names the failed criterion, no field names or URLs, and offers the e-mail, then the call, not the checkout; dark hosts get the dark palette', async () => {
    const { page, view, errors } = await show('check_fit', POOR, 'dark');
    await expect.poll(() => view.locator('h1').textContent()).toBe(verdictLabel(site, 'poor-fit'));
    expect(await view.locator('li.check.fail .mark').first().textContent()).toBe(resultLabel(site, 'fail'));
    // An unanswered question reads in words, never as the API's field name; the advice has no raw URL.
    const words = (await view.locator('article').textContent()) ?? '';
    expect(words).not.toMatch(/https?:\/\/|priorPositioningWork/);
    expect(words).toContain(site.words.fit.result.blank);
    const background = await view
      .locator('article')
      .evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)?.map(Number) ?? []);
    expect(Math.max(...background)).toBeLessThan(80);
    await shoot(page, 'mcp-app-fit-dark');
    const urls = Object.fromEntries(viewActions().map((a) => [a.key, a.url]));
    expect(await clickEachAction(page)).toEqual([urls.email, urls.call]);
    expect(errors).toEqual([]);
  });
});
