// The site's one stylesheet: system fonts, a readable measure, responsive without media-query sprawl.
/** Also the browser UI colour (theme-color) and the favicon's background, so the brand reads the same. */
export const THEME_COLOR = '#0f4c4f';

export const STYLESHEET = `:root {
  --ink: #1b2228;
  --muted: #4a5660;
  --paper: #fbfaf6;
  --card: #ffffff;
  --tint: #e8f0ee;
  --line: #d5dcd9;
  --accent: ${THEME_COLOR};
  --accent-strong: #0a3537;
  --pass: #1d6b3b;
  --fail: #9b2c1c;
  --unknown: #5c5a52;
  --serif: "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --mono: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace;
  --measure: 42rem;
  --radius: 0.5rem;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--paper);
  color: var(--ink);
  font: 1.0625rem/1.65 var(--sans);
}
a { color: var(--accent); text-decoration-thickness: 0.08em; text-underline-offset: 0.18em; }
a:hover { color: var(--accent-strong); text-decoration-thickness: 0.14em; }
:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
h1, h2, h3, h4 { font-family: var(--serif); line-height: 1.2; color: var(--ink); text-wrap: balance; }
h1 { font-size: clamp(2rem, 1.4rem + 2.6vw, 3.1rem); margin: 0 0 0.75rem; letter-spacing: -0.01em; }
h2 { font-size: clamp(1.5rem, 1.25rem + 1vw, 1.95rem); margin: 2.75rem 0 0.75rem; }
h3 { font-size: 1.3rem; margin: 2rem 0 0.5rem; }
h4 { font-size: 1.1rem; margin: 1.5rem 0 0.4rem; }
p, ul, ol, dl, table, pre { margin: 0 0 1.1rem; }
li { margin-bottom: 0.4rem; }
code { font-family: var(--mono); font-size: 0.88em; background: var(--tint); padding: 0.1em 0.3em; border-radius: 0.25rem; }
pre { background: #16202a; color: #f3f5f4; padding: 1rem; border-radius: var(--radius); overflow-x: auto; }
pre code { background: none; padding: 0; color: inherit; font-size: 0.85rem; }
table { display: block; overflow-x: auto; border-collapse: collapse; font-size: 0.95rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--line); }
th { font-weight: 650; }
.wrap { width: min(100% - 2.5rem, 68rem); margin-inline: auto; }
.prose { max-width: var(--measure); }
.skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.6rem 1rem; background: var(--ink); color: #fff; z-index: 10; border-radius: var(--radius); }
.skip-link:focus { top: 1rem; }
.site-header { border-bottom: 1px solid var(--line); background: var(--card); }
.site-header .wrap { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 2rem; padding-block: 0.9rem; }
.brand { display: inline-flex; align-items: center; gap: 0.6rem; font-family: var(--serif); font-weight: 700; font-size: 1.2rem; color: var(--ink); text-decoration: none; }
.brand img { width: 1.75rem; height: 1.75rem; }
.nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.1rem; list-style: none; margin: 0; padding: 0; }
.nav li { margin: 0; }
.nav a { display: inline-block; padding: 0.35rem 0; color: var(--muted); text-decoration: none; font-weight: 550; }
.nav a:hover, .nav a[aria-current="page"] { color: var(--ink); box-shadow: inset 0 -2px 0 var(--accent); }
main { display: block; padding-block: 2.5rem 4rem; }
.page-head { margin-bottom: 2rem; max-width: var(--measure); }
.lede { font-size: 1.2rem; color: var(--muted); margin-bottom: 0; }
.hero { background: var(--tint); border-bottom: 1px solid var(--line); padding-block: 3rem 2.75rem; margin: -2.5rem 0 2.5rem; }
.kicker { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.85rem; font-weight: 650; color: var(--accent); margin-bottom: 0.6rem; }
.hero-grid { display: grid; gap: 2rem 3rem; align-items: center; }
@media (min-width: 60rem) { .hero-grid { grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); } }
.hero h1 { max-width: 24ch; }
.hero-card h2 { font-size: 1.35rem; }
.hero-card p { color: var(--muted); font-size: 0.98rem; }
.deliverables { list-style: none; padding: 0; margin: 0; }
.deliverables li { padding: 0.55rem 0 0.55rem 1.9rem; border-top: 1px solid var(--line); font-weight: 650; position: relative; margin: 0; }
.deliverables li::before { content: ""; position: absolute; left: 0.2rem; top: 0.85rem; width: 0.9rem; height: 0.9rem; border-radius: 50%; border: 3px solid var(--accent); }
.facts { display: flex; flex-wrap: wrap; gap: 1rem 2.5rem; margin: 1.75rem 0; }
.facts dt { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.facts dd { margin: 0; font-family: var(--serif); font-size: 1.6rem; font-weight: 700; }
.facts small { font: 600 0.95rem var(--sans); color: var(--muted); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; margin: 0; }
.actions li { margin: 0; }
.button { display: inline-block; padding: 0.75rem 1.25rem; border-radius: var(--radius); border: 2px solid var(--accent); font-weight: 650; text-decoration: none; line-height: 1.3; }
.button-primary { background: var(--accent); color: #fff; }
.button-primary:hover { background: var(--accent-strong); border-color: var(--accent-strong); color: #fff; }
.button-secondary { background: var(--card); color: var(--accent); }
.button-quiet { border-color: transparent; text-decoration: underline; padding-inline: 0.25rem; }
button.button { font: inherit; font-weight: 650; cursor: pointer; }
.fit-tool { display: grid; gap: 2rem; margin: 2.5rem 0; align-items: start; }
@media (min-width: 60rem) { .fit-tool { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.panel { background: var(--card); border: 1px solid var(--line); border-radius: 0.75rem; padding: 1.5rem; }
.panel > h2:first-child { margin-top: 0; }
.field { margin: 0 0 1.5rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field legend { display: block; font-weight: 650; margin-bottom: 0.2rem; padding: 0; }
.hint { display: block; color: var(--muted); font-size: 0.93rem; margin: 0 0 0.5rem; }
.field input[type="number"], .field input[type="text"] { width: 100%; max-width: 22rem; font: inherit; padding: 0.55rem 0.7rem; border: 2px solid #6b7780; border-radius: 0.4rem; background: #fff; color: var(--ink); }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.choices label { display: inline-flex; align-items: center; gap: 0.4rem; padding: 0.2rem 0; }
.choices input { width: 1.15rem; height: 1.15rem; accent-color: var(--accent); }
.field-error { color: var(--fail); font-weight: 650; margin: 0.4rem 0 0; }
[aria-invalid="true"] { border-color: var(--fail) !important; }
.error-summary { border: 2px solid var(--fail); border-radius: var(--radius); padding: 1rem 1.25rem; background: #fff6f4; }
.error-summary h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.result-empty { color: var(--muted); }
.fit-result:focus { outline: 2px solid var(--line); outline-offset: 2px; }
.verdict { display: inline-block; font-family: var(--sans); font-size: 1rem; font-weight: 700; padding: 0.2rem 0.7rem; border-radius: 999px; color: #fff; background: var(--unknown); vertical-align: middle; }
.verdict-strong-fit { background: var(--pass); }
.verdict-possible-fit { background: var(--accent); }
.verdict-poor-fit { background: var(--fail); }
.score { font-weight: 650; }
.checks { list-style: none; padding: 0; }
.check { border-left: 4px solid var(--unknown); padding: 0.5rem 0 0.5rem 0.9rem; margin-bottom: 0.8rem; }
.check-pass { border-color: var(--pass); }
.check-fail { border-color: var(--fail); }
.check-status { display: block; font-size: 0.82rem; text-transform: uppercase; letter-spacing: 0.06em; font-weight: 700; color: var(--unknown); }
.check-pass .check-status { color: var(--pass); }
.check-fail .check-status { color: var(--fail); }
.check p { margin: 0.2rem 0 0; color: var(--muted); }
.disclaimer { font-size: 0.93rem; color: var(--muted); border-top: 1px solid var(--line); padding-top: 0.8rem; }
.site-footer { border-top: 1px solid var(--line); background: #eef1ef; padding-block: 2.5rem; font-size: 0.95rem; }
.footer-grid { display: grid; gap: 1.5rem 3rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.site-footer h2 { font-size: 1.05rem; margin: 0 0 0.5rem; font-family: var(--sans); }
.site-footer address { font-style: normal; }
.site-footer ul { list-style: none; padding: 0; margin: 0; }
.site-footer li { margin-bottom: 0.25rem; }
.site-footer .fine { color: var(--muted); margin: 1.75rem auto 0; }
@media print { .site-header nav, .skip-link, .actions, .fit-form { display: none; } }
`;
