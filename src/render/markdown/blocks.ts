// Markdown fragments generated from the model, which page bodies pull in with {{tokens}} so no fact is typed twice.
import type { Site } from '../../content/site.js';
import { criterionText } from '../../domain/fit.js';
import { buildOffer, formatDuration, formatMoney, formatNumber, listActions } from '../../domain/offer.js';

export function renderOfferBlock(site: Site): string {
  const offer = buildOffer(site);
  const { bestFit, poorFit } = site.offer;
  const band = bestFit.revenueRange;
  return [
    `### ${offer.name}`,
    '',
    offer.summary ?? '',
    '',
    `- **Price:** ${formatMoney(offer.price.amount, offer.price.currency)}, ${offer.price.model ?? 'fixed'} price`,
    `- **Duration:** ${formatDuration(offer)}`,
    offer.guarantee ? `- **Guarantee:** ${offer.guarantee}` : '',
    offer.credit ? `- **Credit:** ${offer.credit}` : '',
    '',
    '#### What you get',
    '',
    ...offer.deliverables.map((d) => `- **${d.name}:** ${d.description}`),
    '',
    '#### Best fit',
    '',
    bestFit.description,
    '',
    `- Annual revenue: ${formatNumber(band.min)} to ${formatNumber(band.max)} ${band.currency}`,
    `- Roles: ${bestFit.roles.join(', ')}`,
    '',
    '#### Poor fit',
    '',
    ...(poorFit ?? []).map((p) => `- ${p}`),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

export function renderActionsBlock(site: Site): string {
  return listActions(site)
    .map((a) => `- [${a.name}](${a.url})`)
    .join('\n');
}

export function renderCriteriaBlock(site: Site): string {
  return site.offer.criteria
    .map(
      (c) =>
        `- **${criterionText(site, c.criterion)}** (\`${c.id}\`, weight ${c.weight}${c.required ? ', required' : ''})`,
    )
    .join('\n');
}

export function renderContactBlock(site: Site): string {
  const { email, telephone, links, address, name } = site.identity;
  const street = [address.streetAddress, address.addressLocality, address.addressRegion, address.postalCode]
    .filter(Boolean)
    .join(', ');
  return [
    `- **E-mail:** [${email}](mailto:${email})`,
    `- **Book a call:** [${links.booking}](${links.booking})`,
    telephone ? `- **Telephone:** ${telephone}` : '',
    `- **Post:** ${name}, ${street}, ${address.addressCountry}`,
  ]
    .filter(Boolean)
    .join('\n');
}
