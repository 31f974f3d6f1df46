// The lane rule, read from the files: a fast-lane test (and the test helpers it imports) brings in nothing that
// starts a process, opens a socket or generates load, waits on no real timer, and mocks modules only where it has a
// module graph of its own. The run-time half of the rule is test/helpers/fast-lane-guard.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, SLOW } from './lanes.js';

/** `*` within one path segment, as the lane lists use it. */
const globRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
const matchesAny = (file: string, patterns: string[]) => patterns.some((p) => globRegExp(p).test(file));

const read = (file: string) => readFileSync(file, 'utf8');

const testFiles = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .map((f) => join('test', f))
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const fastFiles = testFiles.filter((f) => !matchesAny(f, SLOW));

/** What a fast-lane file may not bring in, directly or through a test helper, with the reason. */
const FORBIDDEN_IMPORTS: [RegExp, string][] = [
  [/^node:(child_process|cluster|worker_threads)$/, 'starts a process or thread'],
  [/^node:(net|http|https|http2|dgram|tls)$/, 'opens sockets'],
  [/helpers\/(server|raw-socket|free-port|browser-page|broken-proxy)\.js$/, 'starts a server or a browser'],
  [
    /^(autocannon|playwright-core|chrome-launcher|lighthouse|wrangler)$/,
    'generates load or starts a program',
  ],
];
/** Real waits, whose length decides a result on a busy machine; with vi.useFakeTimers they are the test's own. */
const REAL_WAITS =
  /\bset(Timeout|Interval)\(|node:timers\/promises|vi\.waitFor\(|expect\.poll\(|performance\.now\(/;

/** Modules a file loads: static imports (not `import type`, erased at build), side-effect and dynamic imports. */
const importsOf = (text: string) =>
  [...text.matchAll(/(?:^import\s+(?!type\s)[^'"]*?from\s*|^import\s*|\bimport\()\s*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );

/** The file and every test helper it imports (relative imports inside test/), each once. */
function withHelpers(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const local = importsOf(readFileSync(file, 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => normalize(join(dirname(file), spec.replace(/\.js$/, '.ts'))))
    .filter((path) => path.startsWith('test/') && existsSync(path));
  return [file, ...local.flatMap((path) => withHelpers(path, seen))];
}

describe('the fast lane (test/lanes.ts)', () => {
  it('holds most of the suite, and the lists name only files that exist', () => {
    expect(fastFiles.length).toBeGreaterThan(40);
    for (const pattern of [...SLOW, ...ISOLATED]) {
      expect(
        testFiles.filter((f) => globRegExp(pattern).test(f)),
        pattern,
      ).not.toEqual([]);
    }
    for (const file of ISOLATED) expect(matchesAny(file, SLOW), file).toBe(false);
  });

  it.each(fastFiles)('%s imports nothing that starts a process, opens a socket or generates load', (file) => {
    const problems = withHelpers(file).flatMap((source) =>
      importsOf(readFileSync(source, 'utf8')).flatMap((spec) =>
        FORBIDDEN_IMPORTS.filter(([pattern]) => pattern.test(spec)).map(
          ([, why]) => `${source} imports ${spec}, which ${why}: move the test to SLOW in test/lanes.ts`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(fastFiles)(
    '%s waits on no real timer; mocks modules and measures V8 only when isolated',
    (file) => {
      const problems = withHelpers(file).flatMap((source) => {
        const text = readFileSync(source, 'utf8');
        const found: string[] = [];
        if (REAL_WAITS.test(text) && !/vi\.useFakeTimers\(/.test(text))
          found.push(`${source} waits on a real timer: use vi.useFakeTimers(), or move the test to SLOW`);
        if (/\bvi\.(mock|doMock)\(/.test(text) && !ISOLATED.includes(file))
          found.push(`${source} mocks a module: list ${file} in ISOLATED (test/lanes.ts)`);
        if (
          /helpers\/(old-generation|v8-shape)\.js|set[F]lagsFromString/.test(text) &&
          !ISOLATED.includes(file)
        )
          found.push(`${source} measures V8's heap or shapes: list ${file} in ISOLATED (test/lanes.ts)`);
        return found;
      });
      expect(problems).toEqual([]);
    },
  );

  // This file's own examples aside.
  it.each(testFiles.filter((f) => f !== 'test/lanes.test.ts'))(
    '%s gives every vi.waitFor a timeout (its default, 1 s, a loaded machine exceeds)',
    (file) => {
      const calls = read(file).split('vi.waitFor(').slice(1);
      // The call's own arguments: up to the statement's end.
      const bare = calls.filter((call) => !/timeout|WAIT/.test(call.slice(0, call.indexOf(';'))));
      expect(bare.length, `${file} has a vi.waitFor without { timeout }`).toBe(0);
    },
  );

  it('catches what it is meant to catch', () => {
    const source = [
      "import { spawn } from 'node:child_process';",
      "import type { Server } from 'node:http';",
      `const server = await ${'import'}('./helpers/server.js');`,
    ].join('\n');
    expect(importsOf(source)).toEqual(['node:child_process', './helpers/server.js']);
    expect(REAL_WAITS.test('await new Promise((r) => setTimeout(r, 50));')).toBe(true);
    expect(REAL_WAITS.test('await vi.waitFor(() => expect(x).toBe(1));')).toBe(true);
    expect(matchesAny('test/limits-node.test.ts', SLOW)).toBe(true);
    expect(matchesAny('test/api.test.ts', SLOW)).toBe(false);
  });
});
