// Base styles: reset, type scale, links, focus, prose at a reading measure, code and tables.
/** Type scale (ratio 1.25): 14, 16, 18, 20, 25, 31, 39, 49, 61 px; body 17 px on phones, 18 px from 60rem. */
export const BASE_CSS = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
body { margin: 0; background: var(--bg); color: var(--text); font: 400 1.0625rem/1.6 var(--font-text); font-feature-settings: "cv11", "ss01"; -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }
@media (min-width: 60rem) { body { font-size: 1.125rem; } }
img, svg { display: block; max-width: 100%; }
a { color: var(--link); text-decoration-thickness: 1px; text-underline-offset: 0.2em; }
a:hover { color: var(--text); text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 4px; }
h1, h2, h3, h4 { font-family: var(--font-display); font-weight: 560; line-height: 1.15; letter-spacing: -0.015em; color: var(--text); text-wrap: balance; margin: 0 0 1rem; }
h1 { font-size: clamp(2.4375rem, 1.6rem + 3.4vw, 3.8125rem); letter-spacing: -0.025em; }
h2 { font-size: clamp(1.9375rem, 1.55rem + 1.5vw, 2.4375rem); letter-spacing: -0.02em; }
h3 { font-size: clamp(1.25rem, 1.1rem + 0.5vw, 1.5625rem); }
h4 { font-size: 1.25rem; }
p, ul, ol, dl, table, pre, blockquote { margin: 0 0 1.25rem; }
li { margin-bottom: 0.5rem; }
strong { font-weight: 640; }
small { font-size: 0.875rem; }
code { font-family: var(--font-mono); font-synthesis-weight: none; font-size: 0.875em; background: var(--accent-soft); padding: 0.1em 0.35em; border-radius: 6px; overflow-wrap: anywhere; }
pre { background: var(--band); color: var(--on-band); padding: 1.25rem 1.5rem; border-radius: var(--radius); overflow-x: auto; line-height: 1.5; position: relative; }
pre code { background: none; padding: 0; color: inherit; font-size: 0.875rem; overflow-wrap: normal; }
/* A table that is wider than its column scrolls inside itself, and a shade at the edge says there is more: the
   page-coloured covers scroll with the content (local) and uncover the shades (scroll) once there is more to see. */
table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; display: block; overflow-x: auto; -webkit-overflow-scrolling: touch;
  background: linear-gradient(to right, var(--bg) 40%, transparent) left / 2.5rem 100% no-repeat local, linear-gradient(to left, var(--bg) 40%, transparent) right / 2.5rem 100% no-repeat local, radial-gradient(farthest-side at 0 50%, rgb(var(--shadow-rgb) / 0.22), transparent) left / 0.875rem 100% no-repeat scroll, radial-gradient(farthest-side at 100% 50%, rgb(var(--shadow-rgb) / 0.22), transparent) right / 0.875rem 100% no-repeat scroll; }
/* A name in a table ("error.code", "/api/health") never breaks mid-word; a long path breaks after a slash only. */
th code, td code { white-space: nowrap; overflow-wrap: normal; }
th, td { text-align: left; vertical-align: top; padding: 0.75rem 1rem 0.75rem 0; border-bottom: 1px solid var(--border); }
th { font-weight: 640; border-bottom-color: var(--border-strong); }
/* Phones: a table of two or three columns becomes stacked rows, its first cells a label line ("404 · not_found")
   and the last, the explanation, under it at full width; it never needs to scroll. Wider tables scroll. */
@media (max-width: 47.99rem) {
  table:not(:has(tr > :nth-child(4))) { display: block; overflow: visible; background: none; border-top: 1px solid var(--border-strong); }
  table:not(:has(tr > :nth-child(4))) thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table:not(:has(tr > :nth-child(4))) :is(tbody, tr) { display: block; }
  table:not(:has(tr > :nth-child(4))) tr { padding: 0.75rem 0; border-bottom: 1px solid var(--border); }
  table:not(:has(tr > :nth-child(4))) td { display: inline; padding: 0; border: 0; }
  table:not(:has(tr > :nth-child(4))) td:not(:last-child) { font-weight: 640; }
  table:not(:has(tr > :nth-child(4))) td:not(:last-child)::after { content: " \\00b7\\00a0"; font-weight: 400; color: var(--muted); }
  table:not(:has(tr > :nth-child(4))) td:nth-last-child(2)::after { content: none; }
  table:not(:has(tr > :nth-child(4))) td:last-child { display: block; margin-top: 0.25rem; }
  table:not(:has(tr > :nth-child(4))) td:only-child { margin-top: 0; }
}
/* A pull quote stands on the lineup (the site's motif, see home-css.ts): a row of strokes, one taller in the accent. */
blockquote { position: relative; margin: 2rem 0 1.75rem; padding: 2.5rem 0 0; font-family: var(--font-display); font-size: clamp(1.3125rem, 1.1rem + 0.9vw, 1.5625rem); line-height: 1.35; letter-spacing: -0.01em; }
blockquote::before { content: ""; position: absolute; top: 0; left: 0; width: 8.5rem; height: 1.625rem; background: linear-gradient(var(--accent), var(--accent)) 3.75rem 0 / 3px 100% no-repeat, repeating-linear-gradient(90deg, var(--lineup) 0 1.5px, transparent 1.5px 0.625rem) 0 100% / 100% 55% no-repeat; }
blockquote p { margin: 0; }
hr { border: 0; border-top: 1px solid var(--border); margin: 2.5rem 0; }
.prose { max-width: var(--measure); }
.prose > :last-child { margin-bottom: 0; }
.prose h2 { margin-top: 3rem; }
.prose h3 { margin-top: 2rem; }
.prose h2:first-child, .prose h3:first-child { margin-top: 0; }
/* A reading page's sections skip layout and paint until they near the screen (a long page's first paint costs
   its first screen); the half-rem of padding keeps focus rings at their edges inside the box paint is clipped to. */
.prose-section { content-visibility: auto; contain-intrinsic-size: auto 40rem; margin-inline: -0.5rem; padding: 0.5rem; }
/* The first section starts on the first screen, where skipping saves nothing: Chromium drew its first frame with
   the 40rem placeholder, and when a short first section took its own height, the offer card below it moved up
   into view (CLS 0.21 on a phone, on a second owner's pages of one short section). */
.prose > .prose-section:first-of-type { content-visibility: visible; }
* + .prose-section { margin-top: 2.5rem; }
.prose-section + .prose-section { margin-top: 2rem; }
.prose > .prose-section:first-child { margin-top: -0.5rem; }
.prose-section > :last-child { margin-bottom: 0; }
.kicker { font: 600 0.875rem/1.4 var(--font-text); letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); margin: 0 0 1rem; }
.lede { font-size: clamp(1.125rem, 1rem + 0.5vw, 1.25rem); color: var(--text); line-height: 1.5; }
.muted { color: var(--muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.skip-link { position: absolute; left: 1rem; top: -10rem; z-index: 20; padding: 0.75rem 1.25rem; background: var(--text); color: var(--bg); border-radius: var(--radius-button); }
.skip-link:focus { top: 1rem; color: var(--bg); }
@media (prefers-reduced-motion: no-preference) { .button, .nav a, summary { transition: background-color 0.15s, border-color 0.15s, color 0.15s, box-shadow 0.15s; } }
@media print { .site-header nav, .menu, .skip-link, .actions, .fit-form { display: none !important; } .band-dark { background: none; color: inherit; } }
`;
