// Markdown fragments generated from the model, which page bodies pull in with {{tokens}} so no fact is typed twice.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import {
  buildOffer,
  describePriceTerms,
  describeRevenueBand,
  formatDuration,
  formatPrice,
  listActions,
} from '../../domain/offer.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import { addressLines } from '../address-lines.js';

/** Parts of the offer a page may place on its own with {{deliverables}} and {{fit}}; the offer block then omits them. */
export interface OfferBlockOptions {
  deliverables?: boolean;
  fit?: boolean;
}

export function renderOfferBlock(
  site: Site,
  options: OfferBlockOptions = { deliverables: true, fit: true },
): string {
  const offer = buildOffer(site);
  const w = site.words.offer;
  const { colon } = site.words.typography;
  return [
    `### ${offer.name}`,
    '',
    offer.summary ?? '',
    '',
    `- **${w.price}${colon}** ${formatPrice(site)} (${describePriceTerms(site)})`,
    `- **${w.duration}${colon}** ${formatDuration(site)}`,
    offer.guarantee ? `- **${w.guarantee}${colon}** ${offer.guarantee}` : '',
    offer.credit ? `- **${w.credit}${colon}** ${offer.credit}` : '',
    ...(options.deliverables ? ['', `#### ${w.whatYouGet}`, '', renderDeliverablesBlock(site)] : []),
    ...(options.fit ? ['', renderFitBlock(site, '####')] : []),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

export function renderDeliverablesBlock(site: Site): string {
  return buildOffer(site)
    .deliverables.map((d) => `- **${d.name}${site.words.typography.colon}** ${d.description}`)
    .join('\n');
}

/** Best fit and poor fit; `level` is the heading level of the two parts. */
export function renderFitBlock(site: Site, level = '###'): string {
  const { bestFit, poorFit } = site.offer;
  const tool = fitPage(site);
  const w = site.words.fitColumns;
  const { colon } = site.words.typography;
  return [
    `${level} ${w.bestFit}`,
    '',
    bestFit.description,
    '',
    `- ${w.revenue}${colon} ${describeRevenueBand(site)}`,
    `- ${w.roles}${colon} ${bestFit.roles.join(', ')}`,
    // The self-check, as the page for people offers it beside the criteria (its link made absolute in twins).
    '',
    `${tool.description} [${tool.title}](${pagePath(tool.slug)})`,
    ...(poorFit?.length ? ['', `${level} ${w.poorFit}`, '', ...poorFit.map((p) => `- ${p}`)] : []),
  ].join('\n');
}

/** Client quotes as attributed block quotes, then results with their sources. */
export function renderProofBlock(site: Site): string {
  const proof = site.proof;
  if (!proof) return '';
  const quotes = proof.quotes.map((q) => `> ${q.quote}\n>\n> — ${q.name}, ${q.role}, ${q.company}`);
  const results = proof.results.map(
    (r) => `- **${r.value}** ${r.label} (${fillWords(site.words.proof.source, { source: r.source })})`,
  );
  return [...quotes, results.join('\n'), proof.note ? `*${proof.note}*` : ''].filter(Boolean).join('\n\n');
}

export function renderActionsBlock(site: Site): string {
  return listActions(site, 'llms')
    .map((a) => `- [${a.name}](${a.url})`)
    .join('\n');
}

export function renderCriteriaBlock(site: Site): string {
  const w = site.words.criteria;
  return site.criteria
    .map(
      (c) =>
        `- **${c.text}** (\`${c.id}\`, ${fillWords(w.weight, { weight: c.weight })}${c.required ? `, ${w.requiredNote}` : ''})`,
    )
    .join('\n');
}

export function renderContactBlock(site: Site): string {
  const { email, telephone, links } = site.identity;
  const w = site.words.contact;
  const label = (text: string) => `- **${text}${site.words.typography.colon}**`;
  return [
    `${label(w.email)} [${email}](mailto:${email})`,
    `${label(w.call)} [${links.booking}](${links.booking})`,
    telephone ? `${label(w.telephone)} ${telephone}` : '',
    // Post goes to the legal entity, as the page for people says, in the country's address order.
    `${label(w.post)} ${addressLines(site).join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** {{people}}: who does the work, one line each (their own line, as the cards show it, and bio), for the twin. */
export function renderPeopleBlock(site: Site): string {
  return site.people
    .map((p) => `- **${p.name}, ${p.role}.**${p.caption ? ` *${p.caption}*` : ''}${p.bio ? ` ${p.bio}` : ''}`)
    .join('\n');
}
