// Pure content parsing: a map of files in, one validated Site model out (or a ContentError naming every problem).
import { checkOfferAmounts } from './amount-digits.js';
import { type ContentAsset, isAssetFile, readAsset } from './assets.js';
import { checkAssetReferences, checkEngineTokens, withoutByteOrderMarks } from './content-rules.js';
import { ContentError, type ContentProblem, type LocateIssue } from './errors.js';
import { buildCriteria } from './fit-criteria.js';
import { buildLocale, durationUnit } from './locale.js';
import { checkPageSet, orderPages, parsePage } from './parse-page.js';
import { parseYamlFile, type SourceOf } from './parse-yaml-file.js';
import { OfferFileSchema } from './schemas/offer-file.js';
import { PeopleFileSchema } from './schemas/people-file.js';
import { checkProof, ProofFileSchema } from './schemas/proof-file.js';
import { SiteFileSchema } from './schemas/site-file.js';
import type { ContentFiles, Site } from './site.js';
import { deferPrompts, expandWords, parsePrompts } from './site-prompts.js';
import { resolveTheme } from './theme.js';
import { expandStrings, reportUnknownTokens, type TokenProblem, tokenValues } from './tokens.js';
import { checkCriterionWords } from './words/criterion-words.js';
import { parseWordsFile } from './words/parse-words.js';
import { resolveWords, WORDS_FILE } from './words/resolve-words.js';
import { buildValidationErrors } from './words/validation-errors.js';

export type { ContentFiles } from './site.js';

/** Fields whose values are the tokens' sources, so they cannot use tokens themselves. */
const TOKEN_SOURCES = ['name', 'shortName', 'legalName', 'email', 'telephone'];

export interface ParseOptions {
  /** Site.liveBase: baseUrl unless a static export says otherwise. */
  liveBase?: string | null;
}

export function parseSite(input: ContentFiles, baseUrl: string, options: ParseOptions = {}): Site {
  const problems: ContentProblem[] = [];
  const files = withoutByteOrderMarks(input);
  // Each YAML file's line locator, so checks after parsing (a missing photo) name the line too.
  const lines = new Map<string, LocateIssue>();
  const rawSite = parseYamlFile(files['site.yaml'], 'site.yaml', SiteFileSchema, problems, lines);
  const sources = new Map<string, SourceOf>();
  const rawOffer = parseYamlFile(
    files['offer.yaml'],
    'offer.yaml',
    OfferFileSchema,
    problems,
    lines,
    sources,
  );
  const rawProof =
    files['proof.yaml'] === undefined
      ? undefined
      : parseYamlFile(files['proof.yaml'], 'proof.yaml', ProofFileSchema, problems, lines);
  const assets = new Map<string, ContentAsset>();
  // The slugs the page files have now: a new name suggested for one of them is never one of these.
  const pageSlugs = new Set(
    Object.keys(files)
      .filter((file) => /^pages\/[^/]+\.md$/.test(file))
      .map((file) => file.slice('pages/'.length, -'.md'.length)),
  );
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
      return parsePage(file, typeof content === 'string' ? content : '', problems, pageSlugs);
    });
  checkPageSet(pages, problems);
  if (!rawSite || !rawOffer) throw new ContentError(problems);
  for (const field of TOKEN_SOURCES) {
    const value = rawSite[field as keyof typeof rawSite];
    if (typeof value === 'string' && value.includes('{{'))
      problems.push({ file: 'site.yaml', field, message: 'cannot use {{tokens}}: it is the source of one' });
  }
  checkOfferAmounts(rawOffer, sources.get('offer.yaml'), lines.get('offer.yaml'), problems);
  const locale = buildLocale(rawSite.language, rawSite.address.addressCountry, rawOffer.price.display);
  if (!durationUnit(rawOffer.duration.unit))
    problems.push({
      file: 'offer.yaml',
      field: 'duration.unit',
      message: 'must be one of hour, day, week, month, year (singular or plural)',
    });
  // prompts.yaml and words.yaml are optional; words are read before the tokens, since the price token says VAT
  // in them, and prompts.yaml before the words, since a prompt text it gives leaves that default unused.
  const promptsText = files['prompts.yaml'];
  const rawPrompts = parsePrompts(isBlank(promptsText) ? undefined : promptsText, problems);
  const wordsText = files[WORDS_FILE];
  const ownWords = parseWordsFile(typeof wordsText === 'string' ? wordsText : undefined, problems);
  const use = {
    engine: rawSite.engine !== undefined,
    criterionTypes: new Set(rawOffer.criteria.map((c) => c.type)),
    ...(rawPrompts ? { prompts: rawPrompts } : {}),
  };
  const resolved = resolveWords(rawSite.language, ownWords, use, problems);
  const tokens = tokenValues(rawSite, rawOffer, baseUrl, locale, resolved.offer.tax);
  const identity = expandFile('site.yaml', rawSite, tokens, problems, lines);
  const offer = expandFile('offer.yaml', rawOffer, tokens, problems, lines);
  const titled = pages.map((page) => {
    const { title, description, nav } = expandFile(
      page.file,
      { title: page.title, description: page.description, nav: page.nav },
      tokens,
      problems,
      undefined,
      'front matter',
    );
    return { ...page, title, description, nav };
  });
  const proof = rawProof && expandFile('proof.yaml', rawProof, tokens, problems, lines);
  const rawPeople =
    files['people.yaml'] === undefined
      ? undefined
      : parseYamlFile(files['people.yaml'], 'people.yaml', PeopleFileSchema, problems, lines);
  const people = rawPeople ? expandFile('people.yaml', rawPeople, tokens, problems, lines).people : [];
  const photos = people.map(({ photo }, i) => [`people.${i}.photo`, photo] as const);
  checkAssetReferences('people.yaml', photos, assets, problems, lines.get('people.yaml'));
  if (!identity.engine) checkEngineTokens(titled, problems);
  if (files['proof.yaml'] === undefined || proof) problems.push(...checkProof(pages, proof, assets));
  const theme = resolveTheme(identity.theme, 'site.yaml', problems);
  // Every entry under assets is a file but the social card's alt text, which describes one.
  const siteAssets = Object.entries(identity.assets)
    .filter(([key]) => key !== 'ogImageAlt')
    .map(([key, path]) => [`assets.${key}`, path] as const);
  checkAssetReferences('site.yaml', siteAssets, assets, problems, lines.get('site.yaml'));
  // words.yaml's {{tokens}} and the defaults' are expanded once, here; each criterion's own words with them.
  const words = expandWords(resolved, tokens, problems, ownWords.locate);
  const ownCriteria = checkCriterionWords(ownWords.criteria, offer.criteria, problems, ownWords.locate);
  const criteria = buildCriteria(offer, ownCriteria, words, locale, tokens, problems);
  if (problems.length > 0 || !rawPrompts) throw new ContentError(problems);
  const prompts = deferPrompts(rawPrompts, tokens, words);
  return {
    baseUrl,
    liveBase: options.liveBase === undefined ? baseUrl : options.liveBase,
    identity,
    offer,
    pages: orderPages(titled),
    theme,
    assets,
    tokens,
    people,
    words,
    // The fit form's problems in the site's words (zod's locale for the rest).
    locale: { ...locale, validationErrors: buildValidationErrors(words, locale) },
    criteria,
    get prompts() {
      return prompts();
    },
    ...(proof ? { proof } : {}),
  };
}

const isBlank = (text: string | Uint8Array | undefined) =>
  text === undefined || (typeof text === 'string' && text.trim() === '');

function expandFile<T>(
  file: string,
  data: T,
  tokens: Site['tokens'],
  problems: ContentProblem[],
  lines?: Map<string, LocateIssue>,
  prefix = '',
): T {
  const unknown: TokenProblem[] = [];
  const expanded = expandStrings(data, tokens, unknown, prefix);
  reportUnknownTokens(file, unknown, problems, lines?.get(file));
  return expanded;
}
