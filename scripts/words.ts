// `npm run words -- init <language>`: writes a complete starting words.yaml for a language without built-in
// words: every key the site uses, grouped, each with its English text to translate and what it means.
// `npm run words -- keys` lists the keys the site uses. The content folder is CONTENT_DIR (default content/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, isMap, isScalar, parse, type YAMLMap } from 'yaml';
import { checkLanguage } from '../src/content/language.js';
import { parsePrompts } from '../src/content/site-prompts.js';
import { DEFAULT_WORDS, type WordTree } from '../src/content/words/defaults.js';
import { placeholdersOf } from '../src/content/words/parse-words.js';
import { listUsedWordKeys, WORDS_FILE, type WordUse } from '../src/content/words/resolve-words.js';
import { readWordComments } from './word-meanings.js';
import { SECTION_MEANINGS } from './words-doc.js';

/** What the content folder uses: an engine section in site.yaml, its criteria's types, the fields prompts.yaml gives. */
function readWordUse(dir: string): WordUse {
  const read = (file: string) => {
    const path = join(dir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const site = (parse(read('site.yaml') ?? '') ?? {}) as { engine?: unknown };
  const offer = (parse(read('offer.yaml') ?? '') ?? {}) as { criteria?: unknown };
  const criteria = Array.isArray(offer.criteria) ? (offer.criteria as { type?: unknown }[]) : [];
  const prompts = parsePrompts(read('prompts.yaml'), []);
  return {
    engine: site.engine !== undefined && site.engine !== null,
    // The criterion types offer.yaml declares: another type's words are not used.
    criterionTypes: new Set(criteria.map((c) => String(c?.type))),
    ...(prompts ? { prompts } : {}),
  };
}

/** The starting file: every used key nested as words.yaml wants it, with its meaning and placeholders above it. */
export function renderStarterWords(language: string, use: WordUse): string {
  const rows = listUsedWordKeys(use);
  const tree: WordTree = {};
  for (const [key, text] of rows) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as WordTree;
    }
    node[parts.at(-1) ?? key] = text;
  }
  const comments = readWordComments();
  const doc = new Document(tree, { keepSourceTokens: false });
  const annotate = (map: YAMLMap, prefix: string[]) => {
    for (const pair of map.items) {
      if (!isScalar(pair.key)) continue;
      const key = [...prefix, String(pair.key.value)];
      const dotted = key.join('.');
      if (isMap(pair.value)) {
        const meaning = comments.get(dotted) ?? SECTION_MEANINGS[dotted];
        if (meaning) pair.key.commentBefore = ` ${meaning}`;
        if (prefix.length === 0) pair.key.spaceBefore = true;
        annotate(pair.value, key);
      } else if (isScalar(pair.value)) {
        const own = comments.get(dotted);
        const placeholders = placeholdersOf(String(pair.value.value)).map((p) => `{${p}}`);
        const notes = [
          ...(own ? [own] : []),
          ...(placeholders.length
            ? [`the site fills in ${placeholders.join(', ')}: keep them as they are`]
            : []),
        ];
        if (notes.length) pair.key.commentBefore = ` ${notes.join(' | ')}`;
      }
    }
  };
  if (isMap(doc.contents)) annotate(doc.contents, []);
  doc.commentBefore = [
    ` words.yaml for site.yaml language "${language}": every word this site shows, in English.`,
    ' Translate each text in place; keep every {placeholder} and {{token}}. A key you delete is reported as',
    ' missing when the site starts. See docs/words.md for what each key words.',
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}

function main(argv: string[]): number {
  const [command, language, ...flags] = argv;
  const dir = process.env.CONTENT_DIR || 'content';
  if (command === 'keys') {
    for (const [key] of listUsedWordKeys(readWordUse(dir))) console.log(key);
    return 0;
  }
  if (command !== 'init' || !language) {
    console.error('usage: npm run words -- init <language tag> [--force]   (or: npm run words -- keys)');
    return 2;
  }
  const checked = checkLanguage(language);
  if (!checked.ok) {
    console.error(`${language}: ${checked.message}`);
    return 1;
  }
  const primary = checked.tag.split('-')[0] ?? '';
  if (Object.hasOwn(DEFAULT_WORDS, primary)) {
    console.error(
      `${checked.tag} has built-in words: words.yaml is optional; give only the keys you want to change (docs/words.md).`,
    );
    return 1;
  }
  const target = join(dir, WORDS_FILE);
  if (existsSync(target) && readFileSync(target, 'utf8').trim() !== '' && !flags.includes('--force')) {
    console.error(`${target} exists and is not empty; move it away or add --force to replace it.`);
    return 1;
  }
  const text = renderStarterWords(checked.tag, readWordUse(dir));
  writeFileSync(target, text);
  const count = listUsedWordKeys(readWordUse(dir)).length;
  console.log(
    `wrote ${target}: ${count} keys in English for ${checked.tag}; translate them, then set site.yaml language: ${checked.tag}`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
