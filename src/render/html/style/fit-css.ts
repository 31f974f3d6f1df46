// The fit self-check: form card, verdict card, per-criterion checks and the criteria list.
export const FIT_CSS = `.fit-tool { align-items: start; margin-block: 0 4rem; }
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
.choices input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--accent); }
.fit-form .button { width: 100%; }
.field-error { color: var(--fail); font-weight: 600; margin: 0.5rem 0 0; font-size: 0.9375rem; }
[aria-invalid="true"] { border-color: var(--fail) !important; }
.error-summary { border: 1px solid var(--fail); border-left-width: 4px; border-radius: var(--radius); padding: 1rem 1.25rem; background: var(--surface); }
.error-summary p { font-weight: 600; }
.error-summary > :last-child { margin-bottom: 0; }
.result-empty { color: var(--muted); }
.result-steps { color: var(--muted); padding-left: 1.25rem; font-size: 1rem; }
.fit-result:focus, .fit-result:focus-visible { outline: none; }
.fit-result[aria-busy="true"] { opacity: 0.6; }
.verdict-card { display: grid; gap: 0.5rem; padding: 1.5rem; border-radius: var(--radius); background: var(--accent-soft); border-left: 4px solid var(--muted); margin-bottom: 1.5rem; }
.verdict-card.is-strong-fit { border-left-color: var(--success); }
.verdict-card.is-possible-fit { border-left-color: var(--warn); }
/* A poor fit is advice, not an error: the calm warning hue, never the red of a failed field. */
.verdict-card.is-poor-fit { border-left-color: var(--warn); }
.verdict-line { display: flex; align-items: center; gap: 0.625rem; margin: 0; }
.verdict-line .icon { width: 1.75rem; height: 1.75rem; }
.is-strong-fit .verdict-line .icon { color: var(--success); }
.is-possible-fit .verdict-line .icon { color: var(--warn); }
.is-poor-fit .verdict-line .icon { color: var(--warn); }
.verdict { font: 560 1.9375rem/1.15 var(--font-display); letter-spacing: -0.02em; }
.score { margin: 0; font-weight: 600; }
.pips { display: flex; gap: 4px; }
.pips span { flex: 1; height: 6px; border-radius: 3px; background: var(--border); max-width: 2.5rem; }
.pips .on { background: var(--text); }
.recommendation { font-size: 1.0625rem; }
.fit-result .actions { margin-bottom: 1.5rem; }
.fit-result h3 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
.checks { list-style: none; padding: 0; margin: 0 0 1.5rem; }
.check { display: grid; grid-template-columns: auto 1fr; gap: 0.125rem 0.75rem; padding: 1rem 0; border-top: 1px solid var(--border); margin: 0; }
.check .icon { grid-row: span 3; margin-top: 0.15rem; color: var(--muted); }
.check-pass .icon { color: var(--success); }
.check-fail .icon { color: var(--fail); }
.check-status { font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
.check-pass .check-status { color: var(--success); }
.check-fail .check-status { color: var(--fail); }
.check-optional .check-status { color: var(--muted); }
.check strong { font-weight: 600; }
.check p { margin: 0; font-size: 0.9375rem; }
.disclaimer { font-size: 0.875rem; color: var(--muted); border-top: 1px solid var(--border); padding-top: 1rem; margin: 0; }
.criteria { list-style: none; padding: 0; margin: 1.5rem 0 2rem; display: grid; gap: 0.75rem; }
.criteria li { margin: 0; display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1rem 1.25rem; }
.badge { flex: none; padding: 0.125rem 0.625rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; background: var(--accent-soft); color: var(--link); }
.badge-quiet { background: transparent; color: var(--muted); border: 1px solid var(--border); }
`;
