// The home page's sections: hero, deliverable cards, timeline, proof, offer card, fit columns, closing band.
export const HOME_CSS = `.hero { padding-block: 3.5rem 4rem; border-bottom: 1px solid var(--border); }
@media (min-width: 60rem) { .hero { padding-block: 6rem 6.5rem; } }
.hero-grid { align-items: center; }
@media (min-width: 60rem) { .hero-copy { grid-column: 1 / span 7; } .hero-card { grid-column: 9 / span 4; } }
.hero h1 { max-width: 18ch; margin-bottom: 1.25rem; }
.hero .lede { max-width: 36rem; margin-bottom: 1.5rem; }
.price-line { margin: 0 0 1.75rem; font-size: 1.125rem; color: var(--text); }
.price-line strong { font: 560 1.5625rem/1.2 var(--font-display); letter-spacing: -0.01em; margin-right: 0.125rem; }
.assurance { display: flex; gap: 0.625rem; align-items: flex-start; margin: 1.5rem 0 0; color: var(--text); max-width: 36rem; }
.assurance .icon { color: var(--success); margin-top: 0.2rem; }
.assurance a { white-space: nowrap; margin-left: 0.25rem; }
.founder { margin: 0; display: grid; gap: 1.25rem; justify-items: start; }
@media (min-width: 60rem) { .founder { grid-column: 9 / span 4; justify-self: center; width: 100%; max-width: 17rem; } }
@media (max-width: 59.99rem) { .founder { grid-template-columns: 4.5rem 1fr; align-items: center; gap: 1rem; } .founder .portrait { width: 4.5rem; } }
/* Portraits are square whatever the file: a photo is cropped around the face, an illustration shows whole. */
.portrait { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; object-position: 50% 30%; border-radius: 50%; }
.founder figcaption { display: grid; gap: 0.125rem; }
.founder figcaption .card-label { margin: 0 0 0.25rem; }
.founder strong { font: 560 1.25rem/1.3 var(--font-display); }
.founder figcaption > span:last-child { color: var(--muted); font-size: 0.9375rem; }
.people { list-style: none; padding: 0; margin: 2rem 0; display: grid; gap: 2rem; }
/* One person a row, portrait beside the bio from 640 px: bios read at a comfortable measure, not in slivers. */
.person { margin: 0; display: grid; gap: 1rem; align-content: start; }
@media (min-width: 40rem) { .person { grid-template-columns: 8rem minmax(0, 1fr); gap: 1.75rem; align-items: start; } }
.person .portrait { width: 8rem; }
.person h3 { margin: 0; font-size: 1.25rem; }
.person-role { margin: 0 0 0.5rem; color: var(--muted); font-size: 0.9375rem; }
.person p:last-child { margin-bottom: 0; }
.person-links { list-style: none; padding: 0; margin: 0.5rem 0 0; display: flex; gap: 1rem; }
.person-links a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.deliverables { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; }
@media (min-width: 48rem) { .deliverables { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.deliverables > li { margin: 0; display: flex; flex-direction: column; }
.deliverable-number { font: 500 0.875rem/1 var(--font-mono); color: var(--link); margin: 0 0 2.5rem; }
.deliverables h3 { font-size: 1.5625rem; margin-bottom: 0.75rem; }
.deliverables p { font-size: 1rem; }
.proof-results { display: grid; gap: 1.5rem; margin: 0 0 3rem; padding: 0; list-style: none; }
@media (min-width: 48rem) { .proof-results { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); } }
.proof-results li { margin: 0; padding-top: 1.25rem; border-top: 2px solid var(--accent); }
.times { font-family: var(--font-text); font-weight: 400; }
.result-value { display: block; font: 500 clamp(2.4375rem, 2rem + 2vw, 3.8125rem)/1 var(--font-display); letter-spacing: -0.03em; color: var(--text); margin-bottom: 0.75rem; }
.result-label { display: block; font-weight: 600; }
.result-source { display: block; margin-top: 0.5rem; color: var(--muted); font-size: 0.875rem; }
.quotes { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; }
@media (min-width: 48rem) { .quotes { grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); } }
.quotes > li { margin: 0; }
.quotes figure { margin: 0; height: 100%; display: flex; flex-direction: column; gap: 1.5rem; }
.quotes blockquote { margin: 0; padding: 0; border: 0; font-size: 1.25rem; line-height: 1.45; flex: 1; }
.icon-quote { width: 2rem; height: 2rem; color: var(--accent); margin-bottom: 0.75rem; }
.quotes figcaption { display: flex; gap: 0.875rem; align-items: center; font-size: 0.9375rem; }
.quotes figcaption div span { display: block; color: var(--muted); }
.avatar { flex: none; width: 3.5rem; height: 3.5rem; border-radius: 50%; object-fit: cover; object-position: 50% 30%; background: var(--accent-soft); }
.proof-note { margin: 2rem 0 0; color: var(--muted); font-size: 0.875rem; }
.offer-card { display: grid; gap: 2rem; padding: 0; overflow: hidden; }
@media (min-width: 60rem) { .offer-card { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 0; } }
.offer-main { padding: 2rem; background: var(--accent-soft); }
.offer-terms { padding: 0 2rem 2rem; }
@media (min-width: 60rem) { .offer-main { padding: 3rem; } .offer-terms { padding: 3rem; } }
.offer-name { font-size: 1.5625rem; margin-bottom: 0.75rem; }
.offer-summary { font-size: 1rem; }
.price { margin: 2rem 0 0.25rem; font: 500 clamp(2.4375rem, 2rem + 2vw, 3.0625rem)/1 var(--font-display); letter-spacing: -0.03em; }
.price-meta { color: var(--muted); margin: 0 0 2rem; font-size: 0.9375rem; }
.offer-main .actions { display: grid; }
.offer-main .button { width: 100%; }
.terms { margin: 0; display: grid; gap: 1.5rem; }
.terms dt { display: flex; align-items: center; gap: 0.75rem; font-weight: 640; margin-bottom: 0.25rem; }
.terms .icon { color: var(--link); }
.terms dd { margin: 0 0 0 2rem; font-size: 1rem; }
.terms > div:target { scroll-margin-top: 2rem; }
.terms-more > summary { display: block; min-height: 2.75rem; cursor: pointer; list-style: none; }
.terms-more > summary::-webkit-details-marker { display: none; }
.terms-more .more { color: var(--link); text-decoration: underline; text-underline-offset: 0.2em; white-space: nowrap; margin-left: 0.25rem; }
.terms-more > summary:hover .more { color: var(--text); }
.terms-more[open] .more { display: none; }
.terms-more p { margin: 0.25rem 0 0; }
.fit-columns { display: grid; gap: 1.5rem; align-items: start; }
/* A page without its own {{deliverables}} or {{fit}} gets them after the offer card, in the same band. */
.offer-card ~ .deliverables, .offer-card ~ .fit-columns { margin-top: 2rem; }
@media (min-width: 48rem) { .fit-columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.fit-columns .card { display: flex; flex-direction: column; }
.fit-columns h3 { display: flex; align-items: center; gap: 0.625rem; font-size: 1.5625rem; }
.fit-columns .fit-good h3 .icon { color: var(--success); }
.fit-columns .fit-poor h3 .icon { color: var(--fail); }
.fit-columns .check-list { font-size: 1rem; }
.fit-columns .fit-good p { font-size: 1rem; }
.fit-facts { margin: 0 0 0.5rem; display: grid; gap: 0.75rem; font-size: 1rem; }
.fit-facts > div { padding-top: 0.75rem; border-top: 1px solid var(--border); }
.fit-facts dt { font: 600 0.8125rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
.fit-facts dd { margin: 0.125rem 0 0; font-weight: 600; }
.fit-cta { padding-top: 0.5rem; }
.fit-cta p { margin: 1.5rem 0 1rem; padding-top: 1.5rem; border-top: 1px solid var(--border); color: var(--text); font-size: 1rem; }
.band-cta { text-align: center; }
.band-cta .section-head { margin-inline: auto; max-width: 44rem; }
.band-cta h2 { font-size: clamp(1.9375rem, 1rem + 3.6vw, 3.0625rem); }
.band-cta .prose { margin-inline: auto; font-size: 1.125rem; }
.band-cta .actions { justify-content: center; margin-top: 2.5rem; }
/* Phones: parallel cards (deliverables, days, quotes, fit) become rails that scroll sideways with the next card
   peeking in, results become rows, and spacing tightens, so the home page is a few screens, not fifteen, and
   every word is still on it. Each rail is focusable (tabindex in the markup) so a keyboard can scroll it. */
@media (max-width: 47.99rem) {
  .hero { padding-block: 2rem 2.5rem; }
  .hero-grid { gap: 1.5rem; }
  .hero .lede { margin-bottom: 1.25rem; }
  .price-line { margin-bottom: 1.25rem; }
  .assurance { margin-top: 1.25rem; }
  .deliverables, .quotes, .steps, .fit-columns { display: flex; gap: 0.75rem; align-items: stretch; overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; scroll-padding-inline: var(--gutter); margin-inline: calc(-1 * var(--gutter)); padding: 0.25rem var(--gutter) 0.75rem; scrollbar-width: thin; }
  .deliverables > li, .quotes > li, .steps > li, .fit-columns > * { flex: 0 0 min(86%, 22rem); scroll-snap-align: start; }
  .deliverables > :only-child, .quotes > :only-child, .steps > :only-child { flex-basis: 100%; }
  .deliverables > li, .quotes > li, .fit-columns > .card { padding: 1.125rem 1.125rem 1.25rem; }
  .deliverable-number { margin-bottom: 1rem; }
  .deliverables h3 { font-size: 1.375rem; }
  .steps > .step { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.125rem; }
  .deliverables p, .steps > .step p { font-size: 0.9375rem; line-height: 1.55; }
  .steps > .step::before, .steps > .step::after { display: none; }
  .steps + p { margin-top: 0.5rem; }
  .proof-results { gap: 0; margin-bottom: 1.5rem; }
  .proof-results li { display: grid; grid-template-columns: 6rem minmax(0, 1fr); column-gap: 1rem; padding-block: 0.875rem; border-top-width: 1px; }
  .proof-results li:first-child { border-top-width: 2px; }
  .result-value { grid-row: span 2; font-size: 1.75rem; margin: 0; white-space: nowrap; }
  .result-label { font-size: 0.9375rem; line-height: 1.45; }
  .result-source { margin-top: 0.125rem; }
  .quotes blockquote { font-size: 1.125rem; }
  .quotes .icon-quote { width: 1.5rem; height: 1.5rem; margin-bottom: 0.5rem; }
  .quotes figure { gap: 1rem; }
  .offer-main { padding: 1.5rem; }
  .price { margin-top: 1rem; }
  .price-meta { margin-bottom: 1.25rem; }
  .offer-terms { padding: 0 1.5rem 1.75rem; }
  .terms { gap: 1.25rem; }
  .terms dd { margin-left: 0; font-size: 0.9375rem; }
  .fit-columns h3 { font-size: 1.375rem; }
  .fit-poor .check-list li { padding-block: 0.5rem; font-size: 0.9375rem; line-height: 1.5; }
  .fit-poor .check-list .icon { display: none; }
  /* The self-check's own description is on its page: here its button is enough. */
  .fit-cta p { display: none; }
  .fit-cta { margin-top: auto; padding-top: 1rem; }
  .band-cta .actions { margin-top: 1.5rem; }
}
`;
