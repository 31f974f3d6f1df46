// Writes src/render/html/region-names.ts: CLDR's English names of region codes, from this Node's ICU.
// Run after a Node upgrade if test/region-names.test.ts reports a difference: `npx tsx scripts/region-names.ts`.
import { writeFileSync } from 'node:fs';

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const entries: [string, string][] = [];
for (const a of letters) {
  for (const b of letters) {
    const code = a + b;
    const name = names.of(code);
    if (name && name !== code) entries.push([code, name]);
  }
}
const quoted = (name: string) => `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const body = entries.map(([code, name]) => `  ${code}: ${quoted(name)},`).join('\n');
writeFileSync(
  'src/render/html/region-names.ts',
  `// English names of region codes (CLDR, as Node ${process.version}'s ICU has them); written by scripts/region-names.ts.
//
// A table, not Intl.DisplayNames: its first use loads ICU's data, ~4 MB more resident memory and ~9% more
// start-up work, to name one country in the footer.

const NAMES: Readonly<Record<string, string>> = {
${body}
};

/** "US" → "United States"; an unknown code is returned as given, as Intl.DisplayNames does. */
export function regionName(code: string): string {
  return NAMES[code] ?? code;
}
`,
);
console.log(`Wrote ${entries.length} region names`);
