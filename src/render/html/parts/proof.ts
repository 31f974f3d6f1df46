// Proof from proof.yaml: results as large figures with their sources, client quotes with who said them.
import type { ProofQuote } from '../../../content/schemas/proof-file.js';
import type { Site } from '../../../content/site.js';
import { fillWords } from '../../../content/words/fill.js';
import { findAsset } from '../../content-assets.js';
import { escapeHtml as e } from '../escape.js';
import { ICONS } from './icons.js';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .filter((c) => /\p{L}/u.test(c))
    .slice(0, 2)
    .join('');

/** The photo's served URL, when the content model resolves assets; otherwise the person's initials. */
function avatar(site: Site, quote: ProofQuote): string {
  const url = findAsset(site, quote.photo)?.url;
  return url
    ? `<img class="avatar" src="${e(url)}" alt="" width="48" height="48" loading="lazy">`
    : `<span class="avatar" aria-hidden="true">${e(initials(quote.name))}</span>`;
}

export function renderProof(site: Site): string {
  const proof = site.proof;
  if (!proof) return '';
  const results = proof.results.map(
    (r) =>
      `<li><span class="result-value">${e(r.value)}</span><span class="result-label">${e(r.label)}</span><span class="result-source">${e(fillWords(site.words.proof.source, { source: r.source }))}</span></li>`,
  );
  const quotes = proof.quotes.map(
    (q) => `<li class="card">
<figure>
<blockquote>${ICONS.quote}<p>${e(q.quote)}</p></blockquote>
<figcaption>${avatar(site, q)}<div><strong>${e(q.name)}</strong><span>${e(q.role)}, ${e(q.company)}</span></div></figcaption>
</figure>
</li>`,
  );
  return [
    results.length ? `<ul class="proof-results">\n${results.join('\n')}\n</ul>` : '',
    quotes.length ? `<ul class="quotes">\n${quotes.join('\n')}\n</ul>` : '',
    proof.note ? `<p class="proof-note">${e(proof.note)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
