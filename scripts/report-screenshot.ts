// The traffic report's screenshots for the docs: a synthetic log, the HTML report, full-page PNGs at 1280 and
// 390 px, light and dark. `npx tsx scripts/report-screenshot.ts` writes docs/screenshots/report-*.png
// (needs /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, hasChromium } from './chromium.js';

if (!hasChromium) {
  console.error(`report-screenshot: no Chromium at ${CHROMIUM}`);
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'report-shot-'));
const log = join(dir, 'traffic.log');
const html = join(dir, 'report.html');
execFileSync('sh', ['-c', `npx tsx bench/generate-log.ts 20000 28 > '${log}'`]);
// Two weeks against the two before: the synthetic log ends on 2026-11-25.
execFileSync('npx', [
  'tsx',
  'tools/report/cli.ts',
  ...['--since', '2026-11-12', '--until', '2026-11-25', '--previous', '--format', 'html', '--out', html, log],
]);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(pathToFileURL(html).href);
      const path = `docs/screenshots/report-${width}-${colorScheme}.png`;
      await page.screenshot({ path, fullPage: true });
      await page.close();
      console.log(`wrote ${path}`);
    }
  }
} finally {
  await browser.close();
}
