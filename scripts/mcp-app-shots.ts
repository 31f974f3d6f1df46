// The MCP App views (the offer card, fit results) as an assistant's chat shows them, for `npm run screenshots`:
// the running server's own answers, mounted by a host page with the official AppBridge, light and dark.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type { HostWindow } from './mcp-app-host.js';

/** The host page's address: routed by Playwright, so nothing is served from the network. */
export const HOST = 'http://host.test';
/** The spec's restrictive default CSP for views; a srcdoc frame inherits it. */
const HOST_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; media-src data:; connect-src 'none'";

/** The host page's script (scripts/mcp-app-host.ts), bundled for the browser. */
export async function bundleHostScript(): Promise<string> {
  const bundled = await build({
    entryPoints: ['scripts/mcp-app-host.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    logLevel: 'warning',
  });
  return bundled.outputFiles[0]?.text.replace(/<\/script/gi, '<\\/script') ?? '';
}

/** Opens the host page in `page` and mounts the view with a tool's arguments and result, as a host does. */
export async function mountView(
  page: Page,
  hostScript: string,
  view: { html: string; args: Record<string, unknown>; result: Record<string, unknown> },
  theme: 'light' | 'dark',
): Promise<void> {
  await page.route(`${HOST}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': HOST_CSP },
      body: `<!doctype html><html><head><style>body{margin:0;padding:24px;background:${theme === 'dark' ? '#202124' : '#f4f4f5'}}iframe{border:0;width:100%;display:block}</style></head><body><script>${hostScript}</script></body></html>`,
    }),
  );
  await page.goto(`${HOST}/`);
  await page.evaluate(([html, a, r, t]) => (window as unknown as HostWindow).mountView(html, a, r, t), [
    view.html,
    view.args,
    view.result,
    theme,
  ] as const);
  await page.frameLocator('iframe').locator('article.card').waitFor();
}

/** A view to picture: its name in the file, the tool and the arguments a host would call it with. */
export interface ViewShot {
  name: string;
  tool: string;
  args: Record<string, unknown>;
}

/**
 * Writes `mcp-app-<name>-<width>[-dark].png` into `out` for each view, width and scheme (a chat column is about
 * 400 px on a phone, 760 on a desktop); returns the files written.
 */
export async function shootMcpViews(
  browser: Browser,
  serverUrl: string,
  out: string,
  views: readonly ViewShot[],
  widths: readonly number[] = [760],
): Promise<string[]> {
  const hostScript = await bundleHostScript();
  let id = 1;
  const mcp = async (method: string, params: Record<string, unknown>) => {
    const res = await fetch(`${serverUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
    });
    const answer = (await res.json()) as { result?: Record<string, unknown>; error?: unknown };
    if (!answer.result) throw new Error(`${method}: ${JSON.stringify(answer)}`);
    return answer.result;
  };
  const { tools } = (await mcp('tools/list', {})) as {
    tools: { name: string; _meta?: { ui?: { resourceUri?: string } } }[];
  };
  mkdirSync(out, { recursive: true });
  const files: string[] = [];
  for (const { name, tool, args } of views) {
    const uri = tools.find((t) => t.name === tool)?._meta?.ui?.resourceUri ?? '';
    const read = (await mcp('resources/read', { uri })) as { contents: { text: string }[] };
    const result = await mcp('tools/call', { name: tool, arguments: args });
    for (const width of widths) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
        const page = await context.newPage();
        await mountView(page, hostScript, { html: read.contents[0]?.text ?? '', args, result }, theme);
        // A frame taller than the window is painted only as far as the window reaches: grow the window to it.
        const box = await page.locator('iframe').boundingBox();
        if (box && box.y + box.height > 900)
          await page.setViewportSize({ width, height: Math.ceil(box.y + box.height) + 16 });
        const file = join(out, `mcp-app-${name}-${width}${theme === 'dark' ? '-dark' : ''}.png`);
        writeFileSync(file, await page.locator('iframe').screenshot());
        files.push(file);
        await context.close();
      }
    }
  }
  return files;
}
