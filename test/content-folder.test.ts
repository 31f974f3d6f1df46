// Reading the content folder: only regular files inside it are published; every read problem names its file.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/errors.js';
import { loadSite } from '../src/content/load-site.js';
import { FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp dir holding a copy of the fixture as `content/` and, beside it, a file that must never be published. */
function workspace(): { content: string; secret: string } {
  const base = mkdtempSync(join(tmpdir(), 'content-folder-'));
  dirs.push(base);
  const content = join(base, 'content');
  cpSync(FIXTURE_CONTENT, content, { recursive: true });
  const secret = join(base, 'secret.md');
  writeFileSync(secret, '---\nslug: leak\ntitle: x\n---\nSECRET-CREDENTIAL-LINE\n');
  return { content, secret };
}

/** Runs the loader, which must refuse with a ContentError; returns its message. */
function refusal(dir: string): string {
  let caught: unknown;
  try {
    loadSite(dir, TEST_BASE_URL);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ContentError);
  return (caught as ContentError).message;
}

describe('what the loader refuses, naming the file', () => {
  it('a page symlinked to a file outside the folder, without reading or printing it', () => {
    const { content, secret } = workspace();
    symlinkSync(secret, join(content, 'pages/leak.md'));
    const message = refusal(content);
    expect(message).toMatch(/pages\/leak\.md: is a symlink to a file outside the content folder/);
    expect(message).not.toMatch(/SECRET|secret\.md/);
  });

  it('site.yaml symlinked out of the folder to a file that is not YAML: no line of it is printed', () => {
    const { content, secret } = workspace();
    unlinkSync(join(content, 'site.yaml'));
    symlinkSync(secret, join(content, 'site.yaml'));
    const message = refusal(content);
    expect(message).toMatch(/site\.yaml: is a symlink to a file outside the content folder/);
    expect(message).not.toMatch(/SECRET/);
  });

  it('a folder symlinked from outside', () => {
    const { content, secret } = workspace();
    const outside = join(secret, '..', 'elsewhere');
    mkdirSync(outside);
    writeFileSync(join(outside, 'x.md'), 'SECRET');
    symlinkSync(outside, join(content, 'more'));
    expect(refusal(content)).toMatch(/- more: is a symlink to a folder outside the content folder/);
  });

  it('a .md symlink to a folder: a content error, not a bare EISDIR', () => {
    const { content } = workspace();
    symlinkSync(join(content, 'pages'), join(content, 'pages/loop.md'));
    expect(refusal(content)).toMatch(/pages\/loop\.md: is a folder, not a file/);
  });

  it('a folder named like a page', () => {
    const { content } = workspace();
    mkdirSync(join(content, 'pages/draft.md'));
    expect(refusal(content)).toMatch(/pages\/draft\.md: is a folder, not a file/);
  });

  it('a symlink to a device, which is outside the folder anyway', () => {
    const { content } = workspace();
    symlinkSync('/dev/zero', join(content, 'pages/zero.md'));
    expect(refusal(content)).toMatch(/pages\/zero\.md: is a symlink to a file outside the content folder/);
  });

  it('a dangling symlink', () => {
    const { content } = workspace();
    symlinkSync(join(content, 'nowhere.md'), join(content, 'pages/gone.md'));
    expect(refusal(content)).toMatch(/pages\/gone\.md: not readable \(ENOENT\)/);
  });

  it('a symlink loop of folders', () => {
    const { content } = workspace();
    symlinkSync(content, join(content, 'pages/up'));
    expect(refusal(content)).toMatch(/pages\/up: is a symlink to a folder that contains it/);
  });

  it('every problem at once', () => {
    const { content, secret } = workspace();
    symlinkSync(secret, join(content, 'pages/leak.md'));
    mkdirSync(join(content, 'pages/draft.md'));
    expect(refusal(content)).toMatch(/^Invalid content \(2 problems\)/);
  });
});

describe('what the loader accepts', () => {
  it('symlinks that stay inside the folder, to a file or a folder', () => {
    const { content } = workspace();
    const shared = join(content, 'shared');
    mkdirSync(shared);
    cpSync(join(content, 'pages/about.md'), join(shared, 'about.md'));
    unlinkSync(join(content, 'pages/about.md'));
    symlinkSync(join(shared, 'about.md'), join(content, 'pages/about.md'));
    symlinkSync(shared, join(content, 'also-shared'));
    const site = loadSite(content, TEST_BASE_URL);
    expect(site.pages.find((p) => p.slug === 'about')?.body).toBe(
      loadSite(FIXTURE_CONTENT, TEST_BASE_URL).pages.find((p) => p.slug === 'about')?.body,
    );
  });

  it('a content folder that is itself a symlink', () => {
    const { content } = workspace();
    const link = join(content, '..', 'content-link');
    symlinkSync(content, link);
    expect(loadSite(link, TEST_BASE_URL).pages.length).toBeGreaterThan(0);
  });
});

describe('YAML errors', () => {
  it('show the position and the one offending line, short and with control characters escaped', () => {
    const { content } = workspace();
    const file = join(content, 'site.yaml');
    const lines = readFileSync(file, 'utf8').split('\n');
    const bad = `links: [\u001b[2J${'x'.repeat(5000)}`;
    writeFileSync(file, [...lines.slice(0, 2), bad, ...lines.slice(2)].join('\n'));
    const message = refusal(content);
    const problem = message.split('\n  - ').find((p) => p.startsWith('site.yaml')) ?? '';
    expect(problem).toMatch(/^site\.yaml: not valid YAML at line \d+, column \d+: /);
    expect(problem.split('\n').length).toBeLessThanOrEqual(3);
    for (const line of problem.split('\n')) expect(line.length).toBeLessThan(200);
    expect(message).not.toContain('\u001b');
  });

  it('count front matter lines from the top of the page file', () => {
    const { content } = workspace();
    const file = join(content, 'pages/about.md');
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l, i) => i > 0 && /^\w+:/.test(l));
    lines[at] = `${lines[at]}: [`;
    writeFileSync(file, lines.join('\n'));
    const message = refusal(content);
    expect(message).toMatch(new RegExp(`pages/about\\.md: front matter: not valid YAML at line ${at + 1},`));
    expect(message).toContain(`${at + 1} | ${lines[at]}`.slice(0, 40));
  });
});
