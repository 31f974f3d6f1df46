// The figures the docs quote, kept in step with the code they describe: each quoted limit, size or count is read
// from its sentence and compared with the constant the server uses. A figure the docs quote that no test can keep
// in step (a count printed by a CI tool, a token count of the owner's content) is not quoted at all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ASSET_BYTES } from '../src/content/assets.js';
import { MAX_PAGE_BYTES } from '../src/content/parse-page.js';
import { BODY_LIMIT_BYTES, HEADER_LIMIT_BYTES, URL_LIMIT_BYTES } from '../src/domain/api-errors.js';
import { MAX_KEPT_FITS } from '../src/domain/fit/kept-fit.js';
import { MAX_FACT_CHARS } from '../src/domain/log-facts.js';
import { MAX_REPORTED_ISSUES } from '../src/domain/schemas.js';
import { DIRECTORY_FETCH_LIMITS } from '../src/http/bot-auth/fetch-budget.js';
import { MAX_KEPT_FIT_PAGES } from '../src/http/fit-page.js';
import { MAX_BATCH_ENTRIES, MAX_BATCH_RESPONSE_BYTES } from '../src/mcp/batch.js';
import { MCP_TTL_MS } from '../src/mcp/tables.js';

const KB = 1024;
const read = (file: string) => readFileSync(file, 'utf8');
/** The docs' prose as one line: a sentence reads the same however its lines are wrapped. */
const prose = (file: string) => read(file).replace(/\s+/g, ' ');

/** The fuzzer's default run size, as its file sets it: runs per property times properties. */
function fuzzRequests(): number {
  const source = read('test/fuzz.test.ts');
  const runs = Number(/FUZZ_RUNS \?\? (\d+)/.exec(source)?.[1]);
  const properties = Number(/const PROPERTIES = (\d+);/.exec(source)?.[1]);
  return runs * properties;
}

/** [file, what, the sentence with the figure as its one capture group, the figure the code has]. */
const FIGURES: [string, string, RegExp, () => number][] = [
  ['SECURITY.md', 'body limit', /under the (\d+) KB body limit/, () => BODY_LIMIT_BYTES / KB],
  [
    'SECURITY.md',
    'body limit (table)',
    /`POST \/mcp`\) \| (\d+) KB, counted while streaming/,
    () => BODY_LIMIT_BYTES / KB,
  ],
  ['SECURITY.md', 'declared length', /Declared `Content-Length` over (\d+) KB/, () => BODY_LIMIT_BYTES / KB],
  ['SECURITY.md', 'URL limit', /Request line \(URL\) \| (\d+) KB/, () => URL_LIMIT_BYTES / KB],
  ['SECURITY.md', 'header limit', /Request line plus headers \| (\d+) KB/, () => HEADER_LIMIT_BYTES / KB],
  ['SECURITY.md', 'issues listed', /the first (\d+) in `error\.issues`/, () => MAX_REPORTED_ISSUES],
  [
    'SECURITY.md',
    'fuzzed requests',
    /`test\/fuzz\.test\.ts` \| ([\d,]+) generated requests per run/,
    fuzzRequests,
  ],
  ['docs/architecture.md', 'fuzzed requests', /fast-check: ([\d,]+) hostile requests per run/, fuzzRequests],
  [
    'docs/architecture.md',
    'body read by the door',
    /\((\d+) KB at most\) and hands it back/,
    () => BODY_LIMIT_BYTES / KB,
  ],
  [
    'docs/architecture.md',
    'kept fit answers',
    /`src\/domain\/fit\/kept-fit\.ts`, (\d+)\)/,
    () => MAX_KEPT_FITS,
  ],
  ['docs/architecture.md', 'kept fit pages', /`src\/http\/fit-page\.ts`, (\d+)\)/, () => MAX_KEPT_FIT_PAGES],
  [
    'docs/api.md',
    'MCP batch size',
    /at most (\d+) messages and at most \d+ KB of answers/,
    () => MAX_BATCH_ENTRIES,
  ],
  [
    'docs/api.md',
    'MCP batch answers',
    /at most \d+ messages and at most (\d+) KB of answers/,
    () => MAX_BATCH_RESPONSE_BYTES / KB,
  ],
  [
    'docs/api.md',
    'MCP body limit',
    /Bodies are capped at (\d+) KB like the API's/,
    () => BODY_LIMIT_BYTES / KB,
  ],
  ['docs/api.md', 'MCP list TTL', /carry `ttlMs: (\d+)`/, () => MCP_TTL_MS],
  ['docs/content.md', 'page size', /A page may be at most \*\*(\d+) KB\*\*/, () => MAX_PAGE_BYTES / KB],
  ['docs/content.md', 'page size (errors)', /\| A page over (\d+) KB \|/, () => MAX_PAGE_BYTES / KB],
  ['docs/content.md', 'asset size', /at most (\d+) MB each/, () => MAX_ASSET_BYTES / KB / KB],
  ['docs/logs.md', 'logged facts', /cut at (\d+) characters \(resource URIs/, () => MAX_FACT_CHARS],
  // The one outgoing request's budget, quoted in four places.
  [
    'docs/logs.md',
    'directory fetches at once',
    /(\d+) fetches at once and \d+ a minute/,
    () => DIRECTORY_FETCH_LIMITS.inFlight,
  ],
  [
    'docs/logs.md',
    'directory fetches a minute',
    /fetches at once and (\d+) a minute/,
    () => DIRECTORY_FETCH_LIMITS.perWindow,
  ],
  [
    'SECURITY.md',
    'directory fetches at once',
    /(\d+) fetches at once and \d+ a minute/,
    () => DIRECTORY_FETCH_LIMITS.inFlight,
  ],
  [
    'SECURITY.md',
    'directory fetches a minute',
    /fetches at once and (\d+) a minute/,
    () => DIRECTORY_FETCH_LIMITS.perWindow,
  ],
  [
    'docs/operations.md',
    'directory fetches at once',
    /\| How many \| (\d+) at once/,
    () => DIRECTORY_FETCH_LIMITS.inFlight,
  ],
  [
    'docs/operations.md',
    'directory fetches a minute',
    /\| How many \| \d+ at once and (\d+) a minute/,
    () => DIRECTORY_FETCH_LIMITS.perWindow,
  ],
];

describe('figures the docs quote', () => {
  it.each(FIGURES)('%s: %s', (file, _what, sentence, actual) => {
    const quoted = sentence.exec(prose(file))?.[1];
    expect(quoted, `${file} no longer has ${sentence}: update this table with the docs`).toBeDefined();
    expect(Number(quoted?.replaceAll(',', ''))).toBe(actual());
  });

  it('quote no count a test cannot keep in step: CI tools, test tables, token counts of content/', () => {
    const docs = ['README.md', 'SECURITY.md', 'docs/architecture.md', 'docs/api.md', 'docs/operations.md'];
    for (const file of docs) {
      const text = prose(file);
      expect(text, file).not.toMatch(/X-Markdown-Tokens: \d/);
      expect(text, file).not.toMatch(/\(\d+ pass, \d+ skipped/);
      expect(text, file).not.toMatch(/\d+ pairs per fixture/);
      expect(text, file).not.toMatch(/table of \d+ real `Accept` headers/);
    }
  });
});
