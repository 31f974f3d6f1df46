// The bottom of every page: the assistant block, then contact, address, legal name, pages, social links,
// and the agent files in a small row.
import type { Site, SitePage } from '../../../content/site.js';
import { menuPages, pagePath } from '../../../domain/pages.js';
import { escapeHtml as e } from '../escape.js';
import { renderBrand } from './header.js';

/** How a person points an assistant at this site; the twin link is this page's own Markdown. */
export function renderAssistantBlock(site: Site, page: SitePage | undefined): string {
  const base = site.baseUrl;
  const w = site.words.assistant;
  const twin = page ? `\n<p><a class="twin-link" href="/${e(page.slug)}.md">${e(w.twin)}</a></p>` : '';
  return `<aside class="assistant" aria-labelledby="assistant-title">
<div class="wrap grid">
<div>
<h2 id="assistant-title">${e(w.title)}</h2>
<p>${e(w.body)}</p>${twin}
</div>
<ul>
<li><code>${e(`${base}/llms.txt`)}</code><span>${e(w.llms)}</span></li>
<li><code>${e(`${base}/mcp`)}</code><span>${e(w.mcp)}</span></li>
</ul>
</div>
</aside>`;
}

function renderContact(site: Site): string {
  const { name, legalName, email, telephone, address: a } = site.identity;
  const locality = [a.addressLocality, [a.addressRegion, a.postalCode].filter(Boolean).join(' ')].join(', ');
  // Hyphens in a phone number must not wrap; U+2011 is the non-breaking hyphen.
  const phone = telephone
    ? `<br><a href="tel:${e(telephone.replace(/[^+\d]/g, ''))}">${e(telephone.replace(/-/g, '\u2011'))}</a>`
    : '';
  return `<div>
<h2>${e(site.words.footer.contact)}</h2>
<address>
<a href="mailto:${e(email)}">${e(email)}</a>${phone}<br>
${e(legalName ?? name)}<br>
${e(a.streetAddress)}<br>
${e(locality)}<br>
${e(site.locale.region(a.addressCountry))}
</address>
</div>`;
}

export function renderFooter(site: Site): string {
  const footerPages = menuPages(site, 'footer');
  const pages = (footerPages.length > 0 ? footerPages : site.pages).map(
    (p) => `<li><a href="${pagePath(p.slug)}">${e(p.nav)}</a></li>`,
  );
  const social = site.identity.social.map((s) => `<li><a href="${e(s.url)}" rel="me">${e(s.name)}</a></li>`);
  const agents = [
    ['/llms.txt', 'llms.txt'],
    ['/agents.md', 'agents.md'],
    ['/openapi.json', 'OpenAPI'],
    ['/.well-known/mcp.json', 'MCP'],
  ].map(([href, label]) => `<li><a href="${href}">${label}</a></li>`);
  const { name, legalName, tagline } = site.identity;
  const nav = site.words.nav;
  return `<footer class="site-footer">
<div class="wrap footer-grid">
<div>
${renderBrand(site)}
<p class="footer-tagline">${e(tagline)}</p>
</div>
${renderContact(site)}
<nav aria-label="${e(nav.site)}">
<h2>${e(nav.site)}</h2>
<ul>
${pages.join('\n')}
</ul>
</nav>${social.length ? `\n<nav aria-label="${e(nav.elsewhere)}">\n<h2>${e(nav.elsewhere)}</h2>\n<ul>\n${social.join('\n')}\n</ul>\n</nav>` : ''}
</div>
<div class="wrap">
<div class="footer-base">
<p>${e(legalName ?? name)}</p>
<nav aria-label="${e(nav.agents)}">
<ul class="agent-links">
${agents.join('\n')}
</ul>
</nav>
</div>
</div>
</footer>`;
}
