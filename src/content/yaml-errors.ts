// YAML syntax errors as short content problems: position, reason, and the one offending line, cut and cleaned.
import { YAMLError } from 'yaml';

/** Widest excerpt of the offending line; a minified or binary line must not flood the start-up error. */
const EXCERPT_CHARS = 80;

/** Control characters (a terminal escape in a binary file, say) are shown as \xNN, never written raw. */
const clean = (text: string) =>
  text.replace(
    /[\p{Cc}\u2028\u2029]/gu,
    (c) => `\\x${(c.codePointAt(0) as number).toString(16).padStart(2, '0')}`,
  );

/**
 * `lineOffset` is how many lines of the file precede `text` (1 for front matter after its `---`), so the
 * line number is the file's. The excerpt is the offending line of this text only, at most EXCERPT_CHARS.
 */
export function describeYamlError(error: unknown, text: string, lineOffset = 0): string {
  if (!(error instanceof YAMLError) || !error.linePos) {
    return `not valid YAML: ${clean(String((error as Error).message ?? error).split('\n')[0] ?? '')}`;
  }
  const { line, col } = error.linePos[0];
  // The library's message repeats the position and its own excerpt after the reason: keep only the reason.
  const reason = clean(error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? '');
  const source = text.split(/\r?\n/)[line - 1] ?? '';
  const start = Math.max(0, Math.min(col - 1 - EXCERPT_CHARS / 2, source.length - EXCERPT_CHARS));
  const cut = source.slice(start, start + EXCERPT_CHARS);
  const excerpt = `${start > 0 ? '…' : ''}${clean(cut)}${start + EXCERPT_CHARS < source.length ? '…' : ''}`;
  const number = String(line + lineOffset);
  const caret = ' '.repeat((start > 0 ? 1 : 0) + clean(source.slice(start, Math.max(start, col - 1))).length);
  return [
    `not valid YAML at line ${number}, column ${col}: ${reason}`,
    `      ${number} | ${excerpt}`,
    `      ${' '.repeat(number.length)} | ${caret}^`,
  ].join('\n');
}
