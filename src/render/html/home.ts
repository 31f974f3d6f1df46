// The home page: the hero from the offer, then one full-width band per `##` section of the page's Markdown,
// laid out by what the section holds (components, a timeline, questions, or prose); the last section that
// offers the actions becomes the dark closing band.
import type { Site, SitePage } from '../../content/site.js';
import { buildOffer } from '../../domain/offer.js';
import {
  type BodySection,
  faqItems,
  renderBodyHtml,
  renderFaq,
  sectionHeading,
  splitSections,
} from './body.js';
import { escapeHtml as e } from './escape.js';
import { primaryActionKey, renderActionButtons } from './parts/actions.js';
import { ICONS } from './parts/icons.js';
import { describeGuaranteeShort, firstSentence, renderPriceLine } from './parts/offer.js';
import { renderFounderCard } from './parts/people.js';

const COMPONENT = /^\{\{\s*(offer|deliverables|proof|fit|criteria|contact)\s*\}\}\s*$/m;
const ACTIONS = /^\{\{\s*actions\s*\}\}\s*$/m;
const STEPS = /^\*\*[^*\n]+\*\*\s+\S[\s\S]*?\n\s*\n\*\*[^*\n]+\*\*\s+\S/m;

/**
 * One idea: the promise (tagline) is the headline, the product name appears once (the kicker), the price is one
 * line, the primary action leads, and the guarantee is one bold promise whose terms are one link away.
 */
export function renderHero(site: Site, page: SitePage, offerAnchor?: string): string {
  const offer = buildOffer(site);
  const w = site.words.offer;
  // The terms sit folded in the offer card: the fragment opens them where browsers reveal a fragment's details.
  const terms = offerAnchor ? ` <a href="#guarantee">${e(w.guaranteeTerms)}</a>` : '';
  const see = offerAnchor
    ? `<li><a class="button button-secondary" href="#${e(offerAnchor)}">${e(w.seeOffer)}</a></li>\n`
    : '';
  const lede = offer.summary ? firstSentence(offer.summary) : page.description;
  const buttons = renderActionButtons(site, [primaryActionKey(site)]).replace('</ul>', () => `${see}</ul>`);
  // One grid, no wrapper: on wide screens the founder's frame takes the right column beside the headline; on
  // phones it follows the headline, before the lede.
  return `<section class="hero" aria-labelledby="page-title">
<div class="wrap hero-grid">
<p class="kicker">${e(offer.name)}</p>
<h1 id="page-title">${e(site.identity.tagline)}</h1>
${renderFounderCard(site)}
<p class="lede">${e(lede)}</p>
${renderPriceLine(site)}
${buttons}
${offer.guarantee ? `<p class="assurance" data-markdown-ignore>${ICONS.shield}<span><strong>${e(describeGuaranteeShort(site, offer.guarantee))}</strong>${terms}</span></p>` : ''}
</div>
</section>`.replace(/\n\n/g, '\n');
}

/** The part of a section before its first component or action line: it introduces the section. */
function splitIntro(markdown: string): [string, string] {
  const match = COMPONENT.exec(markdown) ?? ACTIONS.exec(markdown);
  if (!match || match.index === 0) return ['', markdown];
  return [markdown.slice(0, match.index).trim(), markdown.slice(match.index)];
}

function renderBand(site: Site, page: SitePage, s: BodySection, index: number, closing: boolean): string {
  const alt = index % 2 === 1 ? ' band-alt' : '';
  const open = (cls: string) =>
    `<section class="band ${cls}" id="${e(s.id)}" aria-labelledby="${e(s.id)}-title">`;
  const faq = faqItems(s.markdown);
  if (closing) {
    const [intro, rest] = splitIntro(s.markdown);
    return `${open('band-dark band-cta')}
<div class="wrap">
<div class="section-head">
${sectionHeading(s)}
${intro ? `<div class="prose">\n${renderBodyHtml(site, page, intro)}</div>` : ''}
</div>
${renderBodyHtml(site, page, rest)}</div>
</section>`;
  }
  if (COMPONENT.test(s.markdown)) {
    const [intro, rest] = splitIntro(s.markdown);
    return `${open(`band-stack${alt}`)}
<div class="wrap stack">
<div class="section-head">
${sectionHeading(s)}
${intro ? `<div class="prose lede">\n${renderBodyHtml(site, page, intro)}</div>` : ''}
</div>
${renderBodyHtml(site, page, rest)}</div>
</section>`;
  }
  const body = faq
    ? renderFaq(site, page, faq)
    : `<div class="prose">\n${renderBodyHtml(site, page, s.markdown)}</div>`;
  const sticky = faq || STEPS.test(s.markdown) ? ' sticky-head' : '';
  return `${open(`band-split${alt}`)}
<div class="wrap grid split${sticky}">
<div class="section-head">
${sectionHeading(s)}
</div>
<div class="section-body">
${body}
</div>
</div>
</section>`;
}

export function renderHomeMain(site: Site, page: SitePage): string {
  const { intro, sections } = splitSections(page.body);
  const offerSection = sections.find((s) => /^\{\{\s*offer\s*\}\}\s*$/m.test(s.markdown));
  const closing = sections.findLastIndex((s) => ACTIONS.test(s.markdown));
  const bands = sections.map((s, i) =>
    renderBand(site, page, s, i, i === closing && i === sections.length - 1),
  );
  const lead = intro
    ? `<section class="band"><div class="wrap"><div class="prose">\n${renderBodyHtml(site, page, intro)}</div></div></section>`
    : '';
  return [renderHero(site, page, offerSection?.id), lead, ...bands].filter(Boolean).join('\n');
}
