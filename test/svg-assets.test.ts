// Issue 48, finding 7: an owner's SVG that carries a script runs none of it, opened by its URL on any door.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from '../scripts/chromium.js';
import { exportSite } from '../scripts/export.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { SVG_SECURITY_POLICY } from '../src/http/surfaces/headers.js';
import { findAsset } from '../src/render/content-assets.js';
import { startTestServer } from './helpers/server.js';
import { createTestApp, FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

/** A logo as a careless design tool or a hostile hand might save it: a script element and an onload handler. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" onload="document.documentElement.setAttribute('data-onload','ran')"><script>document.documentElement.setAttribute('data-script','ran')</script><rect width="64" height="64" fill="#0f4c4f"/></svg>`;

let content: string;
let svgPaths: string[];

beforeAll(() => {
  content = mkdtempSync(join(tmpdir(), 'svg-content-'));
  cpSync(FIXTURE_CONTENT, content, { recursive: true });
  writeFileSync(join(content, 'assets/logo.svg'), HOSTILE_SVG);
  const site = loadSampleSite(TEST_BASE_URL, content);
  // The logo at its hashed URL, and as the favicon (the fixture has no icon of its own).
  svgPaths = [findAsset(site, 'assets/logo.svg')?.url ?? '', '/favicon.svg'];
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('SVG assets are served with a policy that runs no script', () => {
  it('the policy allows no script, no connection and no frame, and sandboxes the document', () => {
    expect(SVG_SECURITY_POLICY).toContain("default-src 'none'");
    expect(SVG_SECURITY_POLICY).toMatch(/(^|; )sandbox($|;)/);
    expect(SVG_SECURITY_POLICY).not.toMatch(/script-src|unsafe-eval|connect-src|frame-src/);
  });

  it('on the core (Node and Workers): CSP and nosniff on every SVG, the owner script in it untouched', async () => {
    const app = createTestApp(loadSampleSite(TEST_BASE_URL, content));
    for (const path of svgPaths) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy'), path).toBe(SVG_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("in the static export's _headers, for each SVG path", () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'svg-export-')), 'out');
    exportSite({ contentDir: content, outDir, baseUrl: TEST_BASE_URL });
    const rules = readFileSync(join(outDir, '_headers'), 'utf8').split('\n\n');
    for (const path of svgPaths) {
      const rule = rules.find((r) => r.startsWith(`${path}\n`)) ?? '';
      expect(rule, path).toContain(`Content-Security-Policy: ${SVG_SECURITY_POLICY}`);
    }
  });
});

describe.skipIf(!hasChromium)('in Chromium, opening the SVG by its URL', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer({ CONTENT_DIR: content });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('runs neither its script element nor its onload handler', async () => {
    for (const path of svgPaths) {
      const page = await browser.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('load');
      const ran = await page.evaluate(() => [
        document.documentElement.getAttribute('data-script'),
        document.documentElement.getAttribute('data-onload'),
      ]);
      expect(ran, path).toEqual([null, null]);
      await page.close();
    }
  });
});
