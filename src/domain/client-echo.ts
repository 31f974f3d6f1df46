// The one rule for echoing client-supplied text (a path, a slug, a property name) back in any body.

/** Longest echo, in characters of the encoded form: an echo never grows with what a client sends. */
export const MAX_ECHO_CHARS = 120;

const encoder = new TextEncoder();

const percentEncode = (char: string) =>
  Array.from(encoder.encode(char), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * Printable ASCII except space, backtick and backslash stays as is; everything else (control characters,
 * line breaks, non-ASCII, space, ` and \) is percent-encoded as UTF-8. The result is one line of at most
 * MAX_ECHO_CHARS characters (plus "…" when cut) that cannot close a Markdown code span or start a new
 * block; for a request target it is the still-encoded form. HTML still escapes it like any text.
 */
export function echoClientText(text: string, max = MAX_ECHO_CHARS): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    const piece = code > 0x20 && code < 0x7f && char !== '`' && char !== '\\' ? char : percentEncode(char);
    if (out.length + piece.length > max) return `${out}…`;
    out += piece;
  }
  return out;
}

/**
 * Control characters, line/paragraph separators and the bidi controls (marks, embeddings, overrides,
 * isolates), which no echo of client text may carry: a terminal escape or an override would restyle or
 * reorder whatever is shown after it.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Client text with every control character turned into a space: for values shown back as they were typed
 * (the fit form's fields, an MCP prompt's argument).
 */
export function blankControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}
