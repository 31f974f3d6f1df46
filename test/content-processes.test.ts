// Content and configuration mistakes as an owner meets them: the real Node entry refuses to start, and a FIFO in
// the folder is refused without blocking. Slow lane: each test starts a process (the rules themselves are
// checked in-process by content.test.ts, content-checks.test.ts and content-folder.test.ts).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/errors.js';
import { loadSite } from '../src/content/load-site.js';
import { copyContent, editYaml } from './helpers/content-copy.js';
import { freePort } from './helpers/free-port.js';
import { FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the real entry (through tsx, so no build is needed) and watches the port until it exits. */
async function runEntry(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/entry/node.ts'], {
    // Not process.env: vitest sets BASE_URL=/ there (Vite's base), which the entry would rightly reject.
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      CONTENT_DIR: FIXTURE_CONTENT,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  let exited = false;
  const code = new Promise<number | null>((resolve) =>
    child.on('exit', (c) => {
      exited = true;
      resolve(c);
    }),
  );
  let opened = false;
  while (!exited) {
    if (await canConnect(port)) {
      opened = true;
      child.kill();
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { code: await code, stdout, stderr, opened };
}

describe('the Node entry with bad content or config', () => {
  it('exits non-zero, prints the problem and never opens the port', async () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      delete d.email;
    });
    const result = await runEntry({ CONTENT_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.opened).toBe(false);
    expect(result.stderr).toContain('Invalid content');
    expect(result.stderr).toContain('site.yaml: email:');
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(result.stdout).not.toContain('Serving');
  });

  it('exits non-zero on invalid configuration', async () => {
    const result = await runEntry({ BASE_URL: 'not a url' });
    expect(result.code).toBe(1);
    expect(result.opened).toBe(false);
    expect(result.stderr).toMatch(/Invalid configuration:\n {2}- BASE_URL: /);
  });

  it('says what PORT must be when it is not a number, never "NaN"', async () => {
    const result = await runEntry({ PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/- PORT: must be a whole number from 0 to 65535 .*got "abc"/);
    expect(result.stderr).not.toContain('NaN');
  });

  it('exits 1 with the message when a page takes a path the site serves itself', async () => {
    const dir = copyContent();
    const about = readFileSync(join(dir, 'pages/about.md'), 'utf8');
    writeFileSync(join(dir, 'pages/mcp.md'), about.replace('slug: about', 'slug: mcp'));
    const result = await runEntry({ CONTENT_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.opened).toBe(false);
    expect(result.stderr).toContain('pages/mcp.md: front matter.slug: would be served at /mcp');
  });

  it('serves with good content (the checks above can see an open port)', async () => {
    const result = await runEntry({ CONTENT_DIR: FIXTURE_CONTENT });
    expect(result.opened).toBe(true);
  });
});

describe('a FIFO in the content folder', () => {
  it('is refused as not a regular file, without blocking start-up on it', () => {
    const base = mkdtempSync(join(tmpdir(), 'content-fifo-'));
    try {
      const content = join(base, 'content');
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      // Node has no mkfifo: the one process of this test.
      execFileSync('mkfifo', [join(content, 'pages/pipe.md')]);
      expect(() => loadSite(content, TEST_BASE_URL)).toThrow(ContentError);
      expect(() => loadSite(content, TEST_BASE_URL)).toThrow(/pages\/pipe\.md: is not a regular file/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
