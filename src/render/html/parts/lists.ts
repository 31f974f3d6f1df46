// The contact details and the fit criteria as cards, for the {{contact}} and {{criteria}} tokens.
import type { Site } from '../../../content/site.js';
import { telephoneUri } from '../../../content/telephone.js';
import { buildOffer } from '../../../domain/offer.js';
import { escapeHtml as e } from '../escape.js';
import { renderAddressHtml } from './address.js';
import { renderFaces } from './people.js';

/**
 * The ways to reach a person, as cards whose links are full-size targets; the booking link reads as the call's own
 * name, never as its address. `faces`: the people who answer stand above the cards (a page that lists them in
 * full with {{people}} does not need them twice).
 */
export function renderContactCards(site: Site, faces = true): string {
  const { email, telephone, links } = site.identity;
  const w = site.words.contact;
  const call = buildOffer(site).actions?.call.name ?? w.call;
  const card = (label: string, body: string) => `<li><p class="card-label">${e(label)}</p>${body}</li>`;
  const people = faces ? renderFaces(site) : '';
  return `${people ? `<div class="who-answers">\n<h3 class="card-label">${e(w.people)}</h3>\n${people}\n</div>\n` : ''}<ul class="contact-list">
${[
  card(w.email, `<a href="mailto:${e(email)}">${e(email)}</a>`),
  card(w.call, `<a href="${e(links.booking)}">${e(call)}</a>`),
  telephone
    ? card(
        w.telephone,
        `<a href="${e(telephoneUri(telephone))}">${e(telephone.replace(/-/g, '\u2011').replace(/ /g, '\u00a0'))}</a>`,
      )
    : '',
  // The same lines as the footer's address, so the site writes one address one way.
  card(w.post, `<span>${renderAddressHtml(site)}</span>`),
]
  .filter(Boolean)
  .join('\n')}
</ul>`;
}

/** People read the criteria in words; ids and weights stay in the Markdown twin and the API. */
export function renderCriteriaCards(site: Site): string {
  const w = site.words.criteria;
  const items = site.criteria.map(
    (c) =>
      // The badge is the card's way of saying what the twin says as "(…, required)": marked so that
      // parity checkers compare the criterion's text, not the two renderings of that fact.
      `<li><span>${e(c.text)}</span>\n${
        c.required
          ? `<span class="badge" data-markdown-ignore>${e(w.required)}</span>`
          : `<span class="badge badge-quiet" data-markdown-ignore>${e(w.optional)}</span>`
      }</li>`,
  );
  return `<ul class="criteria">\n${items.join('\n')}\n</ul>`;
}
