// The Node build keeps the MCP App views' script and the fonts out of the bundle V8 holds from start-up: files beside
// it, read on first use, served with the same bytes as every other build's.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNode } from '../scripts/build-node.js';
import { bundleMcpAppScript } from '../scripts/mcp-app-script.js';
import { FONTS_DIR, MCP_APP_VIEW_FILE } from '../scripts/node-dist-files.js';
import { FONT_DATA } from '../src/render/html/fonts/font-data.js';
import { type Spawned, spawnServer } from './e2e/node-process.js';
import { postMcp } from './helpers/mcp-request.js';
import {
  createTestApp,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';
import { waitUntil } from './helpers/wait-until.js';

mkdirSync('.tmp', { recursive: true });
const outDir = mkdtempSync(join('.tmp', 'node-bundle-'));
let server: Spawned;
let url = '';

beforeAll(async () => {
  await buildNode({ outDir, codeCache: false });
  server = spawnServer(join(outDir, 'server.js'), { BASE_URL: TEST_BASE_URL });
  url = (await server.waitFor((e) => e.msg === 'listening')).url ?? '';
});

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
});

const readView = async (
  request: (path: string, init: RequestInit) => Response | Promise<Response>,
  view: string,
) => {
  const res = await postMcp({ request }, 'resources/read', { uri: `ui://offer/${view}-view.html` });
  const body = (await res.json()) as { result?: { contents: { text: string }[] } };
  return body.result?.contents[0]?.text ?? '';
};

describe('the Node bundle and the MCP App view script', () => {
  it('writes the script beside the bundle, and not into it', async () => {
    const script = await bundleMcpAppScript();
    expect(script.length).toBeGreaterThan(10_000);
    expect(readFileSync(join(outDir, MCP_APP_VIEW_FILE), 'utf8')).toBe(script);
    expect(readFileSync(join(outDir, 'server.cjs'), 'utf8')).not.toContain(script.slice(0, 2000));
  });

  it('serves both views with the bytes the in-process app (the script injected as text) serves', async () => {
    const app = createTestApp();
    const remote = (path: string, init: RequestInit) => fetch(`${url}${path}`, init);
    for (const view of ['offer', 'fit']) {
      const built = await readView(remote, view);
      expect(built).toContain(`<script>${await bundleMcpAppScript()}</script>`);
      expect(built).toBe(await readView((path, init) => app.request(path, init), view));
    }
  });
});

describe('the Node bundle and the fonts', () => {
  it('writes each font beside the bundle as its woff2 bytes, and not into it', () => {
    const bundle = readFileSync(join(outDir, 'server.cjs'), 'utf8');
    const files = readdirSync(join(outDir, FONTS_DIR)).sort();
    expect(files).toEqual(
      Object.keys(FONT_DATA)
        .map((id) => `${id}.woff2`)
        .sort(),
    );
    for (const [id, { woff2 }] of Object.entries(FONT_DATA)) {
      expect(readFileSync(join(outDir, FONTS_DIR, `${id}.woff2`))).toEqual(Buffer.from(woff2, 'base64'));
      expect(bundle).not.toContain(woff2.slice(0, 200));
    }
  });

  it("serves the theme's fonts with the bytes the in-process app serves", async () => {
    const app = createTestApp();
    const html = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    const fonts = [...new Set(html.match(/\/assets\/fonts\/[\w.-]+\.woff2/g) ?? [])];
    expect(fonts.length).toBeGreaterThan(0);
    for (const path of fonts) {
      const built = Buffer.from(await (await fetch(`${url}${path}`)).arrayBuffer());
      expect(built).toEqual(Buffer.from(await (await app.request(path)).arrayBuffer()));
    }
  });
});

describe('the traffic report in the bundle', () => {
  it('runs as `node dist/report.js` from dist/ alone, outside the repository, in md, html and json', async () => {
    // A production host: dist/, package.json ("type": "module") and content/; no node_modules, no tools/.
    const host = mkdtempSync(join(tmpdir(), 'report-host-'));
    try {
      cpSync(outDir, join(host, 'dist'), { recursive: true });
      writeFileSync(join(host, 'package.json'), '{"type":"module"}\n');
      cpSync(FIXTURE_CONTENT, join(host, 'content'), { recursive: true });
      const line = (path: string, agent: object) =>
        JSON.stringify({
          time: '2026-11-20T10:00:00.000Z',
          msg: 'request',
          method: 'GET',
          path,
          status: 200,
          agent,
        });
      writeFileSync(
        join(host, 'server.log'),
        `${line('/', { name: 'Chrome', class: 'browser' })}\n${line('/about.md', { name: 'GPTBot', vendor: 'OpenAI', class: 'ai-training' })}\n`,
      );
      const run = (...args: string[]) =>
        execFileSync(process.execPath, ['dist/report.js', ...args], {
          cwd: host,
          encoding: 'utf8',
          env: { PATH: process.env.PATH },
        });
      expect(JSON.parse(run('--format', 'json', 'server.log')).requests).toBe(2);
      expect(run('server.log')).toContain('| `GPTBot` | `OpenAI` | AI training | 1 |');
      const html = run('--format', 'html', 'server.log');
      // The owner's fonts, read from dist/fonts by the bundle, inline in the page.
      const site = loadSampleSite();
      expect(html).toContain(FONT_DATA[site.theme.fonts.display].woff2.slice(0, 100));
      expect(html).toContain(site.identity.name);
      // The site's language, from its content folder: every built-in language's words are in the bundle.
      rmSync(join(host, 'content'), { recursive: true });
      cpSync(FR_FIXTURE_CONTENT, join(host, 'content'), { recursive: true });
      expect(run('server.log')).toMatch(
        /^# Ce que les agents ont fait de votre offre\n[\s\S]*\| entraînement IA \| 1 \|/,
      );
      expect(run('--format', 'html', 'server.log')).toContain('<html lang="fr">');
      expect(run('--language', 'de', 'server.log')).toMatch(
        /^# Was Agenten mit Ihrem Angebot gemacht haben\n/,
      );
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });
});

describe('npm run serve (and npm start, which ends the same way)', () => {
  it('passes SIGTERM sent to npm on to the server, which drains and exits: no node left running', async () => {
    const host = mkdtempSync(join('.tmp', 'npm-serve-'));
    try {
      cpSync(outDir, join(host, 'dist'), { recursive: true });
      cpSync('package.json', join(host, 'package.json'));
      const npm = spawn('npm', ['run', 'serve', '--silent'], {
        cwd: host,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
          BASE_URL: TEST_BASE_URL,
          LOG_LEVEL: 'info',
          CONTENT_DIR: join(process.cwd(), FIXTURE_CONTENT),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      npm.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const listening = await waitUntil('the served server to listen', () => {
        const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
        return line ? (JSON.parse(line) as { pid: number; url: string }) : undefined;
      });
      expect((await fetch(`${listening.url}/api/health`)).status).toBe(200);
      // npm alone, as a supervisor or a terminal's Ctrl-C would: the script's `exec` makes node npm's own child.
      npm.kill('SIGTERM');
      const alive = () => {
        try {
          process.kill(listening.pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      await waitUntil('the server to exit after npm got SIGTERM', () => !alive());
      expect(out).toContain('"msg":"stopped"');
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });
});
