// The fit self-check: form card, verdict card, per-criterion checks and the criteria list.
export const FIT_CSS = `.fit-tool { align-items: start; margin-block: 0 4rem; }
/* The explanations under the tool: the criteria on the left, how the verdict works and what it means beside them. */
.fit-notes > .prose-section { max-width: var(--measure); }
@media (min-width: 60rem) {
  .fit-notes { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 3rem; align-items: start; }
  .fit-notes > .prose-section:first-child { grid-row: span 2; }
  .fit-notes > .prose-section + .prose-section { margin-top: 0; }
  .fit-notes > .prose-section:nth-child(3) { margin-top: 2rem; }
}
@media (min-width: 60rem) { .fit-tool > .fit-form { grid-column: 1 / span 6; } .fit-tool > .fit-result { grid-column: 7 / span 6; position: sticky; top: 2rem; } }
.field { margin: 0 0 1.75rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field legend { display: block; font-weight: 640; margin-bottom: 0.25rem; padding: 0; }
.hint { display: block; color: var(--muted); font-size: 0.9375rem; margin: 0 0 0.75rem; }
.field input[type="number"], .field input[type="text"] { width: 100%; min-height: 3rem; font: inherit; padding: 0.625rem 0.875rem; border: 1px solid var(--border-strong); border-radius: var(--radius-button); background: var(--bg); color: var(--text); }
.field input:hover { border-color: var(--text); }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.choices label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; padding: 0 1rem; border: 1px solid var(--border-strong); border-radius: 999px; cursor: pointer; font-size: 0.9375rem; }
.choices label:hover { border-color: var(--text); }
.choices label:has(input:checked) { border-color: var(--accent); background: var(--accent-soft); font-weight: 600; }
/* "Rather not say" is where every question starts: chosen, it stays quiet, so it never reads as an answer. */
.choices label:has(input[value=""]) { border-style: dashed; color: var(--muted); }
.choices label:has(input[value=""]:checked) { border-color: var(--border-strong); background: transparent; font-weight: 400; }
/* Radios drawn in the theme's own lines: the browser's dark radios were grey filled discs. */
.choices input { appearance: none; flex: none; display: grid; place-items: center; width: 1.125rem; height: 1.125rem; margin: 0; border: 1.5px solid var(--border-strong); border-radius: 50%; background: transparent; }
.choices input::before { content: ""; width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--accent); transform: scale(0); }
.choices input:checked { border-color: var(--accent); }
.choices input:checked::before { transform: scale(1); }
.choices label:has(input[value=""]:checked) input { border-color: var(--muted); }
.choices label:has(input[value=""]:checked) input::before { background: var(--muted); }
@media (forced-colors: active) { .choices input { appearance: auto; } }
.fit-form .button { width: 100%; }
.form-intro { margin: 0 0 1.5rem; color: var(--text); font-size: 1rem; }
.form-reassurance { display: flex; gap: 0.5rem; align-items: flex-start; margin: 0.875rem 0 0; color: var(--muted); font-size: 0.875rem; }
.form-reassurance .icon { flex: none; width: 1rem; height: 1rem; margin-top: 0.15rem; color: var(--success); }
.field-error { color: var(--fail); font-weight: 600; margin: 0.5rem 0 0; font-size: 0.9375rem; }
[aria-invalid="true"] { border-color: var(--fail) !important; }
.error-summary { border: 1px solid var(--fail); border-left-width: 4px; border-radius: var(--radius); padding: 1rem 1.25rem; background: var(--surface); }
.error-summary p { font-weight: 600; }
.error-summary > :last-child { margin-bottom: 0; }
.result-empty { color: var(--muted); }
.result-steps { color: var(--muted); padding-left: 1.25rem; font-size: 1rem; }
.fit-result:focus, .fit-result:focus-visible { outline: none; }
/* The form's answer lands here: a little air above it, not flush with the window's edge. */
.fit-result { scroll-margin-top: 1.5rem; }
.fit-result[aria-busy="true"] { opacity: 0.6; }
/* Each verdict in its own hue, panel and rule alike: green for strong, amber for possible, and for poor a calm
   slate (advice, not an error: never the red of a failed field); too little to go on stays neutral. */
.verdict-card { display: grid; gap: 0.375rem; padding: 1.5rem; border-radius: var(--radius); background: var(--bg); border: 1px solid var(--border); border-left: 4px solid var(--muted); margin-bottom: 1.5rem; }
.verdict-card.is-strong-fit { background: var(--success-soft); border-color: transparent; border-left-color: var(--success); }
.verdict-card.is-possible-fit { background: var(--warn-soft); border-color: transparent; border-left-color: var(--warn); }
.verdict-card.is-poor-fit { background: var(--calm-soft); border-color: transparent; border-left-color: var(--calm); }
.verdict-line { display: flex; align-items: center; gap: 0.625rem; margin: 0; }
.verdict-line .icon { width: 1.75rem; height: 1.75rem; color: var(--muted); }
.is-strong-fit .verdict-line .icon, .is-strong-fit .verdict { color: var(--success); }
.is-possible-fit .verdict-line .icon, .is-possible-fit .verdict { color: var(--warn); }
.is-poor-fit .verdict-line .icon, .is-poor-fit .verdict { color: var(--calm); }
.verdict { font: 560 1.9375rem/1.15 var(--font-display); letter-spacing: -0.02em; }
.tally { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.recommendation { font-size: 1.0625rem; }
.fit-result .actions { margin-bottom: 1.5rem; }
.fit-result h3 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
.checks { list-style: none; padding: 0; margin: 0 0 1.5rem; }
.check { display: grid; grid-template-columns: auto 1fr; gap: 0.125rem 0.75rem; padding: 1rem 0; border-top: 1px solid var(--border); margin: 0; }
.check .icon { grid-row: span 3; margin-top: 0.15rem; color: var(--muted); }
.check-pass .icon { color: var(--success); }
.check-fail .icon { color: var(--calm); }
.check-status { font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
.check-pass .check-status { color: var(--success); }
.check-fail .check-status { color: var(--calm); }
.check-optional .check-status { color: var(--muted); }
.check strong { font-weight: 600; }
.check p { margin: 0; font-size: 0.9375rem; }
.disclaimer { font-size: 0.875rem; color: var(--muted); border-top: 1px solid var(--border); padding-top: 1rem; margin: 0; }
.criteria { list-style: none; padding: 0; margin: 1.5rem 0 2rem; display: grid; gap: 0.75rem; }
.criteria li { margin: 0; display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1rem 1.25rem; }
.badge { flex: none; padding: 0.125rem 0.625rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; background: var(--accent-soft); color: var(--link); }
.badge-quiet { background: transparent; color: var(--muted); border: 1px solid var(--border); }
`;
