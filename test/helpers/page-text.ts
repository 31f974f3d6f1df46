// Text as a page for people shows it: escaped for HTML, its straight quotes made the language's curly ones.
import type { Site } from '../../src/content/site.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { curlQuotes } from '../../src/render/html/typography.js';

export function pageText(site: Site, text: string): string {
  return curlQuotes(escapeHtml(text), site.identity.language);
}
