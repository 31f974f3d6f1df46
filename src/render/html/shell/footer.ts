// The bottom of every page: the assistant block, then contact, address, legal name, pages, social links,
// and the agent files in a small row.
import type { Site, SitePage } from '../../../content/site.js';
import { telephoneUri } from '../../../content/telephone.js';
import { menuPages, pagePath } from '../../../domain/pages.js';
import { escapeHtml as e } from '../escape.js';
import { regionName } from '../region-names.js';
import { renderBrand } from './header.js';

/** How a person points an assistant at this site; the twin link is this page's own Markdown. */
export function renderAssistantBlock(site: Site, page: SitePage | undefined): string {
  const base = site.baseUrl;
  const twin = page
    ? `\n<p><a class="twin-link" href="/${e(page.slug)}.md">View this page as Markdown</a></p>`
    : '';
  return `<aside class="assistant" aria-labelledby="assistant-title">
<div class="wrap grid">
<div>
<h2 id="assistant-title">Ask an assistant about this offer</h2>
<p>Any AI assistant that can read the web can answer questions about the offer from this site’s own words: give it the address below, or connect an MCP client.</p>${twin}
</div>
<ul>
<li><code>${e(`${base}/llms.txt`)}</code><span>A plain-text guide to the offer and every page, for chat assistants.</span></li>
<li><code>${e(`${base}/mcp`)}</code><span>The MCP endpoint, for assistants and tools that connect to MCP servers.</span></li>
</ul>
</div>
</aside>`;
}

function renderContact(site: Site): string {
  const { name, legalName, email, telephone, address: a } = site.identity;
  const locality = [a.addressLocality, [a.addressRegion, a.postalCode].filter(Boolean).join(' ')].join(', ');
  // Hyphens in a phone number must not wrap; U+2011 is the non-breaking hyphen.
  const phone = telephone
    ? `<br><a href="${e(telephoneUri(telephone))}">${e(telephone.replace(/-/g, '\u2011').replace(/ /g, '\u00a0'))}</a>`
    : '';
  return `<div>
<h2>Contact</h2>
<address>
<a href="mailto:${e(email)}">${e(email)}</a>${phone}<br>
${e(legalName ?? name)}<br>
${e(a.streetAddress)}<br>
${e(locality)}<br>
${e(regionName(a.addressCountry))}
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
  return `<footer class="site-footer">
<div class="wrap footer-grid">
<div>
${renderBrand(site)}
<p class="footer-tagline">${e(tagline)}</p>
</div>
${renderContact(site)}
<nav aria-label="Site">
<h2>Site</h2>
<ul>
${pages.join('\n')}
</ul>
</nav>${social.length ? `\n<nav aria-label="Elsewhere">\n<h2>Elsewhere</h2>\n<ul>\n${social.join('\n')}\n</ul>\n</nav>` : ''}
</div>
<div class="wrap">
<div class="footer-base">
<p>${e(legalName ?? name)}</p>
<nav aria-label="For AI agents">
<ul class="agent-links">
${agents.join('\n')}
</ul>
</nav>
</div>
</div>
</footer>`;
}
