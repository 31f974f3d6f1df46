// The German fixture speaks German everywhere a person or agent reads: no English word of the built-in
// defaults shows on its pages, twins or fit answers (the contract's names and codes aside).
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { DE_WORDS, EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';
import { pagePath } from '../src/domain/pages.js';
import { postMcp } from './helpers/mcp-request.js';
import { createTestApp, DE_FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const site = loadSite(DE_FIXTURE_CONTENT, TEST_BASE_URL);
const app = createTestApp(site);

/** Lower-case words of a text, placeholders ({x}, {{x}}), addresses and code spans left out. */
function wordsOf(text: string): string[] {
  const plain = text
    .replace(/\{\{?[^}]*\}?\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b(https?:\/\/|mailto:)\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    // File names are names (agents.md, llms.txt), not words.
    .replace(/\S+\.(md|txt|json)\b/g, ' ')
    // Host names shown without their scheme (termin.example.de/…).
    .replace(/\b[\w-]+(\.[\w-]+)+\/\S*/g, ' ');
  return (plain.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
}

/** English words of the defaults that are German words too ("Was Ihre Kundschaft gewinnt"). */
const ALSO_GERMAN = new Set(['was', 'in', 'an', 'so', 'die', 'will', 'hat', 'also', 'am']);

const textsOf = (words: object) => listWordKeys(words as WordTree).map(([, text]) => text);
const german = new Set(textsOf(DE_WORDS).flatMap(wordsOf));
/** English words of the defaults that the German defaults never use: the test fails if one shows. */
const ENGLISH = new Set(
  textsOf(EN_WORDS)
    .flatMap(wordsOf)
    .filter((w) => w.length > 1 && !german.has(w) && !ALSO_GERMAN.has(w)),
);

function englishIn(text: string): string[] {
  return [...new Set(wordsOf(text).filter((w) => ENGLISH.has(w)))];
}

/**
 * What a person reads on an HTML page: the body's text and labels, without scripts, styles, icons, code (names
 * such as `tools/call`) and markup.
 * The head's link titles and the WebMCP tool descriptions are agent prose, checked with the agent files.
 */
function visibleText(page: string): string {
  const html = page.slice(page.indexOf('<body'));
  const labels = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style|svg|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
  return `${body} ${labels.join(' ')}`;
}

const get = async (path: string, accept: string) => {
  const res = await app.request(path, { headers: { accept } });
  return { status: res.status, text: await res.text() };
};

const strong = { annualRevenue: 200000, founderLed: true, role: 'Beraterin', priorPositioningWork: true };
const poor = { annualRevenue: 5000, founderLed: false, role: 'Maler', priorPositioningWork: false };
const fitQuery = (p: object) =>
  `${pagePath(site.pages.find((page) => page.tool === 'fit')?.slug ?? '')}?${new URLSearchParams(
    Object.entries(p).map(([k, v]) => [k, String(v)]),
  )}`;

describe('the German fixture', () => {
  it('has English words to look for (the test can fail)', () => {
    for (const word of ['the', 'offer', 'price', 'duration', 'result', 'criterion'])
      expect(ENGLISH).toContain(word);
    expect(englishIn('Check your fit: the offer')).toEqual(['check', 'your', 'fit', 'the', 'offer']);
  });

  it('HTML pages, the fit page with answers and the 404 show no English default word', async () => {
    const paths = [
      ...site.pages.map((p) => pagePath(p.slug)),
      fitQuery(strong),
      fitQuery(poor),
      fitQuery({ annualRevenue: -1 }),
      '/gibt-es-nicht',
    ];
    for (const path of paths) {
      const { text } = await get(path, 'text/html');
      expect(englishIn(visibleText(text)), path).toEqual([]);
    }
  });

  it('pages are marked German: html lang, og:locale, JSON-LD inLanguage', async () => {
    const { text } = await get('/', 'text/html');
    expect(text).toContain('<html lang="de">');
    expect(text).toContain('<meta property="og:locale" content="de_DE">');
    expect(text).toContain('"inLanguage":"de"');
    expect(text).toContain('4.800\u00a0€');
    expect(text).toContain('2 Wochen');
  });

  it('Markdown twins and the fit answer as Markdown show no English default word', async () => {
    const answers = [fitQuery(strong), fitQuery(poor), fitQuery({ annualRevenue: -1 })];
    for (const path of [...site.pages.map((p) => `/${p.slug}.md`), ...answers]) {
      const { status, text } = await get(path, 'text/markdown');
      expect(status, path).toBe(path.includes('=-1') ? 422 : 200);
      expect(englishIn(text), path).toEqual([]);
    }
  });

  it('fit answers from the API and MCP carry German notes, recommendation and disclaimer', async () => {
    for (const profile of [strong, poor, { role: 'Beraterin' }]) {
      const res = await app.request('/api/fit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(profile),
      });
      const result = (await res.json()) as {
        recommendation: string;
        disclaimer: string;
        checks: { criterion: string; note?: string }[];
      };
      const prose = [
        result.recommendation,
        result.disclaimer,
        ...result.checks.flatMap((c) => [c.criterion, c.note ?? '']),
      ];
      expect(englishIn(prose.join(' ')), JSON.stringify(profile)).toEqual([]);
      const mcp = await postMcp(app, 'tools/call', { name: 'check_fit', arguments: profile });
      const answer = (await mcp.json()) as { result: { structuredContent: typeof result } };
      const structured = answer.result.structuredContent;
      expect(structured.recommendation).toBe(result.recommendation);
      expect(structured.checks).toEqual(result.checks);
    }
  });

  // Agent prose is held to the same rule; names agents call (code spans, URLs, `de-check-fit`, `check_fit`) are
  // identifiers of the contract, not words.
  it('agent files show no English default word', async () => {
    const prose = (text: string) =>
      text
        .replace(/`[^`]*`/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/[\p{L}\p{N}]+(?:[-_/.][\p{L}\p{N}]+)+/gu, ' ');
    for (const path of [
      '/llms.txt',
      '/llms-full.txt',
      '/agents.md',
      '/.well-known/agent-skills/index.json',
    ]) {
      const { text } = await get(path, '*/*');
      expect(englishIn(prose(text)), path).toEqual([]);
    }
  });
});
