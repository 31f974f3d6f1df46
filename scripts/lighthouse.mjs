// Lighthouse audit of / and /fit against the real Node server in headless Debian Chromium; fails below the bar.
// Usage: npm run lighthouse [-- --desktop]; LIGHTHOUSE_PATHS=/,/about audits other pages. Runs the built dist/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/fit').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum score per category: everything perfect except performance, which must reach 0.95. */
const BAR = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
/**
 * Lighthouse 12's robots-txt audit knows only a fixed list of directives, so it rejects the Content-Signal line
 * (search=yes, ai-input=yes, ai-train=…) that robots.txt must carry. That one finding is accepted, by name and
 * line; any other robots.txt error, or any other lost SEO audit, still fails.
 */
const isContentSignalOnly = (audit) =>
  audit.id === 'robots-txt' &&
  (audit.details?.items ?? []).length > 0 &&
  audit.details.items.every((item) => /^content-signal:/i.test(String(item.line ?? '').trim()));
const desktop = process.argv.includes('--desktop') || process.env.LIGHTHOUSE_PRESET === 'desktop';

if (!existsSync(CHROMIUM)) {
  console.error(`lighthouse: no Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  process.exit(1);
}

/** The built server (dist/server.js) on a free port; resolves with its URL from the `listening` log event. */
function startServer() {
  // The production command (NODE_FLAGS in scripts/build-node.ts), so the code cache applies.
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/server.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', BASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /"msg":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (url) {
        child.stdout.resume().removeAllListeners('data');
        const close = () => new Promise((done) => child.once('exit', done).kill('SIGTERM'));
        resolve({ url, close });
      }
    });
    child.once('exit', (code) => reject(new Error(`dist/server.js exited with ${code} before listening`)));
  });
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
let failed = false;
try {
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile (simulated throttling)'} preset, ${server.url}`);
  for (const path of PATHS) {
    const url = `${server.url}${path}`;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = CATEGORIES.map((id) => [id, categories[id]?.score ?? 0]);
    console.log(`${path.padEnd(6)} ${scores.map(([id, s]) => `${id} ${s.toFixed(2)}`).join('  ')}`);
    for (const [id, score] of scores) {
      if (score >= BAR[id]) continue;
      const lostRefs = categories[id].auditRefs.filter(
        (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id].score < 1,
      );
      if (
        id === 'seo' &&
        lostRefs.length > 0 &&
        lostRefs.every((ref) => isContentSignalOnly(audits[ref.id]))
      ) {
        console.log(
          '  seo: only robots-txt flags the required Content-Signal line (unknown to Lighthouse 12): accepted',
        );
        continue;
      }
      failed = true;
      // Name the audits that cost points, so a failure says what to fix.
      const lost = lostRefs.map(
        (ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`,
      );
      console.log(`  ${id} below ${BAR[id]}: ${lost.join(', ') || 'see the report'}`);
      for (const ref of categories[id].auditRefs.filter((r) => r.weight > 0 && audits[r.id]?.score === 0)) {
        for (const item of (audits[ref.id].details?.items ?? []).slice(0, 3)) {
          console.log(`    ${ref.id}: ${JSON.stringify(item).slice(0, 200)}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
}
if (failed) {
  console.error('lighthouse: below the bar (a11y, best practices, SEO 1.0; performance >= 0.95).');
  process.exit(1);
}
console.log('lighthouse: all scores meet the bar.');
