// A content page's title block and its prose, one element per `##` section: shared by reading pages and the fit page.
import { PAGE_TOKEN_TABLE, PAGE_TOKENS, usesToken } from '../../content/page-tokens.js';
import type { Site, SitePage } from '../../content/site.js';
import { type BodySection, faqItems, renderBodyHtml, renderFaq } from './body.js';
import { escapeHtml as e } from './escape.js';

const BLOCK_TOKENS = PAGE_TOKENS.filter((t) => PAGE_TOKEN_TABLE[t].kind === 'block');

/**
 * Whether a page shows when it last changed: a text read for its terms (privacy, imprint), that is a footer page
 * of plain prose. Sales pages, tools and pages built from the site's facts (developers, contact) carry no date;
 * their twins and JSON-LD still do.
 */
function showsUpdated(page: SitePage): boolean {
  return !page.tool && page.menu === 'footer' && !BLOCK_TOKENS.some((t) => usesToken(page.body, t));
}

export function pageHead(site: Site, page: SitePage, extraClass = ''): string {
  const updated = !showsUpdated(page)
    ? ''
    : `<p class="page-updated">${e(site.words.page.updated)} <time datetime="${e(page.updated)}">${e(site.locale.date(page.updated))}</time></p>`;
  return `<div class="page-head${extraClass}">
<div class="wrap">
<h1 id="page-title">${e(page.title)}</h1>
<p class="lede">${e(page.description)}</p>
${updated}
</div>
</div>`;
}

/** One `##` section in its own element: below the first screen it skips layout until read (prose-section). */
function renderSection(site: Site, page: SitePage, s: BodySection): string {
  const faq = faqItems(s.markdown);
  const body = faq ? renderFaq(site, page, faq) : renderBodyHtml(site, page, s.markdown);
  return `<section class="prose-section">\n<h2 id="${e(s.id)}">${renderBodyHtml(site, page, s.title)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1')}</h2>\n${body}</section>`;
}

export function renderProse(site: Site, page: SitePage, intro: string, sections: BodySection[]): string {
  const parts = [
    intro ? renderBodyHtml(site, page, intro) : '',
    ...sections.map((s) => renderSection(site, page, s)),
  ];
  return parts.filter(Boolean).join('\n');
}
