// Proof from proof.yaml: results as large figures with their sources, client quotes with who said them.
import type { ProofQuote } from '../../../content/schemas/proof-file.js';
import type { Site } from '../../../content/site.js';
import { fillWords } from '../../../content/words/fill.js';
import { findAsset } from '../../content-assets.js';
import { escapeHtml as e } from '../escape.js';
import { ICONS } from './icons.js';

/** The person's photo in the portraits' 4:5 frame, cropped by CSS; no photo, no placeholder (initials read as filler). */
function avatar(site: Site, quote: ProofQuote): string {
  const url = findAsset(site, quote.photo)?.url;
  return url
    ? `<img class="avatar" src="${e(url)}" alt="" width="48" height="60" loading="lazy" decoding="async">`
    : '';
}

/** The multiplication sign in the text face: display faces' Latin subsets may lack it, and a fallback glyph shows. */
const withTimes = (text: string) => e(text).replace(/×/g, '<span class="times">×</span>');

/**
 * A figure, its label and its source, like a quote's name and role, are separate lines in the page's text (a
 * line break between spans the CSS sets as blocks): read aloud or extracted, they never run together.
 */
export function renderProof(site: Site): string {
  const proof = site.proof;
  if (!proof) return '';
  const results = proof.results.map(
    (r) =>
      `<li><span class="result-value">${withTimes(r.value)}</span>\n<span class="result-label">${e(r.label)}</span>\n<span class="result-source">${e(fillWords(site.words.proof.source, { source: r.source }))}</span></li>`,
  );
  const total = proof.quotes.length;
  const quotes = proof.quotes.map(
    (q, i) => `<li class="card">
${total > 1 ? `<p class="quote-count" aria-hidden="true">${e(fillWords(site.words.proof.position, { n: String(i + 1), total: String(total) }))}</p>\n` : ''}<figure>
<blockquote>${ICONS.quote}<p>${e(q.quote)}</p></blockquote>
<figcaption>${avatar(site, q)}<div><strong>${e(q.name)}</strong>\n<span>${e(q.role)}, ${e(q.company)}</span></div></figcaption>
</figure>
</li>`,
  );
  return [
    results.length ? `<ul class="proof-results">\n${results.join('\n')}\n</ul>` : '',
    quotes.length ? `<ul class="quotes" tabindex="0">\n${quotes.join('\n')}\n</ul>` : '',
    proof.note ? `<p class="proof-note">${e(proof.note)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
