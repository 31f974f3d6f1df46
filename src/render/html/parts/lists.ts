// The contact details and the fit criteria as cards, for the {{contact}} and {{criteria}} tokens.
import type { Site } from '../../../content/site.js';
import { criterionText } from '../../../domain/fit/fit.js';
import { escapeHtml as e } from '../escape.js';
import { renderAddressHtml } from './address.js';

export function renderContactCards(site: Site): string {
  const { email, telephone, links } = site.identity;
  const card = (label: string, body: string) => `<li><p class="card-label">${label}</p>${body}</li>`;
  return `<ul class="contact-list">
${[
  card('E-mail', `<a href="mailto:${e(email)}">${e(email)}</a>`),
  card('Book a call', `<a href="${e(links.booking)}">${e(links.booking.replace(/^https?:\/\//, ''))}</a>`),
  telephone
    ? card(
        'Telephone',
        `<a href="tel:${e(telephone.replace(/[^+\d]/g, ''))}">${e(telephone.replace(/-/g, '\u2011'))}</a>`,
      )
    : '',
  // The same lines as the footer's address, so the site writes one address one way.
  card('Post', `<span>${renderAddressHtml(site)}</span>`),
]
  .filter(Boolean)
  .join('\n')}
</ul>`;
}

/** People read the criteria in words; ids and weights stay in the Markdown twin and the API. */
export function renderCriteriaCards(site: Site): string {
  const items = site.offer.criteria.map(
    (c) =>
      `<li><span>${e(criterionText(site, c.criterion))}</span>${
        c.required ? '<span class="badge">Required</span>' : '<span class="badge badge-quiet">Optional</span>'
      }</li>`,
  );
  return `<ul class="criteria">\n${items.join('\n')}\n</ul>`;
}
