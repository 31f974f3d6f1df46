// The site's words: words.yaml over the built-in defaults of its language, or alone (complete) for any other.
import type { ContentProblem } from '../errors.js';
import { DEFAULT_WORDS, EN_WORDS, listWordKeys, type Words, type WordTree } from './defaults.js';

export const WORDS_FILE = 'words.yaml';

/** The built-in defaults for a BCP 47 tag ("de-AT" uses "de"), if there are any. */
export function defaultWordsFor(language: string): Words | undefined {
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  return Object.hasOwn(DEFAULT_WORDS, primary) ? DEFAULT_WORDS[primary] : undefined;
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
 * The merged words. For a language without built-in defaults, every key must come from words.yaml: each
 * missing key is one problem, so the owner sees the whole list at once.
 */
export function resolveWords(language: string, own: WordTree | undefined, problems: ContentProblem[]): Words {
  const defaults = defaultWordsFor(language);
  if (defaults) return merge(defaults as unknown as WordTree, own) as unknown as Words;
  const given = new Set(listWordKeys(own ?? {}).map(([key]) => key));
  const missing = listWordKeys(EN_WORDS as unknown as WordTree).filter(([key]) => !given.has(key));
  for (const [key] of missing) {
    problems.push({
      file: WORDS_FILE,
      field: key,
      message: `required: site.yaml language "${language}" has no built-in words (only ${Object.keys(DEFAULT_WORDS).join(', ')}), so ${WORDS_FILE} must give every key; see docs/words.md`,
    });
  }
  return merge(EN_WORDS as unknown as WordTree, own) as unknown as Words;
}
