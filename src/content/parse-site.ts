// Pure content parsing: a map of files in, one validated Site model out (or a ContentError naming every problem).
import type { z } from 'zod';
import { type ContentAsset, isAssetFile, readAsset } from './assets.js';
import { ContentError, type ContentProblem } from './errors.js';
import { checkPageSet, orderPages, parsePage } from './parse-page.js';
import { parseYamlText } from './parse-yaml-file.js';
import { OfferFileSchema } from './schemas/offer-file.js';
import { PeopleFileSchema } from './schemas/people-file.js';
import { PromptsFileSchema, type SitePrompts } from './schemas/prompts-file.js';
import { checkProof, ProofFileSchema } from './schemas/proof-file.js';
import { SiteFileSchema } from './schemas/site-file.js';
import type { Site } from './site.js';
import { resolveTheme } from './theme.js';
import { expandStrings, type TokenProblem, tokenValues } from './tokens.js';

/** Text files (YAML, Markdown) as strings; assets as bytes. Keys are forward-slash paths inside the folder. */
export type ContentFiles = Readonly<Record<string, string | Uint8Array>>;

/** Fields that moved: a clear pointer instead of a bare "unrecognized key". */
const RETIRED: Record<string, Record<string, string>> = {
  'site.yaml': { url: 'the public URL is the BASE_URL environment variable now; delete this line' },
  'offer.yaml': { provider: 'the provider is site.yaml `name` now (written once); delete this line' },
};

/** Fields whose values are the tokens' sources, so they cannot use tokens themselves. */
const TOKEN_SOURCES = ['name', 'shortName', 'legalName', 'email', 'telephone'];

export function parseSite(input: ContentFiles, baseUrl: string): Site {
  const problems: ContentProblem[] = [];
  const files = withoutByteOrderMarks(input);
  const rawSite = parseYamlFile(files, 'site.yaml', SiteFileSchema, problems);
  const rawOffer = parseYamlFile(files, 'offer.yaml', OfferFileSchema, problems);
  const rawProof =
    files['proof.yaml'] === undefined
      ? undefined
      : parseYamlFile(files, 'proof.yaml', ProofFileSchema, problems);
  const assets = new Map<string, ContentAsset>();
  const pages = Object.keys(files)
    .sort()
    .flatMap((file) => {
      const content = files[file];
      if (isAssetFile(file) && content instanceof Uint8Array) {
        const asset = readAsset(file, content, problems);
        if (asset) assets.set(file, asset);
      }
      if (/^pages\/.+\/[^/]+\.md$/.test(file)) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        const message = `pages in subfolders of pages/ are not supported; move it to pages/${name}`;
        problems.push({ file, field: '', message });
      }
      if (!/^pages\/[^/]+\.md$/.test(file)) return [];
      return parsePage(file, typeof content === 'string' ? content : '', problems);
    });
  checkPageSet(pages, problems);
  if (!rawSite || !rawOffer) throw new ContentError(problems);
  for (const field of TOKEN_SOURCES) {
    const value = rawSite[field as keyof typeof rawSite];
    if (typeof value === 'string' && value.includes('{{'))
      problems.push({ file: 'site.yaml', field, message: 'cannot use {{tokens}}: it is the source of one' });
  }
  const tokens = tokenValues(rawSite, rawOffer, baseUrl);
  const identity = expandFile('site.yaml', rawSite, tokens, problems);
  const offer = expandFile('offer.yaml', rawOffer, tokens, problems);
  const titled = pages.map((page) => {
    const { title, description, nav } = expandFile(
      page.file,
      { title: page.title, description: page.description, nav: page.nav },
      tokens,
      problems,
      'front matter',
    );
    return { ...page, title, description, nav };
  });
  const proof = rawProof && expandFile('proof.yaml', rawProof, tokens, problems);
  const rawPeople =
    files['people.yaml'] === undefined
      ? undefined
      : parseYamlFile(files, 'people.yaml', PeopleFileSchema, problems);
  const people = rawPeople ? expandFile('people.yaml', rawPeople, tokens, problems).people : [];
  people.forEach(({ photo }, i) => {
    if (photo && !assets.has(photo))
      problems.push({ file: 'people.yaml', field: `people.${i}.photo`, message: missingAsset(photo) });
  });
  if (files['proof.yaml'] === undefined || proof) problems.push(...checkProof(pages, proof, assets));
  const theme = resolveTheme(identity.theme, 'site.yaml', problems);
  for (const [key, path] of Object.entries(identity.assets)) {
    if (path && !assets.has(path))
      problems.push({
        file: 'site.yaml',
        field: `assets.${key}`,
        message: missingAsset(path),
      });
  }
  const prompts = parsePrompts(files, tokens, problems);
  if (problems.length > 0 || !prompts) throw new ContentError(problems);
  return {
    baseUrl,
    identity,
    offer,
    pages: orderPages(titled),
    theme,
    assets,
    tokens,
    prompts,
    people,
    ...(proof ? { proof } : {}),
  };
}

/** prompts.yaml is optional: without it (or empty) every prompt uses its generic default words. */
function parsePrompts(
  files: ContentFiles,
  tokens: Site['tokens'],
  problems: ContentProblem[],
): SitePrompts | undefined {
  const file = 'prompts.yaml';
  const text = files[file];
  const absent = text === undefined || (typeof text === 'string' && text.trim() === '');
  const prompts = absent
    ? PromptsFileSchema.parse({})
    : parseYamlFile(files, file, PromptsFileSchema, problems);
  return prompts && expandFile(file, prompts, tokens, problems);
}

function expandFile<T>(
  file: string,
  data: T,
  tokens: Site['tokens'],
  problems: ContentProblem[],
  prefix = '',
): T {
  const unknown: TokenProblem[] = [];
  const expanded = expandStrings(data, tokens, unknown, prefix);
  for (const { field, token } of unknown) {
    problems.push({
      file,
      field,
      message: `unknown token {{${token}}}; known: ${Object.keys(tokens).join(', ')}`,
    });
  }
  return expanded;
}

function parseYamlFile<S extends z.ZodType>(
  files: ContentFiles,
  file: string,
  schema: S,
  problems: ContentProblem[],
): z.infer<S> | undefined {
  const text = files[file];
  if (typeof text !== 'string') {
    problems.push({ file, field: '', message: 'missing: the content folder must contain this file' });
    return undefined;
  }
  const retired = RETIRED[file] ?? {};
  const prepare = (data: unknown) => {
    if (typeof data !== 'object' || data === null) return;
    for (const key of Object.keys(retired).filter((k) => k in data)) {
      problems.push({ file, field: key, message: retired[key] ?? '' });
      delete (data as Record<string, unknown>)[key];
    }
  };
  return parseYamlText(text, { file, schema, problems, prepare });
}

const missingAsset = (path: string) =>
  `${path} is not in the content folder; add the file under assets/ or correct the path`;

/** A UTF-8 byte-order mark (some Windows editors write one) is not part of the text. */
function withoutByteOrderMarks(files: ContentFiles): ContentFiles {
  const keys = Object.keys(files).filter((k) => {
    const v = files[k];
    return typeof v === 'string' && v.charCodeAt(0) === 0xfeff;
  });
  if (keys.length === 0) return files;
  return { ...files, ...Object.fromEntries(keys.map((k) => [k, (files[k] as string).slice(1)])) };
}
