// Server-rendered HTML for a content page: the page's Markdown rendered inside the shared layout,
// with the offer hero on the homepage and the self-check form on the fit page.
import type { Site, SitePage } from '../../content/site.js';
import { expandTokens } from '../markdown/page.js';
import { ASSET_PATHS } from './assets.js';
import { escapeHtml } from './escape.js';
import { type FitFormValues, renderFitForm } from './fit-form.js';
import { type FitOutcome, renderFitOutcome } from './fit-result.js';
import { renderHero } from './home.js';
import { renderDocument } from './layout.js';
import { renderMarkdownHtml } from './markdown.js';

// The first version of this module exported these helpers; other renderers may still import them from here.
export { escapeHtml } from './escape.js';
export { renderMarkdownHtml } from './markdown.js';

export interface FitPageState {
  values: FitFormValues;
  outcome?: FitOutcome;
}

function pageHead(page: SitePage): string {
  return `<div class="page-head">
<h1 id="page-title">${escapeHtml(page.title)}</h1>
<p class="lede">${escapeHtml(page.description)}</p>
</div>`;
}

/** Splits rendered HTML before its second <h2>, so the form follows the page's opening section. */
function splitAfterFirstSection(html: string): [string, string] {
  const second = html.indexOf('<h2>', html.indexOf('<h2>') + 1);
  return second === -1 ? [html, ''] : [html.slice(0, second), html.slice(second)];
}

function renderFitMain(site: Site, page: SitePage, body: string, state: FitPageState): string {
  const [intro, rest] = splitAfterFirstSection(body);
  const issues = state.outcome?.kind === 'problems' ? state.outcome.issues : [];
  return `<div class="wrap">
${pageHead(page)}
<div class="prose">
${intro}</div>
<div class="fit-tool">
${renderFitForm(site, state.values, issues)}
${renderFitOutcome(state.outcome)}
</div>
<div class="prose">
${rest}</div>
</div>`;
}

export function renderPageHtml(site: Site, page: SitePage, fit: FitPageState = { values: {} }): string {
  const body = renderMarkdownHtml(expandTokens(site, page.body));
  if (page.tool === 'fit') {
    return renderDocument({
      site,
      page,
      main: renderFitMain(site, page, body, fit),
      scripts: [ASSET_PATHS.fitScript],
    });
  }
  const main =
    page.slug === 'index'
      ? `${renderHero(site, page)}\n<div class="wrap">\n<div class="prose">\n${body}</div>\n</div>`
      : `<div class="wrap">\n${pageHead(page)}\n<div class="prose">\n${body}</div>\n</div>`;
  return renderDocument({ site, page, main });
}
