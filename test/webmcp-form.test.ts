// The fit form as WebMCP's declarative check_fit, in headless Chromium: its attributes carry MCP's words, and an
// agent-invoked submit is answered with respondWith() from the API, without leaving the page. Both fixtures.
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { fitPage, pagePath } from '../src/domain/pages.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { openPage } from './helpers/browser-page.js';
import { startTestServer } from './helpers/server.js';
import {
  ALT_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';
import { buildCallCases, type CallCase, listMcpTools, type McpTool } from './helpers/webmcp.js';

describe.skipIf(!hasChromium)('the fit form as the declarative WebMCP tool check_fit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => browser?.close());

  describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT])('content %s', (dir) => {
    const site = loadSampleSite(TEST_BASE_URL, dir);
    const fitPath = pagePath(fitPage(site).slug);
    let server: RunningServer;
    let mcpTools: McpTool[];
    let cases: CallCase[];
    beforeAll(async () => {
      server = await startTestServer({ CONTENT_DIR: dir });
      mcpTools = await listMcpTools(server.url);
      cases = await buildCallCases(server.url, site);
    });
    afterAll(async () => server?.close());
    const open = (path: string) => openPage(browser, `${server.url}${path}`);

    it("marks the fit form as the declarative check_fit, in MCP's words", async () => {
      const { page } = await open(fitPath);
      const check = mcpTools.find((t) => t.name === 'check_fit');
      const properties = (check?.inputSchema.properties ?? {}) as Record<string, { description: string }>;
      const form = page.locator('form#fit-form');
      expect(await form.getAttribute('toolname')).toBe('check_fit');
      expect(await form.getAttribute('tooldescription')).toBe(check?.description);
      expect(await form.getAttribute('toolautosubmit')).toBe('');
      expect(site.criteria.map((c) => c.field)).toEqual(Object.keys(properties));
      for (const c of site.criteria) {
        // A radio group is described on its fieldset; a single control on itself.
        const radios = (await form.locator(`input[type="radio"][name="${c.field}"]`).count()) > 0;
        const control = radios ? `fieldset:has([name="${c.field}"])` : `[name="${c.field}"]`;
        const described = form.locator(`${control}[toolparamdescription]`);
        expect(await described.count(), c.field).toBe(1);
        expect(await described.getAttribute('toolparamdescription')).toBe(properties[c.field]?.description);
      }
      await page.context().close();
    });

    it("answers an agent-invoked submit of the form with respondWith: the API's answer, no navigation", async () => {
      const { page, errors } = await open(fitPath);
      const profile = exampleProfile(site);
      for (const c of site.criteria) {
        const value = String(profile[c.field]);
        const radio = page.locator(`input[type="radio"][name="${c.field}"][value="${value}"]`);
        if ((await radio.count()) > 0) await radio.check();
        else if (c.type === 'one-of') await page.locator(`select[name="${c.field}"]`).selectOption(value);
        else await page.locator(`[name="${c.field}"]`).fill(value);
      }
      // What a WebMCP browser dispatches when an agent submits the form (SubmitEvent.agentInvoked, respondWith).
      const answer = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const event = new SubmitEvent('submit', { cancelable: true });
            Object.defineProperty(event, 'agentInvoked', { value: true });
            Object.defineProperty(event, 'respondWith', { value: (p: Promise<unknown>) => p.then(resolve) });
            document.getElementById('fit-form')?.dispatchEvent(event);
          }),
      );
      const expected = cases.find((c) => c.name === 'check_fit' && !c.expected.isError);
      expect(answer).toEqual(expected?.expected);
      expect(new URL(page.url()).pathname).toBe(fitPath);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
