// The bottom of every page: contact, address, legal name, pages, social links, and a small row for agents
// (llms.txt, this page's Markdown twin, OpenAPI, MCP): agents also find them from <head> and Link headers.
import type { Site, SitePage } from '../../../content/site.js';
import { telephoneUri } from '../../../content/telephone.js';
import { menuPages, pagePath } from '../../../domain/pages.js';
import { escapeHtml as e } from '../escape.js';
import { renderAddressHtml } from '../parts/address.js';
import { renderBrand } from './header.js';

function renderContact(site: Site): string {
  const { email, telephone } = site.identity;
  // Hyphens in a phone number must not wrap; U+2011 is the non-breaking hyphen.
  const phone = telephone
    ? `<br><a href="${e(telephoneUri(telephone))}">${e(telephone.replace(/-/g, '\u2011').replace(/ /g, '\u00a0'))}</a>`
    : '';
  return `<div>
<h2>${e(site.words.footer.contact)}</h2>
<address>
<a href="mailto:${e(email)}">${e(email)}</a>${phone}<br>
${renderAddressHtml(site)}
</address>
</div>`;
}

export function renderFooter(site: Site, current?: SitePage): string {
  const footerPages = menuPages(site, 'footer');
  const pages = (footerPages.length > 0 ? footerPages : site.pages).map(
    (p) => `<li><a href="${pagePath(p.slug)}">${e(p.nav)}</a></li>`,
  );
  const social = site.identity.social.map((s) => `<li><a href="${e(s.url)}" rel="me">${e(s.name)}</a></li>`);
  const agents = [
    ['/llms.txt', 'llms.txt'],
    ...(current ? [[`/${current.slug}.md`, site.words.footer.twin]] : []),
    ['/agents.md', 'agents.md'],
    ['/openapi.json', 'OpenAPI'],
    ['/.well-known/mcp.json', 'MCP'],
  ].map(([href, label]) => `<li><a href="${e(href ?? '')}">${e(label ?? '')}</a></li>`);
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
