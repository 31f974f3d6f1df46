// The home page's sections: hero, deliverable cards, timeline, proof, offer card, fit columns, closing band.
export const HOME_CSS = `.hero { padding-block: 1.5rem 2rem; border-bottom: 1px solid var(--border); }
@media (min-width: 48rem) { .hero { padding-block: 3.5rem 4rem; } }
@media (min-width: 60rem) { .hero { padding-block: 5rem 6rem; } }
/* One grid: on wide screens the founder's frame takes the right column, its top at the kicker's, beside the
   headline; below 960 px it follows the headline. Without a photo the name alone would float in that column:
   it stays a byline under the headline at every width. */
.hero-grid { display: grid; grid-template-columns: minmax(0, 1fr); }
.hero-grid > * { min-width: 0; }
@media (min-width: 60rem) {
  .hero-grid { grid-template-columns: minmax(0, 41rem) minmax(0, 1fr); column-gap: 2rem; grid-template-rows: repeat(5, auto) 1fr; }
  .hero-grid > * { grid-column: 1; }
  .hero-grid > .founder:not(.founder-plain) { grid-column: 2; grid-row: 1 / -1; align-self: start; }
  .hero-grid > .founder-plain { margin: 0 0 1.5rem; }
  .hero-grid > .founder-plain figcaption { padding: 0; }
}
.hero h1 { max-width: 18ch; margin-bottom: 1.25rem; }
.hero .lede { max-width: 36rem; margin-bottom: 1.5rem; }
.price-line { margin: 0 0 1.75rem; font-size: 1.125rem; color: var(--text); }
.price-line strong { font: 560 1.5625rem/1.2 var(--font-display); letter-spacing: -0.01em; margin-right: 0.125rem; }
.assurance { display: flex; gap: 0.625rem; align-items: flex-start; margin: 1.5rem 0 0; color: var(--text); max-width: 36rem; }
.assurance .icon { color: var(--success); margin-top: 0.2rem; }
.assurance a { white-space: nowrap; margin-left: 0.25rem; }
@media (max-width: 47.99rem) { .hero h1 { margin-bottom: 1rem; } .hero .kicker { margin-bottom: 0.75rem; } .hero .lede { margin-bottom: 1rem; } .price-line { margin-bottom: 1.25rem; } .assurance { margin-top: 1.25rem; } }
.deliverables { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; }
@media (min-width: 48rem) { .deliverables { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.deliverables > li { margin: 0; display: flex; flex-direction: column; }
.deliverable-number { font: 600 0.875rem/1 var(--font-text); font-variant-numeric: tabular-nums; letter-spacing: 0.06em; color: var(--link); margin: 0 0 2.5rem; }
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
.quote-count { display: none; }
.quotes figure { margin: 0; height: 100%; display: flex; flex-direction: column; gap: 1.5rem; }
.quotes blockquote { margin: 0; padding: 0; border: 0; font-size: 1.25rem; line-height: 1.45; flex: 1; }
.quotes blockquote::before { content: none; }
.icon-quote { width: 2rem; height: 2rem; color: var(--accent); margin-bottom: 0.75rem; }
.quotes figcaption { display: flex; gap: 0.875rem; align-items: center; font-size: 0.9375rem; }
.quotes figcaption div span { display: block; color: var(--muted); }
.avatar { flex: none; width: 3rem; height: auto; aspect-ratio: 4 / 5; border-radius: 2px; object-fit: cover; object-position: 50% 28%; background: var(--accent-soft); }
.proof-note { margin: 2rem 0 0; color: var(--muted); font-size: 0.875rem; }
.offer-card { display: grid; padding: 0; overflow: hidden; }
.offer-main { padding: 2rem 2rem 0; background: var(--accent-soft); }
.offer-actions { padding: 0 2rem 2rem; background: var(--accent-soft); }
.offer-terms { padding: 2rem; }
/* Small laptops: price and actions on the tinted side, the terms beside them. */
@media (min-width: 60rem) {
  .offer-card { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); grid-template-rows: 1fr auto; }
  .offer-main { grid-column: 1; grid-row: 1; padding: 2.5rem 2.5rem 0; }
  .offer-actions { grid-column: 1; grid-row: 2; padding: 1.5rem 2.5rem 2.5rem; }
  .offer-terms { grid-column: 2; grid-row: 1 / span 2; padding: 2.5rem; align-self: center; }
}
/* Wide screens: three zones read left to right, what it costs, the terms, the actions. */
@media (min-width: 72rem) {
  .offer-card { grid-template-columns: minmax(0, 4fr) minmax(0, 5fr) minmax(0, 3fr); grid-template-rows: auto; }
  .offer-main { grid-row: 1; padding: 2.5rem; }
  .offer-terms { grid-column: 2; grid-row: 1; }
  .offer-actions { grid-column: 3; grid-row: 1; padding: 2.5rem 2.5rem 2.5rem 0; background: none; align-self: center; }
}
.offer-name { font-size: 1.5625rem; margin-bottom: 0.75rem; }
.offer-summary { font-size: 1rem; }
.price { margin: 2rem 0 0.25rem; font: 500 clamp(2.4375rem, 2rem + 2vw, 3.0625rem)/1 var(--font-display); letter-spacing: -0.03em; }
.price-meta { color: var(--muted); margin: 0 0 2rem; font-size: 0.9375rem; }
@media (min-width: 60rem) { .price-meta { margin-bottom: 0; } }
.offer-actions .actions { display: grid; }
.offer-actions .button { width: 100%; }
.terms { margin: 0; display: grid; gap: 1.5rem; }
.terms dt { display: flex; align-items: center; gap: 0.75rem; font-weight: 640; margin-bottom: 0.25rem; }
.terms .icon { color: var(--link); }
.terms dd { margin: 0 0 0 2rem; font-size: 1rem; }
/* The hero's link lands inside the opened terms: the promise above them stays in view. */
.guarantee-terms { scroll-margin-top: 7rem; }
.guarantee-steps { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.625rem; }
.guarantee-steps li { margin: 0; padding-left: 1rem; border-left: 2px solid var(--lineup); }
.guarantee-steps strong { display: block; font-weight: 640; }
.terms-more > summary { display: block; min-height: 2.75rem; cursor: pointer; list-style: none; }
.terms-more > summary::-webkit-details-marker { display: none; }
.terms-more .more { color: var(--link); text-decoration: underline; text-underline-offset: 0.2em; white-space: nowrap; margin-left: 0.25rem; }
.terms-more > summary:hover .more { color: var(--text); }
.terms-more[open] .more { display: none; }
.terms-more p { margin: 0.25rem 0 0; }
.offer-main { display: flex; flex-direction: column; justify-content: center; }
.fit-columns { display: grid; gap: 1.5rem; align-items: start; }
/* A page without its own {{deliverables}} or {{fit}} gets them after the offer card, in the same band. */
.offer-card ~ .deliverables, .offer-card ~ .fit-columns { margin-top: 2rem; }
@media (min-width: 48rem) { .fit-columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.fit-columns .card { display: flex; flex-direction: column; }
.fit-columns h3 { display: flex; align-items: center; gap: 0.625rem; font-size: 1.5625rem; }
.fit-columns .fit-good h3 .icon { color: var(--success); }
.fit-columns .fit-poor h3 .icon { color: var(--calm); }
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
/* Phones: the page stacks. The quotes are the one row that scrolls sideways (with each card's place in it shown),
   the deliverables a numbered list, the week a list of days (components-css), best and poor fit one above the
   other, results rows; spacing tightens, so the home page stays about nine screens and every word is on it. */
@media (max-width: 47.99rem) {
  .deliverables { gap: 0; border-top: 1px solid var(--border); }
  .deliverables > li.card { position: relative; padding: 0.875rem 0 1rem 2.5rem; background: none; border: 0; border-bottom: 1px solid var(--border); border-radius: 0; box-shadow: none; }
  .deliverable-number { position: absolute; left: 0; top: 1.3rem; margin: 0; }
  .deliverables h3 { font-size: 1.1875rem; margin-bottom: 0.25rem; }
  .deliverables p { font-size: 0.9375rem; line-height: 1.55; }
  .quotes { display: flex; gap: 0.75rem; align-items: stretch; overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; scroll-padding-inline: var(--gutter); margin-inline: calc(-1 * var(--gutter)); padding: 0.25rem var(--gutter) 0.75rem; scrollbar-width: thin; }
  .quotes > li { flex: 0 0 min(86%, 22rem); scroll-snap-align: start; padding: 1.125rem 1.125rem 1.25rem; }
  .quotes > :only-child { flex-basis: 100%; }
  .quotes > li { position: relative; }
  .quote-count { display: block; position: absolute; top: 1.25rem; right: 1.125rem; margin: 0; color: var(--muted); font-size: 0.8125rem; font-weight: 600; font-variant-numeric: tabular-nums; }
  .proof-results { gap: 0; margin-bottom: 1.5rem; }
  .proof-results li { display: grid; grid-template-columns: 6rem minmax(0, 1fr); column-gap: 1rem; padding-block: 0.75rem; border-top-width: 1px; }
  .proof-results li:first-child { border-top-width: 2px; }
  .result-value { grid-row: span 2; font-size: 1.75rem; margin: 0; white-space: nowrap; }
  .result-label { font-size: 0.9375rem; line-height: 1.45; }
  .result-source { margin-top: 0.125rem; }
  .quotes blockquote { font-size: 1.125rem; }
  .proof-note { margin-top: 1rem; }
  .quotes .icon-quote { width: 1.5rem; height: 1.5rem; margin-bottom: 0.5rem; }
  .quotes figure { gap: 1rem; }
  /* On the home page the card's summary is the rest of the hero's lede, which the fit band says in full: a phone
     skips the repeat (wider screens keep it beside the terms). */
  .offer-summary-rest { display: none; }
  .offer-main { padding: 1.5rem 1.5rem 0; }
  .offer-actions { padding: 0 1.5rem 1.5rem; }
  .price { margin-top: 1rem; }
  .price-meta { margin-bottom: 1.25rem; }
  .offer-terms { padding: 1.5rem 1.5rem 1.75rem; }
  .terms { gap: 1.25rem; }
  .terms dd { margin-left: 0; font-size: 0.9375rem; }
  .fit-columns { gap: 1rem; }
  .fit-columns > .card { padding: 1.25rem 1.25rem 1.5rem; }
  .fit-columns h3 { font-size: 1.375rem; }
  .fit-columns .fit-good p, .fit-poor .check-list li { font-size: 0.9375rem; line-height: 1.5; }
  .fit-columns h3 { margin-bottom: 0.75rem; }
  .fit-poor .check-list li { padding-block: 0.5rem; gap: 0.5rem; }
  .fit-poor .check-list .icon { width: 1rem; height: 1rem; margin-top: 0.25rem; }
  .fit-facts { gap: 0.375rem; margin: 0; }
  .fit-facts > div { padding-top: 0.5rem; }
  .fit-columns .fit-good > p { margin-bottom: 1rem; }
  .fit-facts dd { font-size: 0.9375rem; }
  .fit-cta p { display: none; }
  .fit-cta { padding-top: 0.75rem; }
  .band-cta .actions { margin-top: 1.25rem; }
}
`;
