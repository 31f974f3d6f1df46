// One page file: YAML front matter between --- lines, then a Markdown body whose {{tokens}} must be known.
import { parse as parseYaml } from 'yaml';
import { type ContentProblem, describeIssues } from './errors.js';
import { PageFrontMatterSchema } from './schemas/page-file.js';
import type { SitePage } from './site.js';
import { PAGE_TOKENS, unknownTokens } from './tokens.js';
import { describeYamlError } from './yaml-errors.js';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Content is parsed once per start: zod's eval-compiled fast path for objects costs more to generate than it
 * saves on one pass (measured ~4% of start-up instructions), and V8's code cache cannot hold generated code.
 */
export const CONTENT_PARSE = { jitless: true } as const;

export function parsePage(file: string, text: string, problems: ContentProblem[]): SitePage[] {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({ file, field: '', message: 'must start with YAML front matter between two --- lines' });
    return [];
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    // Line numbers count from the file's first line, the opening ---.
    problems.push({ file, field: 'front matter', message: describeYamlError(error, match[1] ?? '', 1) });
    return [];
  }
  const result = PageFrontMatterSchema.safeParse(data, CONTENT_PARSE);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error, 'front matter'));
    return [];
  }
  const expected = file.slice('pages/'.length, -'.md'.length);
  if (result.data.slug !== expected) {
    problems.push({ file, field: 'front matter.slug', message: `must be "${expected}" (the file name)` });
  }
  const body = (match[2] ?? '').trim();
  for (const name of unknownTokens(body, PAGE_TOKENS)) {
    problems.push({
      file,
      field: 'body',
      message: `unknown token {{${name}}}; known: ${PAGE_TOKENS.join(', ')}`,
    });
  }
  return [{ ...result.data, nav: result.data.nav ?? result.data.title, body, file }];
}

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
