// The site-internal links of a page body (root-relative, or written as {{base_url}}/...), each with its line.
import MarkdownIt from 'markdown-it';
import type { SitePage } from './site.js';

const markdown = new MarkdownIt({ html: true });
const BASE_URL_TOKEN = /\{\{\s*base_url\s*\}\}/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface PageLink {
  /** The path linked to, without query or fragment: `/privacy`. */
  path: string;
  /** 1-based line in the page file. */
  line: number;
}

/**
 * Links and images as a CommonMark reader sees them (code blocks and spans are not links). A relative
 * destination resolves against the page's own path, which is always one segment below the root.
 */
export function findInternalLinks(page: SitePage): PageLink[] {
  const links: PageLink[] = [];
  const tokens = markdown.parse(page.body.replace(BASE_URL_TOKEN, ''), {});
  for (const block of tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const line = (block.map?.[0] ?? 0) + (page.bodyLine ?? 1);
    for (const token of block.children) {
      const attribute = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
      const destination = attribute ? String(token.attrGet(attribute) ?? '') : '';
      if (!destination || destination.startsWith('#') || destination.startsWith('//')) continue;
      if (SCHEME.test(destination)) continue;
      const path = new URL(destination, 'http://site.invalid/').pathname;
      links.push({ path: safeDecode(path), line });
    }
  }
  return links;
}

const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
