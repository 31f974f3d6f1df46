// Every built-in language speaks for itself: a content folder whose own texts are names and figures only, with no
// words.yaml, shows no English word of the built-in defaults on any surface (pages, twins, agent files, API
// errors, MCP answers and views, browser scripts, the owner's traffic report) once site.yaml names a built-in
// language other than English;
// nor does the French owner's fixture, whose six criteria of every type are worded in its own words.yaml.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import type { Site } from '../src/content/site.js';
import { DEFAULT_WORDS, EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { promptArguments } from '../src/domain/fit/fit-fields.js';
import { pagePath } from '../src/domain/pages.js';
import { createPeriods, parsePeriods } from '../tools/report/periods.js';
import { renderHtml } from '../tools/report/render-html.js';
import { renderMarkdown } from '../tools/report/render-md.js';
import { reportText } from '../tools/report/report-language.js';
import { reportTheme } from '../tools/report/report-style.js';
import { copyContent } from './helpers/content-copy.js';
import { postMcp } from './helpers/mcp-request.js';
import { everyPartReport } from './helpers/report-sample.js';
import { createTestApp, FR_FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const MINIMAL_CONTENT = 'test/fixtures/content-minimal';

/** Lower-case words of prose: placeholders, code, addresses, paths and identifiers (check_fit) left out. */
function wordsOf(text: string): string[] {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\{?[^}]*\}?\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b(https?:\/\/|mailto:)\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)+/gu, ' ')
    .replace(/\b[a-z]+[A-Z]\w*/g, ' ');
  return (plain.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
}

const textsOf = (words: object) => listWordKeys(words as WordTree).map(([, text]) => text);
const englishWords = new Set(textsOf(EN_WORDS).flatMap(wordsOf));

/** What a person reads on a page: text, labels and the head's link titles; not scripts, styles or code. */
function visibleText(page: string): string {
  const labels = [...page.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = page
    .slice(page.indexOf('<body'))
    .replace(/<(script|style|svg|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
  const scriptWords = [...page.matchAll(/data-words="([^"]*)"/g)].map((m) =>
    Object.values(JSON.parse((m[1] ?? '{}').replaceAll('&quot;', '"'))).join(' '),
  );
  return `${body} ${labels.join(' ')} ${scriptWords.join(' ')}`;
}

/** Fields that hold identifiers, codes or media types, not prose. */
const IDENTIFIERS = new Set([
  ...['uri', 'uriTemplate', 'mimeType', 'sizes', 'src', 'name', 'type', 'role', 'version', 'code', 'path'],
  // The Offer's duration unit and pricing model are the content's values ("day", "fixed"), shown in words elsewhere.
  ...['unit', 'model'],
  // JSON Schema: property names and values, not prose.
  ...['required', 'enum', 'const', 'pattern', 'format', '$schema', '$id', '$ref', 'verdict', 'result', 'id'],
  // OpenAPI: tag names are references between operations; operation ids and header names are identifiers.
  ...['tags', 'operationId', 'in', 'slug'],
  // UCP's enumerations (a match's kind, an answer's status, a message's severity).
  ...['match', 'status', 'severity'],
]);

/** Every prose string of a JSON value (an API error, an MCP result): keys and identifier fields left out. */
function stringsOf(node: unknown): string[] {
  // A tool's text block is its structured result as JSON: read as JSON, keys left out.
  if (typeof node === 'string' && /^[[{]/.test(node)) {
    try {
      return stringsOf(JSON.parse(node));
    } catch {
      return [node];
    }
  }
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(stringsOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (IDENTIFIERS.has(key) ? [] : stringsOf(value)));
}

/** JSON's type names, which zod's translations keep as they are ("attendu number"): identifiers, not prose. */
const jsonTypes = (text: string) =>
  text.replace(/\b(string|number|boolean|object|array|null|undefined)\b/g, ' ');

const LANGUAGES = Object.keys(DEFAULT_WORDS).filter((tag) => tag !== 'en');

/** The minimal folder in a built-in language, without words.yaml. */
function minimalIn(language: string): string {
  const dir = copyContent(MINIMAL_CONTENT);
  const siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(/^language: .*$/m, `language: ${language}`));
  return dir;
}

/** A query answering every criterion of the site: the example profile, or an answer that fails each. */
function fitQuery(site: Site, failing: boolean): string {
  const answers = site.criteria.map((c) => {
    const d = c.declared;
    if (d.type === 'amount' || d.type === 'number') return [c.field, failing ? '0' : String(c.example)];
    if (d.type === 'yes-no') return [c.field, String(failing !== d.pass)];
    if (d.type === 'one-of')
      return [c.field, failing ? (d.options.find((o) => !d.accepts.includes(o)) ?? '') : String(c.example)];
    return [c.field, failing ? 'x' : `Kairos ${String(c.example)}`];
  });
  return `?${new URLSearchParams(answers)}`;
}

const CASES = [
  ...LANGUAGES.map((language) => [`a minimal site in ${language}, without words.yaml`, language] as const),
  // The French owner's own site: its words.yaml words its criteria; everything else is the built-in French.
  ['the French fixture (content-fr)', 'fr', FR_FIXTURE_CONTENT] as const,
];

describe.each(CASES)('%s', (_name, language, fixture?: string) => {
  const dir = fixture ?? minimalIn(language);
  const site = loadSite(dir, TEST_BASE_URL);
  const app = createTestApp(site);
  const own = new Set(textsOf(DEFAULT_WORDS[language] as object).flatMap(wordsOf));
  const english = new Set([...englishWords].filter((w) => w.length > 1 && !own.has(w)));
  // The content's slugs are names (every site has an `index`), not prose; so are the fields a refusal names.
  const slugs = new Set([...site.pages.map((p) => p.slug), 'id', 'ids']);
  const englishIn = (text: string) => [
    ...new Set(wordsOf(text).filter((w) => english.has(w) && !slugs.has(w))),
  ];
  const get = async (path: string, accept: string, init: RequestInit = {}) => {
    const res = await app.request(path, { ...init, headers: { accept, ...init.headers } });
    return { status: res.status, text: await res.text() };
  };
  const fitPath = pagePath(site.pages.find((p) => p.tool === 'fit')?.slug ?? '');
  const first = site.criteria.find((c) => c.type === 'amount' || c.type === 'number')?.field ?? '';
  const yesNo = site.criteria.find((c) => c.type === 'yes-no')?.field ?? '';
  const fitQueries = [fitQuery(site, false), fitQuery(site, true), `?${first}=-1`, `?${yesNo}=maybe`].map(
    (q) => `${fitPath}${q}`,
  );

  it('has English words to look for (the test can fail)', () => {
    for (const word of ['the', 'offer', 'price', 'result', 'criterion', 'copy'])
      expect(english).toContain(word);
    expect(englishIn('Copy the offer, then check your fit')).toEqual(
      expect.arrayContaining(['copy', 'the', 'offer', 'then', 'your']),
    );
  });

  it('pages, fit answers and the 404 as HTML', async () => {
    for (const path of [...site.pages.map((p) => pagePath(p.slug)), ...fitQueries, '/kairos-none']) {
      const { text } = await get(path, 'text/html');
      expect(englishIn(visibleText(text)), path).toEqual([]);
    }
  });

  it('Markdown twins, the fit answers as Markdown and the Markdown 404', async () => {
    const paths = [...site.pages.map((p) => `/${p.slug}.md`), ...fitQueries, '/kairos-none'];
    for (const path of paths) {
      const { text } = await get(path, 'text/markdown');
      expect(englishIn(text), path).toEqual([]);
    }
  });

  it('agent files, skills and the OpenAPI prose', async () => {
    const index = JSON.parse((await get('/.well-known/agent-skills/index.json', '*/*')).text) as {
      skills: { url: string }[];
    };
    const skills = index.skills.map((s) => new URL(s.url).pathname);
    for (const path of ['/llms.txt', '/llms-full.txt', '/agents.md', ...skills]) {
      const { text } = await get(path, '*/*');
      // A SKILL.md opens with YAML front matter: its keys (name, description) are the format's own.
      expect(englishIn(text.replace(/^[a-z-]+:/gm, ' ')), path).toEqual([]);
    }
    // robots.txt: its comments are prose; the directives (User-agent, Allow, Sitemap) are the format's own.
    const robots = (await get('/robots.txt', '*/*')).text;
    const comments = robots.split('\n').filter((line) => line.startsWith('#'));
    expect(englishIn(comments.join('\n')), '/robots.txt').toEqual([]);
    for (const path of ['/openapi.json', '/mcp/server-card', '/.well-known/api-catalog']) {
      const { text } = await get(path, '*/*');
      expect(englishIn(jsonTypes(stringsOf(JSON.parse(text)).join('\n'))), path).toEqual([]);
    }
  });

  it('API errors: message, hint and field problems', async () => {
    const json = { 'content-type': 'application/json' };
    const calls: [string, string, RequestInit][] = [
      ['/api/nothing', 'application/json', {}],
      ['/kairos-none', 'application/json', {}],
      ['/api/pages/kairos-none', 'application/json', {}],
      ['/api/offer', 'application/json', { method: 'POST' }],
      ['/', 'image/png', {}],
      [fitPath, 'image/png', {}],
      ['/api/fit', 'application/json', { method: 'POST', body: '' }],
      ['/api/fit', 'application/json', { method: 'POST', body: `{"${first}": ` }],
      ['/api/fit', 'application/json', { method: 'POST', body: '{}' }],
      ['/api/fit', 'application/json', { method: 'POST', body: `{"${first}": -1, "x": 1}` }],
      ['/api/fit', 'application/json', { method: 'POST', body: 'x'.repeat(70_000) }],
      ['/mcp', 'application/json', { method: 'GET' }],
      ['/mcp', 'text/html', { method: 'POST', headers: json, body: '{}' }],
      ['/mcp', 'application/json, text/event-stream', { method: 'POST', body: '{}' }],
    ];
    for (const [path, accept, init] of calls) {
      const { status, text } = await get(path, accept, init);
      expect(status, path).toBeGreaterThanOrEqual(400);
      const { error } = JSON.parse(text) as { error: { message: string; hint?: string } };
      const prose = jsonTypes(stringsOf(error).join('\n'));
      expect(englishIn(prose), `${init.method ?? 'GET'} ${path}`).toEqual([]);
    }
  });

  it('UCP catalog refusals over REST', async () => {
    const post = (path: string, body: string) => get(path, 'application/json', { method: 'POST', body });
    for (const [path, body] of [
      ['/ucp/catalog/search', 'x'],
      ['/ucp/catalog/search', '{}'],
      ['/ucp/catalog/lookup', '{"ids": []}'],
      ['/ucp/catalog/product', '{"id": "kairos-none"}'],
    ] as const) {
      const { text } = await post(path, body);
      expect(englishIn(jsonTypes(stringsOf(JSON.parse(text)).join('\n'))), `${path} ${body}`).toEqual([]);
    }
  });

  it('MCP: instructions, lists, every tool call and refusal, prompts and the views', async () => {
    const rpc = async (method: string, params: object = {}) =>
      (await (await postMcp(app, method, params)).json()) as { result: unknown };
    const answers = [
      await rpc('initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      }),
      await rpc('tools/list'),
      await rpc('prompts/list'),
      await rpc('resources/list'),
      await rpc('resources/templates/list'),
      await rpc('tools/call', { name: 'get_offer', arguments: {} }),
      await rpc('tools/call', { name: 'get_offer', arguments: { x: 1 } }),
      await rpc('tools/call', { name: 'list_pages', arguments: { x: 1 } }),
      await rpc('tools/call', { name: 'get_page', arguments: { slug: 'kairos-none' } }),
      await rpc('tools/call', { name: 'get_page', arguments: { slug: 7 } }),
      await rpc('tools/call', { name: 'check_fit', arguments: {} }),
      await rpc('tools/call', { name: 'check_fit', arguments: { [first]: -1, x: 1 } }),
      await rpc('tools/call', { name: 'check_fit', arguments: { [yesNo]: false } }),
      await rpc('tools/call', { name: 'check_fit', arguments: { ...exampleProfile(site) } }),
      await rpc('tools/call', { name: 'search_catalog', arguments: { catalog: { query: 'kairos' } } }),
      await rpc('tools/call', { name: 'search_catalog', arguments: { catalog: {} } }),
      await rpc('tools/call', { name: 'lookup_catalog', arguments: { catalog: { ids: ['kairos-none'] } } }),
      await rpc('tools/call', { name: 'get_product', arguments: { catalog: { id: 'kairos-none' } } }),
      await rpc('tools/call', { name: 'get_product', arguments: { catalog: { x: 1 } } }),
      ...(await Promise.all(
        ['check_my_fit', 'explain_offer', 'prepare_for_fit_call'].map((name) =>
          rpc('prompts/get', {
            name,
            arguments: Object.fromEntries(promptArguments(site).map((c) => [c.field, String(c.example)])),
          }),
        ),
      )),
    ];
    for (const answer of answers) {
      // Markdown of the content's pages and the tools' JSON text are checked as pages; here the prose around.
      const prose = jsonTypes(stringsOf(answer.result).join('\n'));
      expect(englishIn(prose), JSON.stringify(answer).slice(0, 120)).toEqual([]);
    }
    const views = (await rpc('resources/list')) as { result: { resources: { uri: string }[] } };
    for (const { uri } of views.result.resources.filter((r) => r.uri.startsWith('ui://'))) {
      const read = (await rpc('resources/read', { uri })) as { result: { contents: { text: string }[] } };
      const html = read.result.contents[0]?.text ?? '';
      expect(englishIn(visibleText(html.replace(/<script[\s\S]*?<\/script>/g, ' '))), uri).toEqual([]);
    }
  });

  it('the owner’s traffic report, in Markdown and HTML, full and empty', () => {
    const text = reportText(site, undefined);
    expect(text.tag).toBe(site.locale.tag);
    const theme = reportTheme(site.identity.name, site.theme);
    const empty = createPeriods(parsePeriods({ since: '2026-11-15', until: '2026-11-28', previous: true }));
    for (const [name, report] of [
      ['every part', everyPartReport()],
      ['no request', empty.result()],
    ] as const) {
      // Names from the log (agents, referrers, formats) are the clients' own, not the report's words.
      const md = renderMarkdown(report, text);
      expect(englishIn(md), `${name}, Markdown`).toEqual([]);
      const html = renderHtml(report, theme, text);
      expect(englishIn(visibleText(html)), `${name}, HTML`).toEqual([]);
    }
  });

  it('the in-browser tools script carries the site’s words', async () => {
    const home = (await get('/', 'text/html')).text;
    const src = /<script src="([^"]*webmcp[^"]*)"/.exec(home)?.[1] ?? '';
    const script = (await get(src, '*/*')).text;
    const words = /var WORDS = (\{[^\n]*\});/.exec(script)?.[1] ?? '';
    expect(words).not.toBe('');
    expect(englishIn(stringsOf(JSON.parse(words)).join('\n'))).toEqual([]);
  });
});

describe('French typography on a French site', () => {
  const dir = copyContent(MINIMAL_CONTENT);
  const site = loadSite(dir, TEST_BASE_URL);
  const app = createTestApp(site);
  const text = async (path: string, accept = 'text/markdown') =>
    (await app.request(path, { headers: { accept } })).text();
  /**
   * Prose only: code blocks, addresses and e-mails set aside, and llms.txt's link lines ("- [name](url): notes"),
   * whose ": " is the format's. A code span stands as a word, so "`GET /api/offer`: …" is still caught.
   */
  const prose = (t: string) =>
    t
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/\]\([^)\s]*\): /g, '] ')
      .replace(/`[^`]*`/g, 'code')
      .replace(/\bhttps?:\/\/[^\s)]+/g, 'url')
      .replace(/\S+@\S+/g, ' ');

  it('puts a no-break space before the colon and a narrow one before ; ? ! in generated text', async () => {
    const paths = [...site.pages.map((p) => `/${p.slug}.md`), '/llms.txt', '/llms-full.txt', '/agents.md'];
    for (const path of paths) {
      const t = prose(await text(path));
      expect(t.match(/[\p{L})*]:(?=\s)/gu), path).toBeNull();
      expect(t.match(/ [;?!](?=\s|$)/gmu), path).toBeNull();
    }
    expect(await text('/index.md')).toContain('**Prix\u00a0:**');
  });

  it('writes money with Intl’s no-break spaces and the address in the French order', async () => {
    const twin = await text('/index.md');
    expect(twin).toContain('8\u202f500\u00a0€');
    expect(twin).toContain('12 rue Kairos, 69001 Lyon, France');
    const html = await text('/', 'text/html');
    expect(html).toContain('8\u202f500\u00a0€');
    expect(html).toContain('12 rue Kairos<br>\n69001 Lyon<br>\nFrance');
  });
});
