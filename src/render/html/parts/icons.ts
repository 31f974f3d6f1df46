// Small inline SVG icons (decorative: the words beside them carry the meaning, so they are aria-hidden).
const svg = (body: string, cls = 'icon') =>
  `<svg class="${cls}" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;

export const ICONS = {
  check: svg('<circle cx="10" cy="10" r="8.25"/><path d="m6.5 10.2 2.3 2.3 4.7-4.9"/>'),
  cross: svg('<circle cx="10" cy="10" r="8.25"/><path d="m7.4 7.4 5.2 5.2m0-5.2-5.2 5.2"/>'),
  minus: svg('<circle cx="10" cy="10" r="8.25"/><path d="M6.8 10h6.4"/>'),
  shield: svg(
    '<path d="M10 2.5 4 4.75v4.5c0 4 2.6 6.9 6 8.25 3.4-1.35 6-4.25 6-8.25v-4.5z"/><path d="m7.4 10 1.9 1.9 3.4-3.6"/>',
  ),
  menu: svg('<path d="M3.5 6h13M3.5 10h13M3.5 14h13"/>', 'icon icon-menu'),
  close: svg('<path d="m5 5 10 10M15 5 5 15"/>', 'icon icon-close'),
  arrow: svg('<path d="M4 10h11.5m-4.5-4.5 4.5 4.5-4.5 4.5"/>'),
  quote: svg(
    '<path d="M8.5 5.5C5.6 6.6 4 8.9 4 12v2.5h4.5V10H6.3c.2-1.6 1.1-2.7 2.8-3.4zm7 0c-2.9 1.1-4.5 3.4-4.5 6.5v2.5h4.5V10h-2.2c.2-1.6 1.1-2.7 2.8-3.4z" fill="currentColor" stroke="none"/>',
    'icon icon-quote',
  ),
} as const;
