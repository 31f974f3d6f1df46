// One page file: YAML front matter between --- lines, then a Markdown body whose {{tokens}} must be known.
import type { ContentProblem } from './errors.js';
import { checkPageHtml } from './page-html.js';
import { PAGE_TOKENS } from './page-tokens.js';
import { parseYamlText } from './parse-yaml-file.js';
import { PageFrontMatterSchema } from './schemas/page-file.js';
import type { SitePage } from './site.js';
import { describeUnclosed, TOKEN_PATTERN, UNCLOSED_TOKEN } from './tokens.js';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Largest page file accepted. Every page is held, rendered and compressed in memory: a 5 MB page once took
 * the server from 66 to 425 MB and blocked it for a second. 256 KB is far beyond any page a person reads.
 */
export const MAX_PAGE_BYTES = 256 * 1024;

/** A page file's slug: its name without `.md`, which must already be lower-case kebab-case. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The kebab-case form of a file name: what to rename `Case Studies.md` or `Case_Studies.md` to. */
export const suggestSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `base`, or `base-2`, `base-3`… : the first slug `taken` does not hold, so a suggested name is always free. */
export function freeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** One page file; `taken` are the slugs of the folder's page files, which a suggested new name avoids. */
export function parsePage(
  file: string,
  text: string,
  problems: ContentProblem[],
  taken: ReadonlySet<string> = new Set(),
): SitePage[] {
  const name = file.slice('pages/'.length, -'.md'.length);
  const size = new TextEncoder().encode(text).byteLength;
  if (size > MAX_PAGE_BYTES) {
    const kb = Math.ceil(size / 1024);
    problems.push({
      file,
      field: '',
      message: `is ${kb} KB; a page may be at most 256 KB: split it into pages`,
    });
    return [];
  }
  if (!SLUG.test(name)) {
    const slug = freeSlug(suggestSlug(name) || 'page', (s) => taken.has(s));
    const message = `the file name is the page's slug and must be lower-case kebab-case: rename it to pages/${slug}.md`;
    problems.push({ file, field: '', message });
  }
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({ file, field: '', message: 'must start with YAML front matter between two --- lines' });
    return [];
  }
  const rest = match[2] ?? '';
  const body = rest.trim();
  const bodyLine = lineOf(text, match[0].length - rest.length + (rest.length - rest.trimStart().length));
  // Token problems are reported with the front matter's, so one start shows every mistake of the file.
  reportBodyTokens(file, text, match[0].length - (match[2] ?? '').length, problems);
  checkPageHtml(file, body, bodyLine, problems);
  // Line numbers count from the file's first line, the opening ---.
  const data = parseYamlText(match[1] ?? '', {
    file,
    schema: PageFrontMatterSchema,
    problems,
    lineOffset: 1,
    prefix: 'front matter',
  });
  if (!data) return [];
  if (data.slug !== name && SLUG.test(name)) {
    problems.push({ file, field: 'front matter.slug', message: `must be "${name}" (the file name)` });
  }
  return [{ ...data, nav: data.nav ?? data.title, body, file, bodyLine }];
}

/** Unknown and unclosed {{tokens}} of the body, each with its line in the file. */
function reportBodyTokens(file: string, text: string, bodyStart: number, problems: ContentProblem[]): void {
  // An unclosed `{{` in code (a template shown as an example) is the example's, not a token.
  const prose = text
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, (code) => code.replace(/\{/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => code.replace(/\{/g, ' '));
  for (const m of prose.slice(bodyStart).matchAll(UNCLOSED_TOKEN)) {
    const line = lineOf(text, bodyStart + (m.index ?? 0));
    problems.push({ file, field: 'body', message: describeUnclosed(m[1] ?? ''), line });
  }
  for (const m of text.slice(bodyStart).matchAll(TOKEN_PATTERN)) {
    const token = m[1] ?? '';
    if ((PAGE_TOKENS as readonly string[]).includes(token)) continue;
    const line = lineOf(text, bodyStart + (m.index ?? 0));
    const message = `unknown token {{${token}}}; known: ${PAGE_TOKENS.join(', ')}`;
    problems.push({ file, field: 'body', message, line });
  }
}

/** 1-based line of a character offset. */
export const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Menu order: the home page first unless it has an `order`, then by `order`, then pages without one by slug. */
export function orderPages(pages: SitePage[]): SitePage[] {
  const rank = (p: SitePage) => p.order ?? (p.slug === 'index' ? -1 : 1000);
  return [...pages].sort((a, b) => rank(a) - rank(b) || compareOrdinal(a.slug, b.slug));
}

/** The page rules of a site: a home page, and exactly one page hosting the fit self-check. */
export function checkPageSet(pages: SitePage[], problems: ContentProblem[]): void {
  if (!pages.some((p) => p.slug === 'index')) {
    problems.push({
      file: 'pages/index.md',
      field: '',
      message: 'missing: every site needs a home page with slug "index"',
    });
  }
  const bySlug = new Map<string, SitePage>();
  for (const page of pages) {
    const first = bySlug.get(page.slug);
    if (!first) bySlug.set(page.slug, page);
    else {
      const message = `has slug "${page.slug}", as ${first.file} has: both would serve one path; give one another slug`;
      problems.push({ file: page.file, field: 'front matter.slug', message });
    }
  }
  const fit = pages.filter((p) => p.tool === 'fit');
  if (fit.length !== 1) {
    problems.push({
      file: fit.length === 0 ? 'pages/' : fit.map((p) => p.file).join(', '),
      field: 'front matter.tool',
      message:
        fit.length === 0
          ? 'missing: exactly one page needs `tool: fit` (the self-check form is rendered on it), for example pages/fit.md'
          : `${fit.length} pages have \`tool: fit\`; exactly one may`,
    });
  }
}

/** Code-unit order, not localeCompare: the same on every ICU version, and no ICU data loaded at start-up. */
function compareOrdinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
