// Makes every link and image destination in a Markdown document absolute, so a twin read out of context
// (summarised, chunked, pasted) keeps every target. Code blocks and code spans are left exactly as written.
import MarkdownIt from 'markdown-it';

// Block structure only: which lines are code (fenced or indented) or raw HTML, as any CommonMark reader sees them.
const blocks = new MarkdownIt({ html: true });
const VERBATIM = new Set(['fence', 'code_block', 'html_block']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const REFERENCE_DEFINITION = /^( {0,3}\[[^\]]+\]:[ \t]*)(<[^>\n]*>|\S+)/;

/**
 * `pageUrl` is where the document lives (relative paths resolve against it); `baseUrl` is BASE_URL, which
 * root-relative paths ("/privacy") hang off, as every URL of the site does (BASE_URL may carry a path).
 */
export function absolutizeLinks(markdown: string, baseUrl: string, pageUrl: string): string {
  const resolve = (destination: string): string => {
    if (destination === '' || destination.startsWith('#') || SCHEME.test(destination)) return destination;
    if (destination.startsWith('//')) return new URL(destination, baseUrl).href;
    if (destination.startsWith('/')) return `${baseUrl}${destination}`;
    return new URL(destination, pageUrl).href;
  };
  const lines = markdown.split('\n');
  const verbatim = new Array<boolean>(lines.length).fill(false);
  for (const token of blocks.parse(markdown, {})) {
    if (VERBATIM.has(token.type) && token.map) verbatim.fill(true, token.map[0], token.map[1]);
  }
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(rewriteProse(prose.join('\n'), resolve));
    prose = [];
  };
  lines.forEach((line, i) => {
    if (verbatim[i]) {
      flush();
      out.push(line);
    } else {
      prose.push(
        line.replace(REFERENCE_DEFINITION, (_, lead: string, dest: string) => lead + wrap(dest, resolve)),
      );
    }
  });
  flush();
  return out.join('\n');
}

/** A destination as written, angle brackets kept. */
function wrap(destination: string, resolve: (d: string) => string): string {
  return destination.startsWith('<') ? `<${resolve(destination.slice(1, -1))}>` : resolve(destination);
}

/**
 * Rewrites the destination of inline links and images: a `](` that closes an unescaped `[` outside code
 * spans (so `\\[x](/y)` and `` `[x](/y)` `` stay text, as CommonMark reads them).
 */
function rewriteProse(text: string, resolve: (d: string) => string): string {
  let out = '';
  let open = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      const end = codeSpanEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === '[') {
      open += 1;
      out += c;
      i += 1;
    } else if (c === ']' && open > 0 && text[i + 1] === '(') {
      open -= 1;
      const start = i + 2 + (/^[ \t]*\n?[ \t]*/.exec(text.slice(i + 2))?.[0].length ?? 0);
      const end = destinationEnd(text, start);
      out += text.slice(i, start) + wrap(text.slice(start, end), resolve);
      i = end;
    } else {
      if (c === ']' && open > 0) open -= 1;
      out += c;
      i += 1;
    }
  }
  return out;
}

/** CommonMark code spans: a run of N backticks closed by the next run of exactly N; unclosed runs are literal. */
function codeSpanEnd(text: string, start: number): number {
  let run = 0;
  while (text[start + run] === '`') run += 1;
  for (let j = start + run; j < text.length; ) {
    if (text[j] !== '`') {
      j += 1;
      continue;
    }
    let close = 0;
    while (text[j + close] === '`') close += 1;
    if (close === run) return j + close;
    j += close;
  }
  return start + run;
}

/** End of a link destination: `<…>`, or up to whitespace or the `)` that balances the opening one. */
function destinationEnd(text: string, start: number): number {
  if (text[start] === '<') {
    const close = text.indexOf('>', start);
    return close === -1 || text.slice(start, close).includes('\n') ? start : close + 1;
  }
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') i += 1;
    else if (/\s/.test(c)) break;
    else if (c === '(') depth += 1;
    else if (c === ')') {
      if (depth === 0) break;
      depth -= 1;
    }
  }
  return i;
}
