// The development entry (npm run dev) listens on 127.0.0.1 unless HOST says otherwise; npm start keeps 0.0.0.0.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/content/config.js';
import { FIXTURE_CONTENT } from './helpers/site.js';

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts src/entry/dev.ts and returns the fields of its 'listening' line, then stops it. */
async function listening(env: Record<string, string>): Promise<Record<string, unknown>> {
  const { HOST: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/entry/dev.ts'], {
    env: {
      ...inherited,
      BASE_URL: '',
      PORT: '0',
      LOG_LEVEL: 'info',
      WORKERS: '1',
      CONTENT_DIR: FIXTURE_CONTENT,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  try {
    for (let i = 0; i < 300; i++) {
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) return JSON.parse(line) as Record<string, unknown>;
      if (child.exitCode !== null) throw new Error(`dev entry exited: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('dev entry did not start');
  } finally {
    child.kill('SIGTERM');
  }
}

describe('binding', () => {
  it('npm start (the Node entry) defaults to every interface, and says so in its listening line', () => {
    expect(parseConfig({}).host).toBe('0.0.0.0');
  });

  it('the dev entry listens on 127.0.0.1 when HOST is not set', async () => {
    const line = await listening({});
    expect(line.host).toBe('127.0.0.1');
    expect(String(line.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('the dev entry honours an explicit HOST', async () => {
    const line = await listening({ HOST: 'localhost' });
    expect(line.host).toBe('localhost');
  });
});
