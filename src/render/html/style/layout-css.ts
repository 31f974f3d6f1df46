// Layout: the 12-column wrap, header with its no-JS disclosure menu, bands, section heads and the footer.
export const LAYOUT_CSS = `.wrap { width: 100%; max-width: calc(var(--wrap) + 2 * var(--gutter)); margin-inline: auto; padding-inline: var(--gutter); }
.site-header { background: var(--bg); border-bottom: 1px solid var(--border); position: relative; z-index: 10; }
.header-bar { display: flex; align-items: center; gap: 1rem 2rem; min-height: 4.5rem; }
.brand { display: inline-flex; align-items: center; gap: 0.75rem; min-height: 2.75rem; margin-right: auto; color: var(--text); text-decoration: none; font: 600 1.25rem/1.2 var(--font-display); letter-spacing: -0.01em; }
.brand:hover { color: var(--text); }
.brand-name { white-space: nowrap; }
.brand-short { display: none; }
/* A logo keeps its own proportions: 32 px high (28 on phones), as wide as it is. */
.brand img { width: auto; height: 2rem; border-radius: 8px; }
.brand-wordmark img { border-radius: 0; }
/* A wordmark is drawn for a light page: on a dark one it sits on a light chip, as a printed logo would. */
@media (prefers-color-scheme: dark) { .brand-wordmark img { background: var(--text); padding: 3px 6px; border-radius: 6px; } }
@media (max-width: 29.99rem) { .header-bar { gap: 0.75rem; } .brand { font-size: 1.0625rem; gap: 0.5rem; min-width: 0; } .brand img { height: 1.75rem; } }
/* The narrowest phones, and small laptops where the menu and the call share the bar: the short name. */
@media (max-width: 23.99rem), (min-width: 60rem) and (max-width: 68.74rem) {
  .brand-short { display: inline; }
  .brand-full { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
.nav ul { display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
.nav li { margin: 0; }
.nav a { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 0.75rem; border-radius: var(--radius-button); color: var(--muted); font-size: 0.9375rem; font-weight: 500; text-decoration: none; }
.nav a:hover { color: var(--text); background: var(--accent-soft); }
.nav a[aria-current="page"] { color: var(--text); box-shadow: inset 0 -2px 0 var(--accent); border-radius: 0; }
.header-bar > .header-cta { display: none; }
.menu { display: none; }
/* The call stays in the header from 960 px: the menu's links close up to make room for it. */
@media (min-width: 60rem) { .header-bar > .header-cta { display: inline-flex; } }
@media (min-width: 56rem) and (max-width: 74.99rem) { .header-bar { gap: 1rem 1.25rem; } .nav ul { gap: 0; } .nav a { padding: 0 0.625rem; } }
@media (max-width: 55.99rem) {
  .site-header .nav { display: none; }
  .menu { display: block; }
  .menu > summary { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; padding: 0 1rem; border: 1px solid var(--border-strong); border-radius: var(--radius-button); font-weight: 600; font-size: 0.9375rem; cursor: pointer; list-style: none; }
  .menu > summary::-webkit-details-marker { display: none; }
  .menu > summary svg { width: 1.125rem; height: 1.125rem; }
  .menu > summary .icon-close, .menu > summary .menu-close, .menu[open] > summary .icon-menu, .menu[open] > summary .menu-label { display: none; }
  .menu[open] > summary .icon-close, .menu[open] > summary .menu-close { display: inline; }
  .menu[open] > summary { background: var(--text); color: var(--bg); border-color: var(--text); }
  /* The page behind the open menu dims; a tap on it is a tap on the summary, so it closes the menu (no JS). */
  .menu[open] > summary::after { content: ""; position: fixed; inset: 0; z-index: -1; background: var(--scrim); cursor: default; }
  .header-bar { background: var(--bg); }
  .menu-panel { position: absolute; left: 0; right: 0; top: 100%; background: var(--bg); border-bottom: 1px solid var(--border); box-shadow: var(--shadow); padding: 0.5rem var(--gutter) 1.5rem; }
  .menu-panel ul { list-style: none; margin: 0; padding: 0; }
  .menu-panel li { margin: 0; border-bottom: 1px solid var(--border); }
  .menu-panel li a { display: flex; align-items: center; min-height: 3.25rem; color: var(--text); text-decoration: none; font-size: 1.0625rem; font-weight: 500; }
  .menu-panel a[aria-current="page"] { color: var(--link); font-weight: 640; }
  .menu-panel .button { width: 100%; }
  /* The call leads the open menu, above the pages: at the bottom it sat right on top of the hero's own call. */
  .menu-panel { padding-top: 1rem; padding-bottom: 0.5rem; }
  .menu-panel > .button { margin-bottom: 0.5rem; }
  .menu-panel li:last-child { border-bottom: 0; }
}
main { display: block; }
/* Sections below the first screen skip layout and paint until they come near it, so the first paint of a long
   page costs about what its first screen costs; each keeps its real height once it has been shown. */
.band, .site-footer { content-visibility: auto; contain-intrinsic-size: auto 50rem; }
.band { padding-block: 1.75rem; }
@media (min-width: 48rem) { .band { padding-block: 4rem; } }
@media (min-width: 60rem) { .band { padding-block: 6rem; } }
.band-alt { background: var(--surface); border-block: 1px solid var(--border); }
.band-dark { background: var(--band); color: var(--on-band); }
.band-dark h2, .band-dark h3 { color: var(--on-band); }
.band-dark .lede, .band-dark .muted, .band-dark .prose { color: var(--on-band-muted); }
.band-dark a:not(.button) { color: var(--on-band); }
.band-dark :focus-visible { outline-color: var(--on-band); }
.grid { display: grid; gap: 2rem 1.5rem; }
@media (min-width: 48rem) { .grid { gap: 2.5rem 1.5rem; } }
.grid > * { min-width: 0; }
@media (min-width: 60rem) {
  .grid { grid-template-columns: repeat(12, minmax(0, 1fr)); }
  .split > .section-head { grid-column: 1 / span 4; }
  .split > .section-body { grid-column: 6 / span 7; }
  .sticky-head > .section-head { position: sticky; top: 2rem; align-self: start; }
}
.section-head > :last-child { margin-bottom: 0; }
@media (max-width: 47.99rem) { .section-head h2 { margin-bottom: 0.5rem; } }
.section-head .lede { margin-top: 1rem; }
.stack > .section-head { max-width: 46rem; margin-bottom: 1rem; }
@media (min-width: 48rem) { .stack > .section-head { margin-bottom: 3rem; } }
.stack > .section-head .prose { margin-top: 0.75rem; }
.section-after { margin-top: 2.5rem; }
.page-head { padding-block: 4rem 3rem; border-bottom: 1px solid var(--border); }
@media (min-width: 60rem) { .page-head { padding-block: 5.5rem 4rem; } }
.page-head h1 { max-width: 20ch; }
.page-head .lede { max-width: 40rem; margin: 0; }
.page-head .actions { margin-top: 2rem; }
.page-updated { margin: 1.25rem 0 0; color: var(--muted); font-size: 0.875rem; }
.page-head-tool { padding-block: 2.5rem 2rem; }
@media (min-width: 60rem) { .page-head-tool { padding-block: 3.5rem 2.5rem; } }
.page-body-tool { padding-top: 2rem; }
.page-links a { text-decoration: none; }
.page-links a:hover strong { text-decoration: underline; }
.page-links p { margin: 0; }
.page-body { padding-block: 3.5rem 5rem; }
@media (min-width: 60rem) {
  .page-body .grid > .prose { grid-column: 1 / span 7; }
  .page-body .grid > .page-aside { grid-column: 9 / span 4; }
}
.page-aside { display: grid; gap: 1.5rem; align-content: start; }
.offer-mini-price { display: grid; gap: 0.125rem; margin: 0 0 1.25rem; }
.offer-mini-price strong { font: 560 1.5625rem/1.2 var(--font-display); letter-spacing: -0.01em; }
.offer-mini-price span { color: var(--muted); font-size: 0.9375rem; }
@media (min-width: 60rem) { .page-aside { position: sticky; top: 2rem; align-self: start; } }
.toc { display: none; }
@media (min-width: 60rem) { .toc { display: block; font-size: 0.9375rem; } }
.toc h2 { font: 600 0.875rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); margin-bottom: 0.75rem; }
.toc ul { list-style: none; margin: 0; padding: 0; border-left: 1px solid var(--border); }
.toc li { margin: 0; }
.toc a { display: block; padding: 0.4rem 0 0.4rem 1rem; margin-left: -1px; border-left: 1px solid transparent; color: var(--muted); text-decoration: none; }
.toc a:hover { color: var(--text); border-left-color: var(--accent); }
.site-footer { background: var(--surface); border-top: 1px solid var(--border); padding-block: 4rem 2rem; font-size: 0.9375rem; }
.footer-grid { display: grid; gap: 2.5rem; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); }
.footer-grid .brand { font-size: 1.125rem; }
.site-footer h2 { font: 600 0.875rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); margin: 0 0 0.75rem; }
.site-footer address { font-style: normal; line-height: 1.7; }
.site-footer ul { list-style: none; margin: 0; padding: 0; }
.site-footer li { margin: 0; }
.site-footer li a, .site-footer address a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.site-footer a { color: var(--text); text-decoration: none; }
.site-footer a:hover { text-decoration: underline; }
.footer-tagline { color: var(--muted); max-width: 22rem; margin-top: 1rem; }
.footer-base { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; justify-content: space-between; align-items: center; margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.875rem; }
.footer-base p { margin: 0; }
.agent-links { display: flex; flex-wrap: wrap; gap: 0 1.25rem; }
/* Phones: the brand and tagline (the header and the headline) are not repeated, and the short link lists sit
   side by side. */
@media (max-width: 47.99rem) {
  .site-footer { padding-block: 2rem 1.25rem; }
  .footer-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.25rem 1rem; }
  .footer-grid > :first-child { display: none; }
  .footer-grid > :nth-child(2) { grid-column: 1 / -1; }
  .footer-base { margin-top: 1.5rem; padding-top: 0.5rem; }
  .footer-base > p { display: none; }
  .agent-links { gap: 0 0.875rem; }
  .site-footer .agent-links a { font-size: 0.8125rem; }
}
.site-footer .agent-links a { display: inline-flex; align-items: center; min-height: 2.75rem; color: var(--muted); font-size: 0.875rem; }
.site-footer .agent-links a:hover { color: var(--text); }
`;
