// A plain Node host without dev dependencies: the built output, `npm ci --omit=dev` from the registry, `npm run serve`.
// Needs the registry, so it runs under RUNTIME_INSTALL=1 (.ci/steps/15-runtime-install.sh); skipped otherwise.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStageOutput } from './helpers/dockerfile.js';
import { freePort } from './helpers/free-port.js';

const INSTALL = process.env.RUNTIME_INSTALL === '1';
const RECIPE = 'a plain host: dist/ and content/, `npm ci --omit=dev`, then `npm run serve`';
const BASE_URL = 'https://offer.example.com';
const children: ChildProcess[] = [];

/** Signals a child's whole process group (spawned detached): npm and the node it started. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Reads every 50 ms until `done` accepts a value or `tries` run out; returns the last value read. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, tries: number): Promise<T> {
  let value = await read();
  for (let i = 1; i < tries && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.skipIf(!INSTALL)(
  INSTALL ? RECIPE : `${RECIPE} (skipped: needs the registry; RUNTIME_INSTALL=1)`,
  () => {
    // Outside the repository, so nothing resolves from its node_modules.
    const root = mkdtempSync(join(tmpdir(), 'runtime-install-'));
    const built = join(root, 'build');
    const host = join(root, 'host');

    beforeAll(async () => {
      await buildStageOutput(built);
      for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(host, file));
      cpSync(join(built, 'dist'), join(host, 'dist'), { recursive: true });
      cpSync(join(built, 'content'), join(host, 'content'), { recursive: true });
      const npm = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
      await promisify(execFile)('npm', npm, {
        cwd: host,
        timeout: 300_000,
        env: { ...process.env, NODE_ENV: '' },
      });
    }, 400_000);

    afterAll(() => {
      for (const child of children) stopGroup(child, 'SIGKILL');
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('installs no dev dependency', () => {
      const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      const installed = Object.keys(pkg.devDependencies).filter((name) =>
        existsSync(join(host, 'node_modules', name)),
      );
      expect(installed).toEqual([]);
    });

    it('serves the site in production mode', async () => {
      const port = await freePort();
      const env = {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        BASE_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
      };
      // npm runs node in a child of its own: its own process group lets the test stop both, not only npm
      // (killing npm alone left the server serving, orphaned, after the CI step).
      const child = spawn('npm', ['run', 'serve', '--silent'], {
        cwd: host,
        env,
        stdio: 'ignore',
        detached: true,
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      // The health status, or 0 while the port refuses.
      const health = () =>
        fetch(`${url}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      expect(await pollUntil(health, (status) => status === 200, 200)).toBe(200);
      const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`${BASE_URL}/`);
      const fit = await fetch(`${url}/api/fit`, { method: 'POST', body: '{"founderLed":true}' });
      expect(fit.status).toBe(200);
      expect(((await fit.json()) as { verdict: string }).verdict).toBeTypeOf('string');
      stopGroup(child, 'SIGTERM');
      // The server itself stops: its port refuses within a few seconds.
      expect(await pollUntil(health, (status) => status === 0, 100)).toBe(0);
    });
  },
);
