// The Dockerfile's runtime stage replayed without Docker: its COPY, ENV, CMD and HEALTHCHECK on the built output,
// with the Node of the image the Dockerfile names (NODE_IMAGE's major, from tools/runtimes when it is not this one).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineE2ESuite } from './e2e/suite.js';
import { buildStageOutput, nodeMajorOf, readArg, readStage } from './helpers/dockerfile.js';
import { freePort } from './helpers/free-port.js';
import { missingNode, nodeBinary } from './helpers/runtimes.js';
import { TEST_KEEP_ALIVE, waitUntil } from './helpers/wait-until.js';

const stage = readStage('Dockerfile', 'runtime');
const imageMajor = nodeMajorOf(readArg('Dockerfile', 'NODE_IMAGE'));
/** The image's Node: the build writes the code cache with it, the CMD and HEALTHCHECK run on it. */
const node = nodeBinary(imageMajor) ?? '';
// CI installs tools/runtimes: there a missing Node is a failure, not a skip.
if (!node && process.env.CI) throw new Error(`the runtime-stage replay ${missingNode(imageMajor)}`);
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
  if (!node) return;
  await buildStageOutput(built, node);
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

/** Runs the stage's CMD from its WORKDIR; `node` is the image's Node, the one the code cache was written with. */
function startCmd(env: Record<string, string>) {
  const [program, ...args] = stage.cmd;
  expect(program).toBe('node');
  const child = spawn(node, args, {
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
  const started = startCmd({ BASE_URL, PORT: String(port), ...TEST_KEEP_ALIVE });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    'the runtime stage to answer',
    () => {
      if (started.child.exitCode !== null) throw new Error(`the runtime stage exited: ${started.output()}`);
      return fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    { detail: started.output },
  );
  return { ...started, port, url };
}

describe.skipIf(!node)(
  `the runtime stage on Node ${imageMajor}${node ? '' : ` (skipped: ${missingNode(imageMajor)})`}`,
  () => {
    it('runs the Node major of the image the Dockerfile names', async () => {
      const { stdout } = await promisify(execFile)(node, ['--version']);
      expect(stdout.trim()).toMatch(new RegExp(`^v${imageMajor}\\.`));
    });

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
      await expect(promisify(execFile)(node, args, { env })).resolves.toBeDefined();
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
  },
);

if (node)
  defineE2ESuite(`e2e on the runtime stage (Node ${imageMajor})`, async () => {
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
