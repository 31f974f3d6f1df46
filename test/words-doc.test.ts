// docs/words.md lists every key of the built-in words: regenerate it with `npx tsx scripts/words-doc.ts`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWordsDoc, SECTION_MEANINGS } from '../scripts/words-doc.js';
import { EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';

describe('docs/words.md', () => {
  it('is what scripts/words-doc.ts writes from the English defaults', () => {
    expect(readFileSync('docs/words.md', 'utf8')).toBe(renderWordsDoc());
  });

  it('lists every key with its default, under a section that says what it words', () => {
    const doc = renderWordsDoc();
    for (const [key, text] of listWordKeys(EN_WORDS as unknown as WordTree)) {
      expect(doc).toContain(`| \`${key}\` | ${text.replaceAll('|', '\\|')} |`);
      const section = Object.keys(SECTION_MEANINGS).some((p) => key.startsWith(`${p}.`));
      expect(section, `${key} needs a meaning in SECTION_MEANINGS`).toBe(true);
    }
  });
});
