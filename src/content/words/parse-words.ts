// words.yaml read against the English keys: each mistake is one problem with its line (an unknown key names the
// nearest known one, a text may use only its key's {placeholders}), and every key that is right is kept.
import { z } from 'zod';
import type { ContentProblem, LocateIssue } from '../errors.js';
import { parseYamlText } from '../parse-yaml-file.js';
import { suggestKey } from '../schema-keys.js';
import { EN_WORDS, type WordTree } from './defaults.js';

export const WORDS_FILE = 'words.yaml';

/** The {placeholders} a text uses, in order of first use ({{tokens}} are not placeholders). */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map((m) => m[1] ?? '')),
];

/** What reading words.yaml gives: the keys that are right, and the keys a typo stood for (not "missing"). */
export interface OwnWords {
  words: WordTree;
  /** Where a key of words.yaml is, for problems found later (a {{token}} checked when expanded). */
  locate?: LocateIssue;
  /** Dotted keys an unknown key was taken to mean: the one problem reported is the typo, not a missing key. */
  meant: Set<string>;
  /**
   * `fit.criteria` as written: each criterion's own words, keyed by the ids of offer.yaml, so they are checked
   * against its criteria (criterion-words.ts), not against the English keys.
   */
  criteria?: unknown;
}

const anything = z.unknown();

/**
 * Reads words.yaml (blank or absent: no words). A key outside the English defaults, a value that is not text,
 * a map where text belongs (or text where a map does) and a placeholder its key does not fill are problems;
 * everything else is kept, so one mistake never hides the rest of the file.
 */
export function parseWordsFile(text: string | undefined, problems: ContentProblem[]): OwnWords {
  const own: OwnWords = { words: {}, meant: new Set() };
  if (text === undefined || text.trim() === '') return own;
  let locate: LocateIssue = () => undefined;
  const data = parseYamlText(text, {
    file: WORDS_FILE,
    schema: anything,
    problems,
    onLocate: (l) => {
      locate = l;
    },
  });
  if (data === undefined || data === null) return own;
  const problem = (path: string[], message: string, key?: string) => {
    const line = locate(path, key);
    const field = [...path, ...(key ? [key] : [])].join('.');
    problems.push({ file: WORDS_FILE, field, message, ...(line ? { line } : {}) });
  };
  const walk = (value: unknown, en: WordTree, path: string[], into: WordTree) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problem(path, `must be a map of keys (${Object.keys(en).join(', ')})`);
      return;
    }
    for (const [key, given] of Object.entries(value)) {
      if (path.length === 1 && path[0] === 'fit' && key === 'criteria') {
        own.criteria = given;
        continue;
      }
      const reference = Object.hasOwn(en, key) ? en[key] : undefined;
      if (reference === undefined) {
        const near = suggestKey(key, Object.keys(en));
        if (near) own.meant.add([...path, near].join('.'));
        const message = near
          ? `unknown key; did you mean "${near}"?`
          : `unknown key; known keys: ${Object.keys(en).join(', ')}`;
        problem(path, message, key);
      } else if (typeof reference === 'string') {
        const checked = checkText(given, reference);
        if (typeof checked === 'string') into[key] = checked;
        else problem([...path, key], checked.problem);
      } else {
        const nested: WordTree = {};
        walk(given, reference, [...path, key], nested);
        into[key] = nested;
      }
    }
  };
  walk(data, EN_WORDS as unknown as WordTree, [], own.words);
  own.locate = locate;
  return own;
}

/** The text itself, or what is wrong with it: it must be text, and use only its English default's placeholders. */
export function checkText(
  given: unknown,
  reference: string,
  also: readonly string[] = [],
): string | { problem: string } {
  if (typeof given === 'number' || typeof given === 'boolean') return String(given);
  if (typeof given !== 'string') return { problem: 'must be text (put it in quotes), not a list or a map' };
  if (given.trim() === '') return { problem: 'must not be empty; remove the key to keep the default' };
  const allowed = [...placeholdersOf(reference), ...also.filter((p) => !reference.includes(`{${p}}`))];
  const unknown = placeholdersOf(given).filter((name) => !allowed.includes(name));
  if (unknown.length === 0) return given.trim();
  const may = allowed.length > 0 ? `it may use ${allowed.map((p) => `{${p}}`).join(', ')}` : 'it takes none';
  return {
    problem: `unknown placeholder ${unknown.map((p) => `{${p}}`).join(', ')}; ${may} (a {{token}} needs double braces)`,
  };
}
