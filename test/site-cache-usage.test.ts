// Everything built once per site goes through src/content/site-cache.ts: no module keeps a WeakMap of its own,
// and building the sample site really fills the named caches.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBuiltFor, listSiteCaches } from '../src/content/site-cache.js';
import { answerFitText } from '../src/domain/fit/fit-answer.js';
import { fitResultJson } from '../src/domain/fit/fit-json.js';
import { createMcpHandler } from '../src/mcp/handler.js';
import { siteLook } from '../src/render/html/assets.js';
import { renderPageHtml } from '../src/render/html/page.js';
import { renderPageBody, renderPageMarkdown } from '../src/render/markdown/page.js';
import { buildSkillsIndex } from '../src/render/skills/skills-index.js';
import { loadSampleSite } from './helpers/site.js';

/** Files or folders (ending in /) that may still make a WeakMap, each with why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/content/site-cache.ts': 'the one per-site cache itself',
  'src/mcp/tools.ts':
    'the serialised results of kept tool answers, by their data, inside one site’s toolbox: a fit the domain forgets takes its result with it',
  'src/mcp/tables.ts':
    'kept tool results shaped per protocol version, inside one site’s tables: weak for the same reason as tools.ts',
  'src/mcp/json-text.ts':
    'keyed by a value whose JSON text is known (any site’s results built once), so a dropped site’s results go too',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

const allowedBy = (file: string) =>
  Object.keys(ALLOWED).find((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

describe('the per-site cache is the only one', () => {
  const users = filesUnder('src').filter((file) => readFileSync(file, 'utf8').includes('new WeakMap'));

  it('no module outside the allow-list keeps its own WeakMap', () => {
    const unexplained = users.filter((file) => allowedBy(file) === undefined);
    expect(
      unexplained,
      'declare the cache with perSite (src/content/site-cache.ts), or allow it here with a reason',
    ).toEqual([]);
    expect(users).toContain('src/content/site-cache.ts');
  });

  it('allows nothing that no longer needs allowing', () => {
    const stale = Object.keys(ALLOWED).filter((entry) => !users.some((file) => allowedBy(file) === entry));
    expect(stale, 'remove these from ALLOWED').toEqual([]);
  });
});

describe('building the sample site fills its named caches', () => {
  it('pages and twins: the content assets, the look and the page bodies, once each and per site', () => {
    const site = loadSampleSite();
    expect(listBuiltFor(site)).toEqual([]);
    for (const page of site.pages) {
      renderPageHtml(site, page);
      renderPageMarkdown(site, page);
    }
    expect(listBuiltFor(site)).toEqual(
      expect.arrayContaining(['content-assets', 'page-bodies', 'site-look']),
    );
    const page = site.pages[0];
    if (!page) throw new Error('the fixture has pages');
    expect(renderPageBody(site, page)).toBe(renderPageBody(site, page));
    expect(siteLook(site)).toBe(siteLook(site));
    const other = loadSampleSite('https://other.example');
    expect(listBuiltFor(other)).toEqual([]);
    expect(siteLook(other)).not.toBe(siteLook(site));
  });

  it('a fit answer and the skills index: every cache of the fit rules and the skills', () => {
    const site = loadSampleSite();
    const answer = answerFitText(site, JSON.stringify({ annualRevenue: 2_000_000, role: 'Executive Coach' }));
    if (answer.status !== 200) throw new Error(`the fit answer is ${answer.status}`);
    fitResultJson(site, answer.body);
    buildSkillsIndex(site);
    const declared = [
      'fit-example-json',
      'fit-fixed-notes',
      'fit-json-fragments',
      'fit-known-answers',
      'fit-plain-checks',
      'fit-recommendations',
      'published-skills',
      'skills',
    ];
    expect(listSiteCaches()).toEqual(expect.arrayContaining(declared));
    expect(listBuiltFor(site)).toEqual(expect.arrayContaining(declared));
    expect(listBuiltFor(site)).not.toContain('page-bodies');
  });

  it('an MCP request: the handler at once, then its tables, the tool descriptions and the API schemas', () => {
    const site = loadSampleSite();
    const handler = createMcpHandler(site);
    expect(listBuiltFor(site)).toEqual(['mcp-handler']);
    handler.handlePayload(() => undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(listBuiltFor(site)).toEqual(
      expect.arrayContaining(['api-schemas', 'mcp-handler', 'mcp-tables', 'tool-descriptions']),
    );
  });
});
