// Components shared by every page: buttons, action rows, cards, feature lists, steps, FAQ, contact cards.
export const COMPONENTS_CSS = `.button { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 3rem; padding: 0.625rem 1.375rem; border: 1px solid transparent; border-radius: var(--radius-button); font: 600 1rem/1.3 var(--font-text); text-align: center; text-decoration: none; cursor: pointer; }
.button-primary { background: var(--accent); color: var(--on-accent); box-shadow: 0 1px 2px rgb(var(--shadow-rgb) / 0.12); }
.button-primary:hover { background: var(--accent-strong); color: var(--on-accent); }
.button-secondary { background: var(--surface); color: var(--text); border-color: var(--border-strong); }
.button-secondary:hover { border-color: var(--text); color: var(--text); }
.button-quiet { color: var(--link); text-decoration: underline; text-underline-offset: 0.2em; padding-inline: 0.5rem; }
.button-quiet:hover { color: var(--text); }
.button-small { min-height: 2.75rem; padding: 0.5rem 1rem; font-size: 0.9375rem; }
.band-dark .button-primary { background: var(--on-band); color: var(--band); }
.band-dark .button-primary:hover { background: var(--surface); color: var(--band); }
.band-dark .button-secondary { background: transparent; color: var(--on-band); border-color: var(--on-band-muted); }
.band-dark .button-secondary:hover { border-color: var(--on-band); color: var(--on-band); }
.band-dark .button-quiet { color: var(--on-band); }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; list-style: none; margin: 0; padding: 0; }
.actions li { margin: 0; }
@media (max-width: 39.99rem) { .actions, .band-cta .actions { display: grid; justify-content: stretch; } .actions .button { width: 100%; } }
.prose .actions { margin-block: 1.5rem; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.75rem; box-shadow: var(--shadow); }
@media (min-width: 60rem) { .card { padding: 2rem; } }
.card > :last-child { margin-bottom: 0; }
.card h2, .card h3 { margin-top: 0; }
.card-label { font: 600 0.8125rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); margin: 0 0 0.75rem; }
.icon { width: 1.25rem; height: 1.25rem; flex: none; }
.check-list { list-style: none; margin: 0; padding: 0; }
.check-list li { display: flex; gap: 0.75rem; align-items: flex-start; padding: 0.75rem 0; border-top: 1px solid var(--border); margin: 0; }
.check-list li:first-child { border-top: 0; }
.check-list .icon { margin-top: 0.2rem; color: var(--link); }
.cross-list .icon { color: var(--muted); }
.feature-list { list-style: none; padding: 0; display: grid; gap: 1rem; margin-block: 1.5rem 2rem; }
@media (min-width: 40rem) { .feature-list { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.feature-list > li { margin: 0; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem 1.5rem; font-size: 0.9375rem; color: var(--text); }
.feature-list > li > p { margin: 0; }
.feature-list > li strong:first-child { display: block; color: var(--text); font: 600 1.125rem/1.3 var(--font-display); margin-bottom: 0.375rem; }
.numbered-list { list-style: none; padding: 0; counter-reset: item; margin-block: 1.5rem 2rem; }
.numbered-list > li { position: relative; padding: 0 0 0 3rem; margin-bottom: 1.25rem; counter-increment: item; }
.numbered-list > li::before { content: counter(item, decimal-leading-zero); position: absolute; left: 0; top: 0.15em; font: 600 0.875rem/1.6 var(--font-text); font-variant-numeric: tabular-nums; letter-spacing: 0.04em; color: var(--link); }
.numbered-list > li strong:first-child { display: block; color: var(--text); font: 600 1.125rem/1.4 var(--font-display); }
.steps { list-style: none; margin: 0 0 1.5rem; padding: 0; }
.step { position: relative; margin: 0; padding: 0 0 2rem 2.25rem; }
/* Each day's marker is a stroke of the lineup; a hairline joins the days. */
.step::before { content: ""; position: absolute; left: 0.5rem; top: 0.25rem; width: 3px; height: 1.5rem; background: var(--accent); }
.step:not(:last-child)::after { content: ""; position: absolute; left: calc(0.5rem + 1px); top: 2.25rem; bottom: 0.5rem; border-left: 1px solid var(--lineup); }
.step summary { display: block; list-style: none; }
.step summary::-webkit-details-marker { display: none; }
.step-kicker { display: block; font: 600 0.8125rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--link); margin-bottom: 0.25rem; }
.step h3 { font-size: 1.25rem; margin: 0 0 0.5rem; padding-top: 0.125rem; }
.step-title { display: block; }
.steps + p { display: inline-block; background: var(--accent-soft); border-radius: var(--radius); padding: 1rem 1.25rem; color: var(--text); font-weight: 500; }
.step p { margin: 0; }
/* Wide screens read the whole week: every day stands open and its line is no button. */
@media (min-width: 48rem) {
  .step > details::details-content { content-visibility: visible; }
  .step summary { pointer-events: none; }
}
/* Phones: the week is a compact list, one line a day ("Monday · The lineup"), the details a tap away; the open
   day's stroke stands taller in the accent, the rest are the lineup. */
@media (max-width: 47.99rem) {
  .steps { border-top: 1px solid var(--border); margin-bottom: 1rem; }
  .step { padding: 0; border-bottom: 1px solid var(--border); }
  .step::before, .step::after { display: none; }
  .step summary { display: flex; align-items: center; gap: 0.875rem; min-height: 3.25rem; padding: 0.625rem 0; cursor: pointer; }
  .step summary::before { content: ""; flex: none; width: 3px; height: 1.25rem; background: var(--lineup); }
  .step details[open] > summary::before { height: 1.75rem; background: var(--accent); }
  .step summary::after { content: "+"; flex: none; margin-left: auto; display: grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; border: 1px solid var(--border-strong); font: 400 1.125rem/1 var(--font-text); color: var(--muted); }
  .step details[open] > summary::after { content: "\\2212"; }
  .step h3 { display: block; font-size: 1.125rem; line-height: 1.3; margin: 0; padding: 0; }
  .step-kicker, .step-title { display: inline; }
  .step-kicker { font-size: 0.75rem; margin: 0; }
  .step-kicker::after { content: " \\00b7"; }
  .step p { padding: 0 0 1rem 1.0625rem; font-size: 0.9375rem; line-height: 1.55; }
}
.note { display: flex; gap: 0.75rem; align-items: flex-start; background: var(--accent-soft); border-radius: var(--radius); padding: 1rem 1.25rem; color: var(--text); }
.note p { margin: 0; }
.faq { border-top: 1px solid var(--border); }
.faq details { border-bottom: 1px solid var(--border); }
.faq summary { display: flex; justify-content: space-between; align-items: center; gap: 1.5rem; min-height: 3rem; padding: 1.25rem 0; cursor: pointer; list-style: none; font: 560 1.25rem/1.35 var(--font-display); }
.faq summary::-webkit-details-marker { display: none; }
.faq summary::after { content: "+"; flex: none; display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; border: 1px solid var(--border-strong); font: 400 1.25rem/1 var(--font-text); color: var(--muted); }
.faq details[open] summary::after { content: "\\2212"; }
.faq summary:hover { color: var(--link); }
.faq .answer { padding: 0 3.5rem 1.5rem 0; }
@media (max-width: 39.99rem) { .faq .answer { padding-right: 0; } .faq summary { padding-block: 0.75rem; font-size: 1.0625rem; } }
.faq .answer > :last-child { margin-bottom: 0; }
.contact-list { list-style: none; padding: 0; display: grid; gap: 1rem; margin-block: 1.5rem 2rem; }
@media (min-width: 40rem) { .contact-list { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.contact-list li { margin: 0; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem 1.5rem; }
.contact-list .card-label { margin-bottom: 0.25rem; }
.contact-list a { display: inline-flex; align-items: center; min-height: 2.75rem; overflow-wrap: anywhere; font-weight: 560; }
/* The copy button sits in the first line's right end, so the code starts on the first line, not below a gap. Its room
   is kept before the script runs (a module, after the first frame): made then, it could add a scrollbar and move
   the page. The class serves browsers without the scripting query. */
@media (scripting: enabled) { pre { padding-right: 6rem; min-height: 3.75rem; } }
pre.has-copy { padding-right: 6rem; min-height: 3.75rem; }
.copy-button { position: absolute; top: 0.5rem; right: 0.5rem; min-height: 2.75rem; padding: 0 0.875rem; border-radius: 8px; border: 1px solid var(--on-band-muted); background: var(--band); color: var(--on-band); font: 600 0.8125rem/1 var(--font-text); cursor: pointer; }
`;
