// Writes the table of {{tokens}} in docs/content.md from the one token table (src/content/page-tokens.ts).
// Run after changing a token: `npx tsx scripts/tokens-doc.ts` (test/page-tokens.test.ts fails until you do).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_TOKEN_TABLE, PAGE_TOKENS, type TokenKind } from '../src/content/page-tokens.js';

export const TOKENS_DOC = 'docs/content.md';
const START = '<!-- tokens: written by scripts/tokens-doc.ts from src/content/page-tokens.ts -->';
const END = '<!-- /tokens -->';

const WHERE: Readonly<Record<TokenKind, string>> = {
  inline: 'any text: YAML files and page bodies',
  'page-inline': 'page bodies',
  block: 'page bodies, on a line of its own',
};

/** The table, between its two markers. */
export function renderTokensTable(): string {
  const rows = PAGE_TOKENS.map((token) => {
    const { kind, meaning } = PAGE_TOKEN_TABLE[token];
    return `| \`{{${token}}}\` | ${WHERE[kind]} | ${meaning.replaceAll('|', '\\|')} |`;
  });
  return [START, '', '| Token | Where | Stands for |', '|---|---|---|', ...rows, '', END].join('\n');
}

/** The document with its token table replaced by the current one; refuses a document without the markers. */
export function writeTokensTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${TOKENS_DOC} has lost the markers of its token table`);
  return `${doc.slice(0, start)}${renderTokensTable()}${doc.slice(end + END.length)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TOKENS_DOC, writeTokensTable(readFileSync(TOKENS_DOC, 'utf8')));
  console.log(`wrote the token table of ${TOKENS_DOC}`);
}
