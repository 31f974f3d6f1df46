// A page body as HTML: {{block}} tokens on a line of their own become designed components, the rest is
// Markdown with inline tokens expanded; bodies split into their `##` sections for layout.
import { slug as slugHeading } from 'github-slugger';
import { type BlockToken, usesToken } from '../../content/page-tokens.js';
import type { Site, SitePage } from '../../content/site.js';
import { expandTokens } from '../markdown/page.js';
import { escapeHtml as e } from './escape.js';
import { renderMarkdownHtml } from './markdown.js';
import { renderActionButtons } from './parts/actions.js';
import { renderContactCards, renderCriteriaCards } from './parts/lists.js';
import { renderDeliverableCards, renderFitColumns, renderOfferCard } from './parts/offer.js';
import { renderPeopleCards } from './parts/people.js';
import { renderProof } from './parts/proof.js';

type Component = (site: Site, page: SitePage) => string;

/**
 * The web page's component for each block token, typed by the token table so none is forgotten; `null` keeps
 * the token's Markdown (the same text as the twin), for blocks that are reading matter rather than design.
 */
const COMPONENTS: Readonly<Record<BlockToken, Component | null>> = {
  // Parts the page does not place elsewhere follow the offer card, so nothing of the offer is lost.
  offer: (site, page) =>
    [
      renderOfferCard(site, page.slug === 'index'),
      usesToken(page.body, 'deliverables') ? '' : renderDeliverableCards(site),
      usesToken(page.body, 'fit') ? '' : renderFitColumns(site),
    ]
      .filter(Boolean)
      .join('\n'),
  actions: (site) => renderActionButtons(site),
  criteria: (site) => renderCriteriaCards(site),
  contact: (site, page) => renderContactCards(site, !usesToken(page.body, 'people')),
  deliverables: (site) => renderDeliverableCards(site),
  fit: (site) => renderFitColumns(site),
  proof: (site) => renderProof(site),
  people: (site) => renderPeopleCards(site),
  engine: null,
  discovery: null,
  not_applicable: null,
};

/** The block tokens with a component of their own; the rest are left to the Markdown. */
export const COMPONENT_TOKENS = (Object.keys(COMPONENTS) as BlockToken[]).filter(
  (t) => COMPONENTS[t] !== null,
);

const BLOCK_LINE = new RegExp(`^\\{\\{\\s*(${COMPONENT_TOKENS.join('|')})\\s*\\}\\}[ \\t]*$`, 'gm');
/** Private-use marks: markdown-it leaves them alone, and no owner types them. */
const mark = (token: string) => `\uE000${token}\uE000`;
const MARKED = /<p>\uE000([a-z_]+)\uE000<\/p>\n?/g;

export function renderBlock(site: Site, page: SitePage, token: BlockToken): string {
  return COMPONENTS[token]?.(site, page) ?? '';
}

/** Markdown (part of a page body) to HTML, with block tokens as components. */
export function renderBodyHtml(site: Site, page: SitePage, markdown: string): string {
  const marked = markdown.replace(BLOCK_LINE, (_, token: string) => mark(token));
  const html = renderMarkdownHtml(expandTokens(site, marked));
  return html.replace(MARKED, (_, token: BlockToken) => `${renderBlock(site, page, token)}\n`);
}

export interface BodySection {
  title: string;
  id: string;
  markdown: string;
}

/**
 * A heading's anchor as GitHub writes it (github-slugger: accents kept, "questions-fréquentes"), with runs of
 * dashes folded and none at the ends, so "A / B" stays "a-b" as before; repeats are numbered by the caller.
 */
export function slugify(text: string): string {
  return slugHeading(text).replace(/-{2,}/g, '-').replace(/^-|-$/g, '') || 'section';
}

/** The text before the first `##` heading, then one section per `##` heading (code fences are respected). */
export function splitSections(body: string): { intro: string; sections: BodySection[] } {
  const sections: BodySection[] = [];
  const intro: string[] = [];
  let fenced = false;
  let current: { title: string; lines: string[] } | undefined;
  for (const line of body.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      if (current) sections.push(toSection(current, sections));
      current = { title: heading[1] ?? '', lines: [] };
    } else (current ? current.lines : intro).push(line);
  }
  if (current) sections.push(toSection(current, sections));
  return { intro: intro.join('\n').trim(), sections };
}

function toSection(raw: { title: string; lines: string[] }, before: BodySection[]): BodySection {
  const base = slugify(raw.title.replace(/[*_`]/g, ''));
  const taken = new Set(before.map((s) => s.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return { title: raw.title, id, markdown: raw.lines.join('\n').trim() };
}

/** A section made only of `###` questions, each with an answer, reads as an FAQ. */
export function faqItems(markdown: string): { question: string; answer: string }[] | undefined {
  if (!/^###\s/.test(markdown)) return undefined;
  const parts = markdown.split(/^###\s+/m).slice(1);
  const items = parts.map((part) => {
    const [question = '', ...rest] = part.split('\n');
    return { question: question.replace(/\s*#*\s*$/, ''), answer: rest.join('\n').trim() };
  });
  return items.every((i) => i.question && i.answer) ? items : undefined;
}

export function renderFaq(site: Site, page: SitePage, items: { question: string; answer: string }[]): string {
  const rows = items.map(
    (i) =>
      `<details>\n<summary>${renderInlineTitle(i.question)}</summary>\n<div class="answer">\n${renderBodyHtml(site, page, i.answer)}</div>\n</details>`,
  );
  return `<div class="faq">\n${rows.join('\n')}\n</div>`;
}

/** A heading's own Markdown (emphasis, code) without the paragraph around it. */
export function renderInlineTitle(markdown: string): string {
  return renderMarkdownHtml(markdown)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}

export const sectionHeading = (s: BodySection, level = 'h2') =>
  `<${level} id="${e(s.id)}-title">${renderInlineTitle(s.title)}</${level}>`;
