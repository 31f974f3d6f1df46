// The people who sell the week: the founder beside the hero and the team as cards, with their portraits.
// Every portrait takes one editorial frame: 4:5, cropped around the face, over the lineup mark, with a line in
// the person's own voice as its caption. An owner's photo and an illustration are framed alike.
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
 * A 4:5 portrait (CSS crops any photo to it with object-fit); above the fold eager, below lazy. Never at high
 * priority: the hero's largest paint is its headline on phones, so the portrait must not queue ahead of the
 * fonts and CSS. Width and height give the frame's proportions, so nothing shifts while it loads.
 */
export function renderPortrait(site: Site, photo: string | undefined, width: number, eager = false): string {
  const asset = photo ? findAsset(site, photo) : undefined;
  if (!asset) return '';
  const loading = eager ? ' decoding="async"' : ' loading="lazy" decoding="async"';
  return `<img class="portrait" src="${e(asset.url)}" alt="" width="${width}" height="${Math.round((width * 5) / 4)}"${loading}>`;
}

/** The person's own line in the language's quotation marks (a <q>: CSS picks them by the page's lang). */
const caption = (p: PersonView) => (p.caption ? `<q class="person-line">${e(p.caption)}</q>` : '');

/**
 * The founder in the editorial frame beside the headline: the portrait over the lineup mark, their line, then
 * name and role. Without a photo the line and name still stand beside the hero, in the same place. A line break
 * between the parts (the grid shows none) keeps them apart in the page's text: "Claire Morel Associée", not
 * "Claire MorelAssociée", for a screen reader's or an agent's reading of it. The twin says the same (its standfirst).
 */
export function renderFounderCard(site: Site): string {
  const founder = findFounder(site);
  if (!founder) return '';
  const portrait = renderPortrait(site, founder.photo, 380, true);
  return `<figure class="founder${portrait ? '' : ' founder-plain'}">
${portrait ? `<div class="frame">${portrait}</div>\n` : ''}<figcaption>${caption(founder) && `${caption(founder)}\n`}<span class="person-name">${e(founder.name)}</span>
<span class="person-role">${e(founder.role)}</span></figcaption>
</figure>`;
}

export function renderPeopleCards(site: Site): string {
  const cards = sitePeople(site).map((p) => {
    const links = (p.links ?? [])
      .map((l) => `<li><a href="${e(l.url)}" rel="me">${e(l.name)}</a></li>`)
      .join('');
    const portrait = renderPortrait(site, p.photo, 200);
    return `<li class="person">
${portrait ? `<div class="frame">${portrait}</div>` : ''}
<div>
<h3>${e(p.name)}</h3>
<p class="person-role">${e(p.role)}</p>
${p.caption ? `<p>${caption(p)}</p>\n` : ''}${p.bio ? `<p>${e(p.bio)}</p>` : ''}${links ? `\n<ul class="person-links">${links}</ul>` : ''}
</div>
</li>`;
  });
  return cards.length ? `<ul class="people">\n${cards.join('\n')}\n</ul>` : '';
}

/** The people's faces in a row, small: where a page promises a person will answer (contact). */
export function renderFaces(site: Site): string {
  const faces = sitePeople(site)
    .filter((p) => p.photo)
    .map(
      (p) =>
        `<li><span class="frame">${renderPortrait(site, p.photo, 56)}</span>\n<span><strong>${e(p.name)}</strong>\n<span class="person-role">${e(p.role)}</span></span></li>`,
    );
  return faces.length ? `<ul class="faces">\n${faces.join('\n')}\n</ul>` : '';
}
