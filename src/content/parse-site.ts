// Pure content parsing: a map of files in, one validated Site model out (or a ContentError naming every problem).
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { type ContentAsset, isAssetFile, readAsset } from './assets.js';
import { ContentError, type ContentProblem, describeIssues } from './errors.js';
import { buildLocale, durationUnit } from './locale.js';
import { CONTENT_PARSE, checkPageSet, orderPages, parsePage } from './parse-page.js';
import { OfferFileSchema } from './schemas/offer-file.js';
import { PromptsFileSchema, resolvePrompts } from './schemas/prompts-file.js';
import { checkProof, ProofFileSchema } from './schemas/proof-file.js';
import { SiteFileSchema } from './schemas/site-file.js';
import type { Site } from './site.js';
import { resolveTheme } from './theme.js';
import { expandStrings, type TokenProblem, tokenValues } from './tokens.js';
import type { WordTree } from './words/defaults.js';
import { buildFitQuestions, questionsByField } from './words/fit-questions.js';
import { resolveWords, WORDS_FILE } from './words/resolve-words.js';
import { WordsFileSchema } from './words/schema.js';
import { describeYamlError } from './yaml-errors.js';

/** Text files (YAML, Markdown) as strings; assets as bytes. Keys are forward-slash paths inside the folder. */
export type ContentFiles = Readonly<Record<string, string | Uint8Array>>;

/** Fields that moved: a clear pointer instead of a bare "unrecognized key". */
const RETIRED: Record<string, Record<string, string>> = {
  'site.yaml': { url: 'the public URL is the BASE_URL environment variable now; delete this line' },
  'offer.yaml': { provider: 'the provider is site.yaml `name` now (written once); delete this line' },
};

/** Fields whose values are the tokens' sources, so they cannot use tokens themselves. */
const TOKEN_SOURCES = ['name', 'shortName', 'legalName', 'email', 'telephone'];

export function parseSite(files: ContentFiles, baseUrl: string): Site {
  const problems: ContentProblem[] = [];
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
  const locale = buildLocale(rawSite.language, rawSite.address.addressCountry, rawOffer.price.display);
  if (!durationUnit(rawOffer.duration.unit))
    problems.push({
      file: 'offer.yaml',
      field: 'duration.unit',
      message: 'must be one of hour, day, week, month, year (singular or plural)',
    });
  const tokens = tokenValues(rawSite, rawOffer, baseUrl, locale);
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
  if (files['proof.yaml'] === undefined || proof) problems.push(...checkProof(pages, proof, assets));
  const theme = resolveTheme(identity.theme, 'site.yaml', problems);
  for (const [key, path] of Object.entries(identity.assets)) {
    if (path && !assets.has(path))
      problems.push({
        file: 'site.yaml',
        field: `assets.${key}`,
        message: `${path} is not in the content folder`,
      });
  }
  // words.yaml is optional; its {{tokens}} and the defaults' are expanded once, here.
  const ownWords = isBlank(files[WORDS_FILE])
    ? undefined
    : parseYamlFile(files, WORDS_FILE, WordsFileSchema, problems);
  const words = expandFile(
    WORDS_FILE,
    resolveWords(rawSite.language, ownWords as WordTree | undefined, problems),
    tokens,
    problems,
  );
  const fitQuestions = buildFitQuestions(words, offer, locale);
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
    words,
    locale,
    fitQuestions,
    // One set of questions: the check_my_fit prompt asks the words' questions.
    prompts: resolvePrompts(prompts, words.agents.promptDefaults, questionsByField(fitQuestions)),
    ...(proof ? { proof } : {}),
  };
}

/** prompts.yaml is optional: without it (or empty) every prompt uses the words' defaults. */
function parsePrompts(
  files: ContentFiles,
  tokens: Site['tokens'],
  problems: ContentProblem[],
): z.output<typeof PromptsFileSchema> | undefined {
  const file = 'prompts.yaml';
  const prompts = isBlank(files[file])
    ? PromptsFileSchema.parse({})
    : parseYamlFile(files, file, PromptsFileSchema, problems);
  return prompts && expandFile(file, prompts, tokens, problems);
}

const isBlank = (text: string | Uint8Array | undefined) =>
  text === undefined || (typeof text === 'string' && text.trim() === '');

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
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    problems.push({ file, field: '', message: describeYamlError(error, text) });
    return undefined;
  }
  const retired = RETIRED[file] ?? {};
  if (typeof data === 'object' && data !== null) {
    for (const key of Object.keys(retired).filter((k) => k in data)) {
      problems.push({ file, field: key, message: retired[key] ?? '' });
      delete (data as Record<string, unknown>)[key];
    }
  }
  const result = schema.safeParse(data, CONTENT_PARSE);
  if (result.success) return result.data;
  problems.push(...describeIssues(file, result.error));
  return undefined;
}
