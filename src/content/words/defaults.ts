// The built-in words per language: one folder per language, one file per group (site, pages, fit, agents, errors).
import { words as deWords } from './de/index.js';
import { words as enWords } from './en/index.js';
import { words as esWords } from './es/index.js';
import { words as frWords } from './fr/index.js';
import { words as itWords } from './it/index.js';
import { words as nlWords } from './nl/index.js';
import { words as ptWords } from './pt/index.js';

/** English is the reference: every language's defaults, and an owner's words.yaml, have its keys. */
export const EN_WORDS = enWords;

/** Every word a visitor or agent reads, by key; words.yaml overrides any of them. */
export type Words = typeof EN_WORDS;

export const DE_WORDS: Words = deWords;

/** Built-in defaults by primary language subtag; any other language needs every key its site uses in words.yaml. */
export const DEFAULT_WORDS: Readonly<Record<string, Words>> = {
  en: EN_WORDS,
  de: DE_WORDS,
  fr: frWords,
  es: esWords,
  it: itWords,
  nl: nlWords,
  pt: ptWords,
};

/** A nested words object read as a tree of strings (what walking, merging and docs need). */
export interface WordTree {
  [key: string]: string | WordTree;
}

/** Every leaf's dotted key and text, in file order. */
export function listWordKeys(tree: WordTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : listWordKeys(value, path);
  });
}
