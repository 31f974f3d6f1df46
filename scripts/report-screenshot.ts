// The traffic report's screenshot for the docs: a synthetic log, the HTML report, one full-page PNG.
// `npx tsx scripts/report-screenshot.ts`: writes docs/screenshots/report.png (needs /usr/bin/chromium).
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
const tsx = (...args: string[]) => execFileSync('npx', ['tsx', ...args], { encoding: 'utf8' });
execFileSync('sh', ['-c', `npx tsx bench/generate-log.ts 20000 14 > '${log}'`]);
tsx('tools/report/cli.ts', '--format', 'html', '--out', html, log);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(pathToFileURL(html).href);
  await page.screenshot({ path: 'docs/screenshots/report.png', fullPage: true });
} finally {
  await browser.close();
}
console.log('wrote docs/screenshots/report.png');
