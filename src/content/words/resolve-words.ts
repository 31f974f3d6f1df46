// The site's words: words.yaml over the built-in defaults of its language, or alone for any other language,
// where it must give every key the site uses.
import type { ContentProblem } from '../errors.js';
import { PROMPT_NAMES } from '../schemas/prompts-file.js';
import { DEFAULT_WORDS, EN_WORDS, listWordKeys, type Words, type WordTree } from './defaults.js';
import { type OwnWords, WORDS_FILE } from './parse-words.js';

export { WORDS_FILE } from './parse-words.js';

/** The built-in defaults for a BCP 47 tag ("de-AT" uses "de"), if there are any. */
export function defaultWordsFor(language: string): Words | undefined {
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  return Object.hasOwn(DEFAULT_WORDS, primary) ? DEFAULT_WORDS[primary] : undefined;
}

/** What the site uses of the words: the engine's only with an engine; a prompt's default only where prompts.yaml is silent. */
export interface WordUse {
  engine: boolean;
  /** prompts.yaml as parsed: a field given there leaves its default unused. */
  prompts?: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  /** The types of offer.yaml's criteria: the words of a type no criterion has (fit.types.<type>) go unused. */
  criterionTypes?: ReadonlySet<string>;
}

/** Words only a site with a private engine shows. */
const ENGINE_KEYS = [
  'engine.',
  'agents.headings.engine',
  'agents.llms.docsNoteEngine',
  'agents.catalog.engineHealth',
  'agents.catalog.engineDoc',
  'agents.discovery.oauthEngine',
];

/**
 * Words `init` writes but start-up does not ask for: the owner's traffic report reads them (npm run report),
 * no visitor does, so a site whose words.yaml lacks them still starts and its report keeps English words.
 */
const OPTIONAL_PREFIXES = ['report.'];

/** Whether the site shows the word at `key` (a dotted key), so that words.yaml must give it for a new language. */
export function usesWord(key: string, use: WordUse): boolean {
  const under = (prefix: string) =>
    key === prefix || key.startsWith(prefix.endsWith('.') ? prefix : `${prefix}.`);
  if (!use.engine && ENGINE_KEYS.some(under)) return false;
  if (use.criterionTypes && key.startsWith('fit.types.')) {
    const type = key.split('.')[2] ?? '';
    if (!use.criterionTypes.has(type)) return false;
  }
  for (const prompt of PROMPT_NAMES) {
    const given = use.prompts?.[prompt] ?? {};
    for (const field of Object.keys(given)) {
      if (given[field] !== undefined && under(`agents.promptDefaults.${prompt}.${field}`)) return false;
    }
  }
  return true;
}

/** Every key the site uses, with its English text: what `npm run words -- init` writes and a new language needs. */
export function listUsedWordKeys(use: WordUse): [string, string][] {
  return listWordKeys(EN_WORDS as unknown as WordTree).filter(([key]) => usesWord(key, use));
}

function merge(base: WordTree, over: WordTree | undefined): WordTree {
  if (!over) return base;
  const out: WordTree = {};
  for (const [key, value] of Object.entries(base)) {
    const own = over[key];
    out[key] =
      typeof value === 'string' ? (typeof own === 'string' ? own : value) : merge(value, own as WordTree);
  }
  return out;
}

/**
 * The merged words. For a language without built-in defaults, every key the site uses must come from
 * words.yaml: each missing key is one problem, so the owner sees the whole list at once, except a key an
 * unknown key was taken to mean (a typo is one problem, not two). A key the site does not use keeps its
 * English text, which nothing shows.
 */
export function resolveWords(
  language: string,
  own: OwnWords,
  use: WordUse,
  problems: ContentProblem[],
): Words {
  const defaults = defaultWordsFor(language);
  if (defaults) return merge(defaults as unknown as WordTree, own.words) as unknown as Words;
  const given = new Set(listWordKeys(own.words).map(([key]) => key));
  const meant = [...own.meant];
  const typo = (key: string) => meant.some((m) => key === m || key.startsWith(`${m}.`));
  const missing = listUsedWordKeys(use).filter(
    ([key]) => !given.has(key) && !typo(key) && !OPTIONAL_PREFIXES.some((p) => key.startsWith(p)),
  );
  const builtIn = Object.keys(DEFAULT_WORDS).join(', ');
  for (const [key] of missing) {
    problems.push({
      file: WORDS_FILE,
      field: key,
      message: `required: site.yaml language "${language}" has no built-in words (only ${builtIn}), so ${WORDS_FILE} must give every key the site uses; \`npm run words -- init ${language}\` writes them all with their English text`,
    });
  }
  return merge(EN_WORDS as unknown as WordTree, own.words) as unknown as Words;
}
