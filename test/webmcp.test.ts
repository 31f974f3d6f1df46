// WebMCP in headless Chromium with a stand-in model context injected before page scripts: every tool as MCP
// lists them, each run against the real server and compared with the API, under today's spec and an early draft;
// and a browser without a model context, where nothing is registered and nothing errors. Both fixtures.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import { fitPage, pagePath } from '../src/domain/pages.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { TOOLS } from '../src/render/tools/all.js';
import { openPage } from './helpers/browser-page.js';
import { startTestServer } from './helpers/server.js';
import {
  ALT_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';
import {
  buildCallCases,
  type CallCase,
  callMcpTool,
  listMcpTools,
  type McpTool,
  type ToolResult,
} from './helpers/webmcp.js';

/**
 * Runs in the page before any of its scripts. `document`: today's spec (registerTool returns a promise and
 * refuses a taken name); `document-taken`: the same, with check_fit already declared by a form, as Chromium
 * answers on the fit page; `document-declarative`: the same, in a browser whose forms are tools themselves
 * (SubmitEvent.agentInvoked), whose declarative check_fit registers later than our script runs;
 * `navigator`: the early drafts' navigator.modelContext with only provideContext.
 */
function installStandIn(mode: string): void {
  const registered: { name: string }[] = [];
  Object.assign(window, { standIn: { registered } });
  if (mode === 'navigator') {
    const context = {
      provideContext: (c: { tools: { name: string }[] }) =>
        registered.splice(0, registered.length, ...c.tools),
    };
    Object.defineProperty(Navigator.prototype, 'modelContext', { get: () => context, configurable: true });
    return;
  }
  if (mode === 'document-declarative') {
    Object.defineProperty(SubmitEvent.prototype, 'agentInvoked', { get: () => false, configurable: true });
  }
  const context = {
    registerTool(tool: { name: string }) {
      const taken =
        (mode === 'document-taken' && tool.name === 'check_fit') ||
        registered.some((t) => t.name === tool.name);
      if (taken) return Promise.reject(new DOMException('Duplicate tool name', 'InvalidStateError'));
      registered.push(tool);
      return Promise.resolve(undefined);
    },
  };
  Object.defineProperty(Document.prototype, 'modelContext', { get: () => context, configurable: true });
}

type Registered = {
  name: string;
  title: string;
  description: string;
  inputSchema: object;
  annotations: object;
};

const registeredTools = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { standIn: { registered: (Registered & { execute: unknown })[] } }
    ).standIn.registered.map(({ name, title, description, inputSchema, annotations, execute }) => ({
      name,
      title,
      description,
      inputSchema,
      annotations,
      execute: typeof execute,
    })),
  );

const runTool = (page: Page, name: string, args: object) =>
  page.evaluate(
    ([tool, input]) =>
      (
        window as unknown as {
          standIn: { registered: { name: string; execute(i: object): Promise<unknown> }[] };
        }
      ).standIn.registered
        .find((t) => t.name === tool)
        ?.execute(input),
    [name, args] as const,
  ) as Promise<ToolResult>;

if (!hasChromium) console.warn(`webmcp.test.ts: no Chromium at ${CHROMIUM}; skipping.`);

describe.skipIf(!hasChromium)('WebMCP tools in headless Chromium (stand-in model context)', () => {
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

    const open = (path: string, mode?: string) =>
      openPage(browser, `${server.url}${path}`, mode ? { script: installStandIn, arg: mode } : undefined);
    const asRegistered = (t: McpTool) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
      annotations: { readOnlyHint: true },
      execute: 'function',
    });

    it("registers every tool with MCP's names, descriptions and input schemas, on every page", async () => {
      expect(mcpTools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
      for (const path of ['/', fitPath, '/no-such-page']) {
        const { page, errors } = await open(path, 'document');
        expect(await registeredTools(page), path).toEqual(mcpTools.map(asRegistered));
        expect(errors, path).toEqual([]);
        await page.context().close();
      }
    });

    it('runs each tool against the real server: the API answer as a tool result, the same as over MCP', async () => {
      const { page, errors } = await open('/', 'document');
      for (const c of cases) {
        const label = `${c.name} ${JSON.stringify(c.args)}`;
        const result = await runTool(page, c.name, c.args);
        expect(result, label).toEqual(c.expected);
        if (c.mcp) {
          const overMcp = await callMcpTool(server.url, c.name, c.args);
          expect(result.structuredContent, `${label} over MCP`).toEqual(overMcp.structuredContent);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it("an early draft's navigator.modelContext.provideContext gets the same tools", async () => {
      const { page, errors } = await open('/', 'navigator');
      expect(await registeredTools(page)).toEqual(mcpTools.map(asRegistered));
      expect((await runTool(page, 'get_offer', {})).structuredContent).toEqual(
        cases[0]?.expected.structuredContent,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('on the fit page, check_fit stays with the form that declares it; the rest register, with no error', async () => {
      const { page, errors } = await open(fitPath, 'document-taken');
      const names = (await registeredTools(page)).map((t) => t.name);
      expect(names).toEqual(mcpTools.map((t) => t.name).filter((n) => n !== 'check_fit'));
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('where forms are tools themselves, the fit page leaves check_fit to its form even before the browser registers it', async () => {
      const all = mcpTools.map((t) => t.name);
      for (const [path, expected] of [
        ['/', all],
        [fitPath, all.filter((n) => n !== 'check_fit')],
      ] as const) {
        const { page, errors } = await open(path, 'document-declarative');
        expect(
          (await registeredTools(page)).map((t) => t.name),
          path,
        ).toEqual(expected);
        expect(errors, path).toEqual([]);
        await page.context().close();
      }
    });

    it('without a model context, nothing is registered, nothing is fetched and nothing errors', async () => {
      for (const path of ['/', fitPath, '/no-such-page']) {
        const { page, errors, apiCalls } = await open(path);
        expect(await page.evaluate(() => 'modelContext' in document || 'modelContext' in navigator)).toBe(
          false,
        );
        // The script did load and run: its silence is the point, not its absence.
        const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
        expect(
          loaded.some((url) => /\/assets\/webmcp\.[a-z0-9]+\.js$/.test(url)),
          path,
        ).toBe(true);
        expect([errors, apiCalls], path).toEqual([[], []]);
        await page.context().close();
      }
    });
  });
});
