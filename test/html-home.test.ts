// The home page as designed bands: one per `##` section of the page's Markdown, laid out by what it holds,
// with proof from proof.yaml, the offer's actions as buttons, and the same facts in the Markdown twin.

import { describe, expect, it } from 'vitest';
import { type ActionKey, handoffUrl } from '../src/domain/handoff.js';
import { buildOffer } from '../src/domain/offer.js';
import { menuPages } from '../src/domain/pages.js';
import { splitSections } from '../src/render/html/body.js';
import { renderPageMarkdown } from '../src/render/markdown/page.js';
import { pageText } from './helpers/page-text.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const home = site.pages.find((p) => p.slug === 'index');
if (!home) throw new Error('the fixture has no home page');
const html = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
const { sections } = splitSections(home.body);
const escapeText = (t: string) => pageText(site, t);
const band = (id: string) => {
  const start = html.indexOf(`<section class="band`, html.indexOf(`id="${id}"`) - 80);
  return html.slice(start, html.indexOf('</section>', start));
};
const uses = (token: string) =>
  sections.find((s) => new RegExp(`^\\{\\{\\s*${token}\\s*\\}\\}`, 'm').test(s.markdown));

describe('home page bands', () => {
  it('has the hero, then one band per ## section of the Markdown, in order, titled by the content', () => {
    expect(sections.length).toBeGreaterThan(3);
    const ids = [...html.matchAll(/<section class="band[^"]*" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(sections.map((s) => s.id));
    expect(html.indexOf('<section class="hero"')).toBeLessThan(html.indexOf('<section class="band'));
    for (const s of sections) expect(band(s.id)).toContain(`id="${s.id}-title"`);
  });

  it('uses the desktop width: split, stacked and dark bands, never one narrow column of everything', () => {
    expect(html).toMatch(/class="wrap grid split/);
    expect(html).toMatch(/class="wrap stack"/);
    expect(html).toMatch(/class="band band-dark band-cta"/);
  });

  it('turns bold-label paragraphs into a timeline, one step per paragraph', () => {
    const timeline = sections.find((s) => (s.markdown.match(/^\*\*[^*]+\*\* \S/gm) ?? []).length >= 2);
    if (!timeline) return;
    const steps = timeline.markdown.match(/^\*\*[^*]+\*\* \S/gm) ?? [];
    expect(band(timeline.id).match(/<li class="step">/g)).toHaveLength(steps.length);
  });

  it('turns a section of ### questions into details/summary, one per question', () => {
    const faq = sections.find((s) => /^### /.test(s.markdown));
    if (!faq) return;
    const questions = faq.markdown.match(/^### /gm) ?? [];
    expect(band(faq.id).match(/<details>\n<summary>/g)).toHaveLength(questions.length);
  });

  it('shows the deliverables as a numbered list, the offer card with price, guarantee (its dated steps) and credit, and fit side by side', () => {
    const offer = buildOffer(site);
    const deliverables = uses('deliverables') ?? uses('offer');
    const list = band(deliverables?.id ?? '');
    expect(list).toContain('<ol class="deliverables">');
    expect(list.match(/<li class="card">/g)).toHaveLength(offer.deliverables.length);
    const offerBand = band(uses('offer')?.id ?? '');
    expect(offerBand).toContain('class="offer-card card"');
    // The guarantee's terms as written: each dated step an item, its date in bold.
    const steps = site.offer.guaranteeSteps ?? [];
    expect(steps.length, 'the fixture writes its guarantee as dated steps').toBeGreaterThan(1);
    const words = offerBand.replace(/<[^>]+>/g, '');
    for (const step of steps) expect(words).toContain(escapeText(step));
    expect(offerBand.match(/<li><strong>[^<]+:<\/strong> /g)).toHaveLength(steps.length);
    // The hero's link opens the terms: its target is inside the closed details.
    expect(offerBand).toMatch(/<details class="terms-more">[\s\S]*id="guarantee"[\s\S]*<\/details>/);
    if (offer.credit) expect(offerBand).toContain(escapeText(offer.credit));
    const fit = band((uses('fit') ?? uses('offer'))?.id ?? '');
    expect(fit).toContain('class="fit-columns"');
    expect(fit).toContain(escapeText(site.offer.bestFit.description));
    for (const p of site.offer.poorFit ?? []) expect(fit).toContain(escapeText(p));
    expect(fit).toContain('href="/fit"');
  });

  it('leads with the primary action in the hero; every action as a button after the offer and in the closing band', () => {
    const actions = Object.entries(buildOffer(site).actions ?? {});
    const hero = html.slice(html.indexOf('<section class="hero"'), html.indexOf('</section>'));
    const primary = site.offer.primaryAction ?? 'call';
    expect(hero).toContain(
      `<a class="button button-primary" href="${escapeText(handoffUrl(site, primary, 'web'))}" data-action="${primary}">`,
    );
    // The checkout belongs where the decision is made: the offer card and the closing band, never the hero.
    if (primary !== 'checkout') expect(hero).not.toContain('data-action="checkout"');
    expect(html.match(/data-action="checkout"/g)).toHaveLength(2);
    const closing = html.slice(html.indexOf('band-dark band-cta'));
    for (const part of [band(uses('offer')?.id ?? ''), closing.slice(0, closing.indexOf('</section>'))]) {
      for (const [key, a] of actions) {
        expect(part).toMatch(
          new RegExp(
            `<a class="button [a-z -]+" href="${escapeText(handoffUrl(site, key as ActionKey, 'web'))}" data-action="${key}">${escapeText(a.name)}</a>`,
          ),
        );
      }
    }
  });

  it('shows proof from proof.yaml (quotes with who said them, results with sources) and no review markup', () => {
    const proof = site.proof;
    expect(proof, 'the fixture ships proof.yaml').toBeDefined();
    const part = band(uses('proof')?.id ?? '');
    for (const q of proof?.quotes ?? []) {
      for (const text of [q.quote, q.name, q.role, q.company]) expect(part).toContain(escapeText(text));
    }
    // Results may wrap a glyph (×) in a span for its font: compare the text, not the markup.
    const words = part.replace(/<[^>]+>/g, '');
    for (const r of proof?.results ?? [])
      for (const text of [r.value, r.label, r.source]) expect(words).toContain(escapeText(text));
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });

  it('puts the same proof, deliverables and fit in the Markdown twin, each once', () => {
    const md = renderPageMarkdown(site, home);
    for (const q of site.proof?.quotes ?? []) expect(md).toContain(`> ${q.quote}`);
    for (const d of site.offer.deliverables) expect(md.split(`**${d.name}:**`)).toHaveLength(2);
    expect(md.match(/ Best fit\n/g)).toHaveLength(1);
  });
});

describe('every page', () => {
  it.each(site.pages.map((p) => p.slug))(
    '%s keeps agent material out of the first and last screen: llms.txt and its twin in the footer row',
    async (slug) => {
      const text = await (
        await app.request(slug === 'index' ? '/' : `/${slug}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(text).not.toContain('agent-note');
      expect(text).not.toContain('class="assistant"');
      // Nothing but the skip link between <body> and the site header; main opens with the focus-only link to
      // llms.txt for agents.
      expect(text.slice(text.indexOf('<body>'), text.indexOf('<header class="site-header">'))).toMatch(
        /^<body>\n<a class="skip-link" href="#main">[^<]*<\/a>\n$/,
      );
      expect(text).toMatch(
        /<main id="main"[^>]*>\n<a class="skip-link" href="\/llms\.txt" data-markdown-ignore>[^<]+<\/a>\n/,
      );
      const footer = text.slice(text.indexOf('<footer'));
      expect(footer).toContain('<a href="/llms.txt">llms.txt</a>');
      expect(footer).toContain(`<a href="/${slug}.md">`);
      // The header's button books a call unless the content chooses otherwise.
      const header = text.slice(text.indexOf('<header'), text.indexOf('</header>'));
      expect(header).not.toContain(site.identity.links.checkout);
      expect(text.split(`href="${site.identity.links.checkout}"`).length - 1).toBeLessThanOrEqual(2);
      // The phone menu is a disclosure that needs no script, listing the same pages as the desktop menu.
      const menu = text.slice(text.indexOf('<details class="menu">'), text.indexOf('</details>'));
      expect(menu).toContain('<summary>');
      for (const p of menuPages(site, 'main')) expect(menu).toContain(`>${escapeText(p.nav)}</a>`);
      expect(text).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    },
  );
});
