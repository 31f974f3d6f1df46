// Text from a log line (a client's tool, method or client name, a path) made safe to print: no terminal
// escape, no line break, no Markdown link, HTML or emphasis. Every renderer passes such text through here.

/** Longest label printed; longer ones end in an ellipsis. */
const MAX_LABEL = 80;

/**
 * Controls a terminal or a Markdown renderer would act on: C0 (ESC starts escape sequences, CR and LF lines),
 * DEL, C1 (CSI, OSC as single bytes), line and paragraph separators, and the bidirectional and zero-width
 * marks that reorder or hide text.
 */
function isUnsafe(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** The text with every unsafe character shown as U+FFFD, cut to MAX_LABEL code points. */
export function plainText(value: unknown, max = MAX_LABEL): string {
  const text = typeof value === 'string' ? value : String(value);
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) return `${out}…`;
    out += isUnsafe(ch.codePointAt(0) as number) ? '\uFFFD' : ch;
    count++;
  }
  return out;
}

/**
 * A label as a Markdown code span: inside one nothing is a link, HTML, emphasis or escape, and a run of
 * backticks in the text gets a longer fence. In a table cell a pipe would still end the cell, so it is
 * escaped there (GFM reads `\|` inside code spans in tables as the pipe).
 */
export function mdCode(value: unknown, inTable = false): string {
  let text = plainText(value);
  if (inTable) text = text.replaceAll('|', '\\|');
  let longest = 0;
  let run = 0;
  for (const ch of text) {
    run = ch === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** JSON that a terminal prints as it is: the characters JSON.stringify leaves raw are written as \u escapes. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    JSON_UNSAFE,
    (c) => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`,
  );
}
