// Curly quotes in a page's text: owners type straight quotes in YAML, Markdown already gets curly ones, and a page
// that mixes the two looks unfinished. One pass over a rendered page (once per page, never per request).

/** The language's quotation marks: double open, double close, single open, apostrophe and single close. */
const MARKS: Readonly<Record<string, readonly [string, string, string, string]>> = {
  en: ['\u201c', '\u201d', '\u2018', '\u2019'],
  de: ['\u201e', '\u201c', '\u201a', '\u2019'],
  fr: ['\u00ab\u202f', '\u202f\u00bb', '\u2018', '\u2019'],
  es: ['\u00ab', '\u00bb', '\u2018', '\u2019'],
  it: ['\u00ab', '\u00bb', '\u2018', '\u2019'],
  nl: ['\u201c', '\u201d', '\u2018', '\u2019'],
  pt: ['\u201c', '\u201d', '\u2018', '\u2019'],
};

/** Elements whose text is code or data: their quotes stay as typed. */
const VERBATIM = new Set(['script', 'style', 'pre', 'code', 'textarea', 'kbd', 'samp']);
const STRAIGHT = /&quot;|&#39;|&#x27;|["']/g;

/** A quote opens after the start, a space or an opening bracket or dash; anywhere else it closes (or is an apostrophe). */
const opens = (before: string) => before === '' || /[\s([{\u2014\u2013/-]$/.test(before);

function curlText(text: string, marks: readonly [string, string, string, string]): string {
  // Entities and raw quotes alike: a page's text holds escaped ones, a tool result's plain text raw ones.
  return text.replace(STRAIGHT, (quote, offset: number) => {
    const before = text.slice(Math.max(0, offset - 1), offset);
    const double = quote === '"' || quote === '&quot;';
    if (double) return opens(before) ? marks[0] : marks[1];
    return opens(before) ? marks[2] : marks[3];
  });
}

const marksFor = (language: string) =>
  MARKS[language.toLowerCase().split('-')[0] ?? ''] ?? (MARKS.en as (typeof MARKS)['en']);

/** Plain text (not HTML) with its straight quotes made curly: the MCP App views' text from tool results. */
export function curlPlainText(text: string, language: string): string {
  return curlText(text, marksFor(language));
}

/**
 * The page with straight quotes in its text (not in tags, comments, code or scripts) made curly in the page's
 * language; a language without its own marks takes the English ones.
 */
export function curlQuotes(html: string, language: string): string {
  const marks = marksFor(language);
  let out = '';
  let i = 0;
  let verbatim: string | undefined;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt === -1 ? html.length : lt;
    const text = html.slice(i, end);
    out += verbatim || !text ? text : curlText(text, marks);
    if (lt === -1) break;
    const close = html.startsWith('<!--', lt) ? html.indexOf('-->', lt) + 3 : html.indexOf('>', lt) + 1;
    const tag = html.slice(lt, close > lt ? close : html.length);
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (name && VERBATIM.has(name)) {
      if (tag.startsWith('</')) {
        if (verbatim === name) verbatim = undefined;
      } else if (!verbatim) verbatim = name;
    }
    out += tag;
    i = close > lt ? close : html.length;
  }
  return out;
}
