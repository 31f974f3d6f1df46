// The traffic report's screenshots for the docs: a synthetic log, the HTML report, full-page PNGs at 1280 and
// 390 px, light and dark, on the content folder (CONTENT_DIR or content/) and in French on the French fixture.
// `npx tsx scripts/report-screenshot.ts` writes docs/screenshots/report-*.png (needs /usr/bin/chromium).
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
execFileSync('sh', ['-c', `npx tsx bench/generate-log.ts 20000 28 > '${log}'`]);
/** The HTML report of two weeks against the two before (the synthetic log ends on 2026-11-25). */
function renderReport(name: string, content?: string): string {
  const html = join(dir, `${name}.html`);
  execFileSync('npx', [
    'tsx',
    'tools/report/cli.ts',
    ...['--since', '2026-11-12', '--until', '2026-11-25', '--previous', '--format', 'html', '--out', html],
    ...(content ? ['--content', content] : []),
    log,
  ]);
  return html;
}

const shots: { html: string; name: string; width: number; colorScheme: 'light' | 'dark' }[] = [];
// The owner's own content in its language, and the French fixture: the report in the words of each.
for (const [prefix, content] of [
  ['report', undefined],
  ['report-fr', 'test/fixtures/content-fr'],
] as const) {
  const html = renderReport(prefix, content);
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      shots.push({ html, name: `${prefix}-${width}-${colorScheme}`, width, colorScheme });
    }
  }
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: 900 },
      colorScheme: shot.colorScheme,
    });
    await page.goto(pathToFileURL(shot.html).href);
    const path = `docs/screenshots/${shot.name}.png`;
    await page.screenshot({ path, fullPage: true });
    await page.close();
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
}
