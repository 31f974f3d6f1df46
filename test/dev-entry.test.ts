// The development entry (npm run dev) listens on 127.0.0.1 unless HOST says otherwise; npm start keeps 0.0.0.0.
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/content/config.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { FIXTURE_CONTENT } from './helpers/site.js';
import { waitUntil } from './helpers/wait-until.js';

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts scripts/dev.ts (the dev entry) and returns the fields of its 'listening' line, then stops it. */
async function listening(env: Record<string, string>): Promise<Record<string, unknown>> {
  const { HOST: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
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
    const line = await waitUntil('the dev entry to listen', () => {
      if (child.exitCode !== null) throw new Error(`dev entry exited: ${err}`);
      return out.split('\n').find((l) => l.includes('"msg":"listening"'));
    });
    return JSON.parse(line) as Record<string, unknown>;
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

/** scripts/dev.ts on a content folder, with what it has written so far and a wait for a condition. */
function startDev(dir: string) {
  const { HOST: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: { ...inherited, BASE_URL: '', PORT: '0', LOG_LEVEL: 'info', WORKERS: '1', CONTENT_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const dev = { child, out: '', err: '' };
  child.stdout?.on('data', (d: Buffer) => {
    dev.out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    dev.err += d.toString();
  });
  const until = (done: () => boolean, what: string) => waitUntil(what, done, { detail: () => dev.err });
  return Object.assign(dev, { until });
}

describe('a content mistake during npm run dev', () => {
  it('shows the problems in the browser and the terminal, keeps the last good content for the rest, and recovers on save', async () => {
    const dir = copyContent();
    const dev = startDev(dir);
    const { child, until } = dev;
    try {
      await until(() => dev.out.includes('"msg":"listening"'), 'listening');
      const line = dev.out.split('\n').find((l) => l.includes('"msg":"listening"')) ?? '';
      const url = String((JSON.parse(line) as { url: string }).url);
      const browser = { accept: 'text/html,application/xhtml+xml' };
      expect((await fetch(`${url}/`, { headers: browser })).status).toBe(200);

      // A mistake: the browser gets the problems, the terminal too, and the API keeps the last good offer.
      const goodOffer = await (await fetch(`${url}/api/offer`)).text();
      edit(dir, 'offer.yaml', (t) => t.replace(/currency: "?[A-Z]{3}"?/, 'currency: "EUO"'));
      await until(() => dev.err.includes('"EUO" is not an ISO 4217 currency code'), 'the terminal report');
      const page = await fetch(`${url}/`, { headers: browser });
      expect(page.status).toBe(500);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('offer.yaml: price.currency: &quot;EUO&quot; is not an ISO 4217 currency code');
      expect(html).toContain('The last good content is still served');
      const api = await fetch(`${url}/api/offer`);
      expect(api.status).toBe(200);
      expect(await api.text()).toBe(goodOffer);
      expect(child.exitCode).toBeNull();

      // Fixed and saved: served again, and the terminal says so.
      edit(dir, 'offer.yaml', (t) => t.replace('currency: "EUO"', 'currency: "EUR"'));
      await until(() => dev.out.includes('"msg":"content reloaded"'), 'the reload');
      expect((await fetch(`${url}/`, { headers: browser })).status).toBe(200);
      expect(await (await fetch(`${url}/api/offer`)).text()).toContain('"currency":"EUR"');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('starts on broken content and answers every request with the problems until it is fixed', async () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (t) => t.replace('tagline:', 'tagLine:'));
    const dev = startDev(dir);
    const { child } = dev;
    try {
      await dev.until(() => dev.out.includes('"msg":"listening"'), 'listening');
      const line = dev.out.split('\n').find((l) => l.includes('"msg":"listening"')) ?? '';
      const url = String((JSON.parse(line) as { url: string }).url);
      expect(dev.err).toContain('site.yaml: tagLine: unknown key; did you mean "tagline"?');
      const api = await fetch(`${url}/api/offer`);
      expect(api.status).toBe(500);
      expect(await api.text()).toContain('Nothing is served until the content loads');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('sees every atomic save (a new file renamed over the old, as sed -i, vim and JetBrains save)', async () => {
    const dir = copyContent();
    const dev = startDev(dir);
    const { child, until } = dev;
    const count = (text: string, what: string) => text.split(what).length - 1;
    const saveAtomically = (change: (text: string) => string) => {
      const path = join(dir, 'offer.yaml');
      const temp = join(dir, '.offer.yaml.swp');
      writeFileSync(temp, change(readFileSync(path, 'utf8')));
      renameSync(temp, path);
    };
    try {
      await until(() => dev.out.includes('"msg":"watching content"'), 'watching');
      for (let round = 1; round <= 3; round++) {
        saveAtomically((t) => t.replace(/currency: "?[A-Z]{3}"?/, 'currency: "EUO"'));
        await until(() => count(dev.err, 'is not an ISO 4217 currency code') === round, `report ${round}`);
        saveAtomically((t) => t.replace('currency: "EUO"', 'currency: "EUR"'));
        await until(() => count(dev.out, '"msg":"content reloaded"') === round, `reload ${round}`);
      }
    } finally {
      child.kill('SIGTERM');
    }
  });
});
