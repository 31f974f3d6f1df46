// The built-in words per language: one file per group (site, pages, fit, agents) and language, merged here.
import { agentsWords as deAgents } from './de/agents.js';
import { fitWords as deFit } from './de/fit.js';
import { pagesWords as dePages } from './de/pages.js';
import { siteWords as deSite } from './de/site.js';
import { agentsWords as enAgents } from './en/agents.js';
import { fitWords as enFit } from './en/fit.js';
import { pagesWords as enPages } from './en/pages.js';
import { siteWords as enSite } from './en/site.js';

/** English is the reference: every language's defaults, and an owner's words.yaml, have its keys. */
export const EN_WORDS = { ...enSite, ...enPages, ...enFit, ...enAgents };

/** Every word a visitor or agent reads, by key; words.yaml overrides any of them. */
export type Words = typeof EN_WORDS;

export const DE_WORDS: Words = { ...deSite, ...dePages, ...deFit, ...deAgents };

/** Built-in defaults by primary language subtag; any other language needs every key in words.yaml. */
export const DEFAULT_WORDS: Readonly<Record<string, Words>> = { en: EN_WORDS, de: DE_WORDS };

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
