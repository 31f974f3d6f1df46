// The site-internal links of a page body (root-relative, or written as {{base_url}}/...), each with its line.
import type { SitePage } from './site.js';

const BASE_URL_TOKEN = /\{\{\s*base_url\s*\}\}/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s/;
/** An inline link or image destination: `](dest` or `](<dest>`. */
const INLINE = /\]\(\s*(?:<([^>\n]*)>|([^)\s]+))/g;
/** A reference definition: `[label]: dest`. */
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(?:<([^>\n]*)>|(\S+))/;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

export interface PageLink {
  /** The path linked to, without query or fragment: `/privacy`. */
  path: string;
  /** 1-based line in the page file. */
  line: number;
}

const indent = (line: string) => line.length - line.trimStart().length;

/**
 * Links and images of the body, found line by line: start-up reads every page, so this is a scan, not a
 * Markdown parse (markdown-it took ~40 ms for the sample's pages). Fenced and indented code blocks and code
 * spans are not links. A relative destination resolves against the page's path, one segment below the root.
 */
export function findInternalLinks(page: SitePage): PageLink[] {
  const links: PageLink[] = [];
  let fence: string | undefined;
  let indented = false;
  let previous = '';
  let lastText = '';
  page.body.split('\n').forEach((raw, i) => {
    const line = raw.replace(BASE_URL_TOKEN, '');
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else {
      const blank = line.trim() === '';
      // An indented block opens after a blank line, unless it continues a list item.
      if (!indented && indent(line) >= 4 && previous.trim() === '' && !LIST_ITEM.test(lastText))
        indented = true;
      else if (indented && !blank && indent(line) < 4) indented = false;
      if (!indented && !blank) {
        for (const destination of destinations(line)) {
          const path = resolve(destination);
          if (path) links.push({ path, line: (page.bodyLine ?? 1) + i });
        }
        if (indent(line) < 4) lastText = line;
      }
    }
    previous = line;
  });
  return links;
}

function destinations(line: string): string[] {
  const text = line.replace(CODE_SPAN, '');
  const found = [...text.matchAll(INLINE)].map((m) => m[1] ?? m[2] ?? '');
  const definition = DEFINITION.exec(text);
  if (definition) found.push(definition[1] ?? definition[2] ?? '');
  return found;
}

/** The site path a destination names, or undefined for external, fragment-only and other-scheme links. */
function resolve(destination: string): string | undefined {
  if (!destination || destination.startsWith('#') || destination.startsWith('//')) return undefined;
  if (SCHEME.test(destination)) return undefined;
  const path = new URL(destination, 'http://site.invalid/').pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
