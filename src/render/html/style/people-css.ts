// The people: the lineup motif behind every portrait's 4:5 frame, the founder beside the hero, the team's cards
// and the faces of the people who answer (contact).
export const PEOPLE_CSS = `/* The lineup, the site's one motif: a row of equal strokes with one standing taller in the accent, the idea of
   being picked out of a row of look-alikes. It stands behind the portraits, over the pull quote and beside the
   week's days. Drawn with gradients: no image to fetch. */
.frame { position: relative; isolation: isolate; display: block; }
.frame::before { content: ""; position: absolute; z-index: -1; left: -1.75rem; bottom: -1.25rem; width: calc(100% + 0.5rem); height: 38%; background: repeating-linear-gradient(90deg, var(--lineup) 0 1.5px, transparent 1.5px 0.625rem); }
.frame::after { content: ""; position: absolute; z-index: -1; left: -1.125rem; bottom: -1.25rem; width: 3px; height: 58%; background: var(--accent); }
.portrait { display: block; width: 100%; height: auto; aspect-ratio: 4 / 5; object-fit: cover; object-position: 50% 28%; border-radius: 2px; background: var(--accent-soft); }
/* A light picture would glow on a dark page: portraits and photos step down a little. */
@media (prefers-color-scheme: dark) { .portrait, .avatar { filter: brightness(0.9); } }
.founder { margin: 0 0 1rem; display: grid; grid-template-columns: 6.25rem minmax(0, 1fr); gap: 0 1.25rem; align-items: end; }
.founder .frame { margin: 0 0 0.875rem 1rem; }
.founder .frame::before { left: -1rem; bottom: -0.875rem; }
.founder .frame::after { left: -0.5rem; bottom: -0.875rem; }
.founder.founder-plain { grid-template-columns: minmax(0, 1fr); }
@media (min-width: 40rem) { .founder { grid-template-columns: 9rem minmax(0, 1fr); gap: 0 1.75rem; margin-bottom: 1.75rem; } .founder .frame { margin: 0 0 1.25rem 1.75rem; } .founder .frame::before { left: -1.75rem; bottom: -1.25rem; } .founder .frame::after { left: -1.125rem; bottom: -1.25rem; } }
@media (min-width: 60rem) {
  .founder { margin: 0.375rem 0 0; grid-template-columns: minmax(0, 1fr); max-width: 23.75rem; gap: 0; }
  .founder .frame { margin: 0 0 2.5rem 2rem; }
  .founder .frame::before { left: -2rem; }
}
.founder figcaption { display: grid; gap: 0.125rem; align-content: end; padding-bottom: 0.875rem; }
@media (max-width: 29.99rem) { .founder .person-line { font-size: 1rem; margin-bottom: 0.375rem; } .founder .person-name, .founder .person-role { font-size: 0.875rem; } }
@media (min-width: 60rem) { .founder figcaption { padding: 0 0 0 2rem; } .founder .frame::before, .founder .frame::after { bottom: -1.25rem; } .founder .frame::after { left: -1.25rem; } }
.person-line { display: block; font: 500 1.125rem/1.35 var(--font-display); letter-spacing: -0.005em; color: var(--text); margin-bottom: 0.625rem; }
@media (min-width: 60rem) { .founder .person-line { font-size: 1.25rem; } }
.person-name { font-weight: 640; font-size: 0.9375rem; }
.person-role { color: var(--muted); font-size: 0.9375rem; }
.people { list-style: none; padding: 0; margin: 2rem 0; display: grid; gap: 2.5rem; }
/* One person a row, portrait beside the bio from 640 px: bios read at a comfortable measure, not in slivers. */
.person { margin: 0; display: grid; gap: 1.5rem; align-content: start; }
.person .frame { width: 8rem; margin-left: 1.25rem; }
.person .frame::before { left: -1.25rem; bottom: -0.875rem; }
.person .frame::after { left: -0.75rem; bottom: -0.875rem; }
@media (min-width: 40rem) { .person { grid-template-columns: 10rem minmax(0, 1fr); gap: 2rem; align-items: start; } .person .frame { width: 8.75rem; } }
.person h3 { margin: 0; font-size: 1.25rem; }
.person .person-role { margin: 0 0 0.75rem; }
.person .person-line { margin: 0; }
.person p:last-child { margin-bottom: 0; }
.person-links { list-style: none; padding: 0; margin: 0.5rem 0 0; display: flex; gap: 1rem; }
.person-links a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.who-answers { margin-block: 1.5rem 1rem; }
.faces { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem 2rem; }
.faces li { margin: 0; display: flex; align-items: center; gap: 0.875rem; }
.faces .frame { width: 3.5rem; flex: none; }
.faces .frame::before, .faces .frame::after { content: none; }
.faces strong { display: block; font-weight: 640; font-size: 0.9375rem; }
.faces .person-role { display: block; }
`;
