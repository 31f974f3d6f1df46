// Pure content parsing: a map of file texts in, one validated Site model out (or a ContentError naming every problem).
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ContentError, type ContentProblem, describeIssues } from './errors.js';
import { OfferFileSchema } from './schemas/offer-file.js';
import { PAGE_SLUGS, PageFrontMatterSchema } from './schemas/page-file.js';
import { SiteFileSchema } from './schemas/site-file.js';
import type { Site, SitePage } from './site.js';
import { describeYamlError } from './yaml-errors.js';

/** Tokens a page body may use; render/expand-tokens.ts fills them from the model. */
export const PAGE_TOKENS = [
  'offer',
  'actions',
  'criteria',
  'contact',
  'base_url',
  'email',
  'engine_url',
  'price',
  'offer_name',
] as const;

/** Pages every site must have: the API's page slugs plus the human self-check page. */
export const REQUIRED_PAGES = [...PAGE_SLUGS, 'fit'] as const;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const TOKEN = /\{\{\s*([^}]*?)\s*\}\}/g;

export type ContentFiles = Readonly<Record<string, string>>;

export function parseSite(files: ContentFiles, baseUrl: string): Site {
  const problems: ContentProblem[] = [];
  const identity = parseYamlFile(files, 'site.yaml', SiteFileSchema, problems);
  const offer = parseYamlFile(files, 'offer.yaml', OfferFileSchema, problems);
  const pages = Object.keys(files)
    .filter((f) => /^pages\/[^/]+\.md$/.test(f))
    .sort()
    .flatMap((file) => parsePage(file, files[file] ?? '', problems));
  for (const slug of REQUIRED_PAGES) {
    if (!pages.some((p) => p.slug === slug)) {
      problems.push({
        file: `pages/${slug}.md`,
        field: '',
        message: `missing: every site needs a page with slug "${slug}"`,
      });
    }
  }
  if (problems.length > 0 || !identity || !offer) throw new ContentError(problems);
  return { baseUrl, identity, offer, pages: orderPages(pages) };
}

function parseYamlFile<S extends z.ZodType>(
  files: ContentFiles,
  file: string,
  schema: S,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  const text = files[file];
  if (text === undefined) {
    problems.push({ file, field: '', message: 'missing: the content folder must contain this file' });
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    problems.push({ file, field: '', message: describeYamlError(error, text) });
    return undefined;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  problems.push(...describeIssues(file, result.error));
  return undefined;
}

function parsePage(file: string, text: string, problems: ContentProblem[]): SitePage[] {
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
  const result = PageFrontMatterSchema.safeParse(data);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error, 'front matter'));
    return [];
  }
  const expected = file.slice('pages/'.length, -'.md'.length);
  if (result.data.slug !== expected) {
    problems.push({ file, field: 'front matter.slug', message: `must be "${expected}" (the file name)` });
  }
  const body = (match[2] ?? '').trim();
  for (const [, name] of body.matchAll(TOKEN)) {
    if (!(PAGE_TOKENS as readonly string[]).includes(name ?? '')) {
      problems.push({
        file,
        field: 'body',
        message: `unknown token {{${name}}}; known: ${PAGE_TOKENS.join(', ')}`,
      });
    }
  }
  return [{ ...result.data, body, file }];
}

/** Home first, then the fixed reading order, then any extra pages by slug. */
function orderPages(pages: SitePage[]): SitePage[] {
  const order = ['index', 'about', 'fit', 'developers', 'contact', 'privacy'];
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...pages].sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}
