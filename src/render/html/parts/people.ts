// The people who sell the week: the founder beside the hero and the team as cards, with their portraits.
// Portraits are laid out for real photos: a fixed aspect ratio, object-fit, and width/height for CLS 0.
import type { Site } from '../../../content/site.js';
import { findAsset } from '../../content-assets.js';
import { escapeHtml as e } from '../escape.js';

type PersonView = Site['people'][number];

const sitePeople = (site: Site): readonly PersonView[] => site.people ?? [];

/** The founder: the person marked so, else the first listed. */
export function findFounder(site: Site): PersonView | undefined {
  const people = sitePeople(site);
  return people.find((p) => p.kind === 'founder') ?? people[0];
}

/**
 * A square portrait (CSS crops any photo to it with object-fit); above the fold eager, below lazy. Never at high
 * priority: the hero's largest paint is its headline, so the portrait must not queue ahead of the fonts and CSS.
 */
export function renderPortrait(site: Site, photo: string | undefined, size: number, eager = false): string {
  const asset = photo ? findAsset(site, photo) : undefined;
  if (!asset) return '';
  const height = size;
  const loading = eager ? ' decoding="async"' : ' loading="lazy" decoding="async"';
  return `<img class="portrait" src="${e(asset.url)}" alt="" width="${size}" height="${height}"${loading}>`;
}

export function renderFounderCard(site: Site): string {
  const founder = findFounder(site);
  if (!founder) return '';
  const portrait = renderPortrait(site, founder.photo, 320, true);
  return `<figure class="founder${portrait ? '' : ' founder-plain'}">
${portrait}
<figcaption><span class="card-label">${e(site.words.people.founder)}</span><strong>${e(founder.name)}</strong><span>${e(founder.role)}</span></figcaption>
</figure>`;
}

export function renderPeopleCards(site: Site): string {
  const cards = sitePeople(site).map((p) => {
    const links = (p.links ?? [])
      .map((l) => `<li><a href="${e(l.url)}" rel="me">${e(l.name)}</a></li>`)
      .join('');
    return `<li class="person">
${renderPortrait(site, p.photo, 240)}
<div>
<h3>${e(p.name)}</h3>
<p class="person-role">${e(p.role)}</p>
${p.bio ? `<p>${e(p.bio)}</p>` : ''}${links ? `\n<ul class="person-links">${links}</ul>` : ''}
</div>
</li>`;
  });
  return cards.length ? `<ul class="people">\n${cards.join('\n')}\n</ul>` : '';
}
