// Copies of the test fixture in temp folders, edited by one test each to prove a content rule.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, onTestFinished } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentError } from '../../src/content/errors.js';
import { loadSite } from '../../src/content/load-site.js';
import { FIXTURE_CONTENT } from './site.js';

/**
 * A fresh copy of a fixture (the main one by default) in a temp dir, removed when the test ends, or, made while a
 * file collects its tests (in a describe), when that suite ends. Hooks registered here, not one module-level
 * afterEach: the fast lane shares modules between files, so a hook registered at import would run for one file.
 */
export function copyContent(from: string = FIXTURE_CONTENT): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // Not inside a test: vitest refuses the hook (expect's state cannot tell, it keeps the last test's name).
    afterAll(remove);
  }
  cpSync(from, dir, { recursive: true });
  return dir;
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} must change it`).not.toBe(before);
  writeFileSync(path, after);
}

export function editYaml(dir: string, file: string, change: (data: Record<string, unknown>) => void): void {
  edit(dir, file, (text) => {
    const data = parse(text) as Record<string, unknown>;
    change(data);
    return stringify(data);
  });
}

export function loadError(dir: string): ContentError {
  try {
    loadSite(dir, 'https://offer.example.com');
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected the content to be rejected');
}
