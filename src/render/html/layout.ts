// The shared HTML document: head, skip links, header, main and footer; nothing for machines is visible above the header.
import type { Site, SitePage } from '../../content/site.js';
import { escapeHtml } from './escape.js';
import { renderFooter } from './shell/footer.js';
import { type HeadOptions, renderHead } from './shell/head.js';
import { renderHeader } from './shell/header.js';
import { curlQuotes } from './typography.js';

export { documentTitle } from './shell/head.js';

export interface DocumentParts extends HeadOptions {
  site: Site;
  page: SitePage;
  /** Everything inside <main>, already HTML. */
  main: string;
  /** The page the header marks as current, and whose twin the footer links; none for the 404. */
  current?: SitePage;
  /** Words the page's scripts say (a copy button, a tool's refusals), handed to them on <main>. */
  scriptWords?: Readonly<Record<string, string>>;
}

/** The words of the copy buttons, for pages with code blocks. */
export function copyScriptWords(site: Site): Record<string, string> {
  return { copy: site.words.page.copy, copied: site.words.page.copied };
}

/**
 * The agents' way in from the top of every page is a link to /llms.txt opening the main content (agent-readiness
 * checkers look for one near the start of the body, past the navigation); like the skip link, it shows only
 * when focused, so the first thing a person sees is still the page.
 */
export function renderDocument(parts: DocumentParts): string {
  const { site, page, main } = parts;
  const current = parts.standalone ? parts.current : (parts.current ?? page);
  return curlQuotes(
    `<!DOCTYPE html>
<html lang="${escapeHtml(site.identity.language)}">
${renderHead(site, page, parts)}
<body>
<a class="skip-link" href="#main">${escapeHtml(site.words.page.skipLink)}</a>
${renderHeader(site, current)}
<main id="main"${parts.scriptWords ? ` data-words="${escapeHtml(JSON.stringify(parts.scriptWords))}"` : ''}>
<a class="skip-link" href="/llms.txt" data-markdown-ignore>${escapeHtml(site.words.page.agentsLink)}</a>
${main}
</main>
${renderFooter(site, current)}
</body>
</html>
`,
    site.identity.language,
  );
}
