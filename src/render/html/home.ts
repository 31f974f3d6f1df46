// The homepage hero: the offer's name, price, duration and its three actions as real links.
import type { Site, SitePage } from '../../content/site.js';
import { buildOffer, formatDuration, formatMoney, listActions } from '../../domain/offer.js';
import { escapeHtml } from './escape.js';

/** Checkout leads, the call follows, e-mail is the quiet option; unknown keys keep the content's order. */
const ACTION_STYLE: Record<string, string> = {
  checkout: 'button button-primary',
  call: 'button button-secondary',
  email: 'button button-quiet',
};

export function renderActionLinks(site: Site): string {
  const actions = listActions(site).map((a) => [a.key, a] as const);
  const items = actions.map(
    ([key, a]) =>
      `<li><a class="${ACTION_STYLE[key] ?? 'button button-secondary'}" href="${escapeHtml(a.url)}" data-action="${escapeHtml(key)}">${escapeHtml(a.name)}</a></li>`,
  );
  return `<ul class="actions">\n${items.join('\n')}\n</ul>`;
}

export function renderHero(site: Site, page: SitePage): string {
  const offer = buildOffer(site);
  const e = escapeHtml;
  const model = offer.price.model ? ` <small>${e(offer.price.model)}</small>` : '';
  const deliverables = offer.deliverables.map((d) => `<li>${e(d.name)}</li>`).join('\n');
  return `<section class="hero" aria-labelledby="page-title">
<div class="wrap hero-grid">
<div>
<p class="kicker">${e(offer.name)}${offer.provider ? ` · ${e(offer.provider)}` : ''}</p>
<h1 id="page-title">${e(page.title)}</h1>
<p class="lede">${e(site.identity.tagline)}</p>
<dl class="facts">
<div><dt>Price</dt><dd>${e(formatMoney(offer.price.amount, offer.price.currency))}${model}</dd></div>
<div><dt>Duration</dt><dd>${e(formatDuration(offer))}</dd></div>
</dl>
${renderActionLinks(site)}
</div>
<aside class="hero-card panel" aria-labelledby="hero-card-title">
<h2 id="hero-card-title">What you get</h2>
${offer.summary ? `<p>${e(offer.summary)}</p>` : ''}
<ul class="deliverables">
${deliverables}
</ul>
</aside>
</div>
</section>`;
}
