// What the owner-content test asks of words.yaml on a site in another language: nothing left as its English default.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadSite } from '../../src/content/load-site.js';
import { EN_WORDS, listWordKeys, type WordTree } from '../../src/content/words/defaults.js';
import { TEST_BASE_URL } from './site.js';

/** The words.yaml texts left as their English default on a site in another language: prose, not a name. */
export function englishLeftovers(dir: string): string[] {
  const site = loadSite(dir, TEST_BASE_URL);
  if (site.locale.tag.split('-')[0] === 'en') return [];
  let own: WordTree = {};
  try {
    own = (parse(readFileSync(join(dir, 'words.yaml'), 'utf8')) ?? {}) as WordTree;
  } catch {
    return [];
  }
  const english = new Map(listWordKeys(EN_WORDS as unknown as WordTree));
  // Two words or more once placeholders are set aside: "Menu" or "E-mail" may rightly read the same.
  const prose = (text: string) =>
    text
      .replace(/\{\{?\w+\}?\}/g, ' ')
      .trim()
      .includes(' ');
  return listWordKeys(own)
    .filter(([key, text]) => english.get(key) === text && prose(text))
    .map(([key]) => key);
}
