// WebMCP in Chromium's own implementation (behind --enable-features=WebMCP; its document.modelContext has
// getTools() and executeTool(), which the spec lists as to come): the tools our script registers, the fit
// form as the declarative check_fit, and both run through the browser against the real server.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { fitPage, pagePath } from '../src/domain/pages.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { openPage } from './helpers/browser-page.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';
import {
  buildCallCases,
  type CallCase,
  listMcpTools,
  type McpTool,
  type ToolResult,
} from './helpers/webmcp.js';

const site = loadSampleSite();
const fitPath = pagePath(fitPage(site).slug);

type NativeTool = {
  name: string;
  title: string;
  description: string;
  inputSchema: object;
  readOnly: boolean;
};

const listTools = (page: Page) =>
  page.evaluate(async () => {
    const context = (
      document as unknown as { modelContext: { getTools(): Promise<Record<string, never>[]> } }
    ).modelContext;
    return (await context.getTools()).map((t: Record<string, unknown>) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
      readOnly: (t.annotations as { readOnlyHint?: boolean } | undefined)?.readOnlyHint === true,
    })) as NativeTool[];
  });

/** As an agent would: the browser finds the tool, runs it and hands back its result serialised as JSON. */
const executeTool = async (page: Page, name: string, args: object): Promise<ToolResult> =>
  JSON.parse(
    await page.evaluate(
      async ([tool, input]) => {
        const context = (
          document as unknown as {
            modelContext: {
              getTools(): Promise<{ name: string }[]>;
              executeTool(t: object, i: object): Promise<string>;
            };
          }
        ).modelContext;
        const found = (await context.getTools()).find((t) => t.name === tool);
        if (!found) throw new Error(`no tool ${tool}`);
        return context.executeTool(found, input);
      },
      [name, args] as const,
    ),
  );

describe.skipIf(!hasChromium)("WebMCP tools in Chromium's own model context", () => {
  let browser: Browser;
  let server: RunningServer;
  let mcpTools: McpTool[];
  let cases: CallCase[];
  let supported = false;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS, '--enable-features=WebMCP'],
    });
    server = await startTestServer();
    mcpTools = await listMcpTools(server.url);
    cases = await buildCallCases(server.url, site);
    const { page } = await openPage(browser, `${server.url}/`);
    supported = await page.evaluate(() => {
      const context = (document as unknown as { modelContext?: Record<string, unknown> }).modelContext;
      return typeof context?.getTools === 'function' && typeof context?.executeTool === 'function';
    });
    await page.context().close();
    if (!supported) {
      console.warn(
        `webmcp-native.test.ts: ${CHROMIUM} has no WebMCP behind --enable-features=WebMCP; skipping.`,
      );
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists our tools as MCP does, and runs each through the browser to the API', async (ctx) => {
    if (!supported) ctx.skip();
    const { page, errors } = await openPage(browser, `${server.url}/`);
    // Chromium keeps its tools in a map and lists them by name.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect((await listTools(page)).sort(byName)).toEqual(
      mcpTools
        .map(({ name, title, description, inputSchema }) => ({
          name,
          title,
          description,
          inputSchema,
          readOnly: true,
        }))
        .sort(byName),
    );
    for (const c of cases) {
      expect(await executeTool(page, c.name, c.args), `${c.name} ${JSON.stringify(c.args)}`).toEqual(
        c.expected,
      );
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on the fit page, the form is check_fit: the agent fills it in, it submits itself and answers as the API does', async (ctx) => {
    if (!supported) ctx.skip();
    const { page, errors, apiCalls } = await openPage(browser, `${server.url}${fitPath}`);
    const tools = await listTools(page);
    expect(tools.map((t) => t.name).sort()).toEqual(mcpTools.map((t) => t.name).sort());
    const declared = tools.find((t) => t.name === 'check_fit');
    const mcp = mcpTools.find((t) => t.name === 'check_fit');
    expect(declared?.description).toBe(mcp?.description);
    const described = (schema: object | undefined) =>
      Object.entries((schema as { properties: Record<string, { description?: string }> }).properties).map(
        ([name, p]) => [name, p.description],
      );
    expect(described(declared?.inputSchema)).toEqual(described(mcp?.inputSchema));

    const profile = exampleProfile(site);
    const filled = { ...profile, founderLed: 'true', priorPositioningWork: 'true' };
    const expected = cases.find(
      (c) => c.name === 'check_fit' && Object.keys(c.args).length === site.criteria.length,
    );
    const result = await executeTool(page, 'check_fit', filled);
    expect(result).toEqual(expected?.expected);
    // The person sees the same verdict appear in place; the agent's answer came from the API.
    const verdict = (result.structuredContent as { verdict: keyof typeof site.words.verdict }).verdict;
    await expect
      .poll(() => page.locator('#fit-result .verdict').textContent())
      .toBe(site.words.verdict[verdict]);
    expect(apiCalls).toEqual(['POST /api/fit']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
