// The Dockerfile's runtime stage replayed without Docker: its COPY, ENV, CMD and HEALTHCHECK on the built output.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineE2ESuite } from './e2e/suite.js';
import { buildStageOutput, readStage } from './helpers/dockerfile.js';
import { freePort } from './helpers/free-port.js';

const stage = readStage('Dockerfile', 'runtime');
const BASE_URL = 'https://offer.example.com';
// Outside the repository, so nothing can resolve a module from its node_modules.
const root = mkdtempSync(join(tmpdir(), 'runtime-stage-'));
const built = join(root, 'build');
const app = join(root, 'app');
const children: ChildProcess[] = [];

/** Where a path of the image lives here: the build stage's /app is `built`, the runtime WORKDIR is `app`. */
const inBuild = (path: string) => join(built, relative('/app', path));
const inApp = (path: string) =>
  isAbsolute(path) ? join(app, relative(stage.workdir, path)) : join(app, path);

beforeAll(async () => {
  await buildStageOutput(built);
  for (const copy of stage.copies) {
    for (const source of copy.sources) {
      const into = copy.dest.endsWith('/') ? join(inApp(copy.dest), basename(source)) : inApp(copy.dest);
      cpSync(inBuild(source), into, { recursive: true });
    }
  }
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** The stage's ENV with its in-image paths mapped here, then the test's own settings; 127.0.0.1 only. */
function stageEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
  for (const [name, value] of Object.entries(stage.env))
    env[name] = value.startsWith('/') ? inApp(value) : value;
  return { ...env, HOST: '127.0.0.1', ...extra };
}

/** Runs the stage's CMD from its WORKDIR; `node` is this Node, the one the code cache was written with. */
function startCmd(env: Record<string, string>) {
  const [program, ...args] = stage.cmd;
  expect(program).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: stageEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startServer() {
  const port = await freePort();
  const started = startCmd({ BASE_URL, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (started.child.exitCode !== null) throw new Error(`the runtime stage exited: ${started.output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ...started, port, url };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the runtime stage did not answer: ${started.output()}`);
}

describe('the runtime stage', () => {
  it('holds the bundle and content only: no node_modules, no sources, a non-root user', () => {
    expect(existsSync(join(app, 'dist', 'server.js'))).toBe(true);
    expect(existsSync(join(app, 'dist', 'server.cjs.cache'))).toBe(true);
    expect(existsSync(join(app, 'node_modules'))).toBe(false);
    expect(existsSync(join(app, 'src'))).toBe(false);
    expect(stage.runs).toEqual([]);
    expect(stage.copies.map((c) => c.from)).toEqual(stage.copies.map(() => 'build'));
    expect(stage.user).toBe('node');
    expect(stage.env.NODE_ENV).toBe('production');
  });

  it('starts with its CMD, uses the code cache, and its HEALTHCHECK passes', async () => {
    const server = await startServer();
    const [program, ...args] = stage.healthcheck ?? [];
    expect(program).toBe('node');
    const env = stageEnv({ PORT: String(server.port) });
    await expect(
      promisify(execFile)(process.execPath, args, { env, timeout: 10_000 }),
    ).resolves.toBeDefined();
    // Written under the CMD's flags by the build: a mismatch would have logged that it was rejected.
    expect(server.output()).not.toMatch(/code cache rejected/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start without BASE_URL, naming the variable and showing an example', async () => {
    const started = startCmd({ PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(
      /BASE_URL: required when NODE_ENV=production.*e\.g\. BASE_URL=https:\/\//,
    );
  });
});

defineE2ESuite('e2e on the runtime stage', async () => {
  const server = await startServer();
  return {
    url: server.url,
    baseUrl: BASE_URL,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
});
