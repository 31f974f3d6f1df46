// The sample portraits' paper and light (scripts/build-portraits.ts): warm paper with a brushed wash, one key light
// from the upper left, gouache edges, riso stipple in the shadows and grain over everything.
export const W = 400;
export const H = 500;

export function defs(seed = 7): string {
  return `<defs>
<filter id="rough" x="-5%" y="-5%" width="110%" height="110%">
  <feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed="${seed}" result="t"/>
  <feDisplacementMap in="SourceGraphic" in2="t" scale="3" xChannelSelector="R" yChannelSelector="G"/>
</filter>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="softer" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="stipple" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="1.1" numOctaves="1" seed="${seed + 3}" result="n"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1.6 0 0 0 -0.62" result="dots"/>
  <feComponentTransfer in="dots"><feFuncA type="discrete" tableValues="0 0.6 1"/></feComponentTransfer>
  <feComposite in2="SourceGraphic" operator="in"/>
</filter>
<filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.95" numOctaves="2" seed="${seed + 4}"/>
  <feColorMatrix type="saturate" values="0"/>
</filter>
<filter id="wash" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.008 0.02" numOctaves="3" seed="${seed + 2}"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.48  0 0 0 0 0.4  0 0 0 1.6 -0.5"/>
</filter>
<radialGradient id="key" cx="0.18" cy="0.08" r="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.5"/>
  <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<linearGradient id="fall" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0.5" stop-color="#2a1d14" stop-opacity="0"/>
  <stop offset="1" stop-color="#2a1d14" stop-opacity="0.28"/>
</linearGradient>
</defs>`;
}

/** Paper behind the sitter, with a brushed wash. */
export function paper(color: string): string {
  return `<rect width="${W}" height="${H}" fill="${color}"/>
<rect width="${W}" height="${H}" filter="url(#wash)" opacity="0.35" style="mix-blend-mode:multiply"/>`;
}

/** A shadow shape filled with riso-like dots rather than a flat tone. */
export function stippled(d: string, color: string, opacity = 0.5): string {
  return `<g opacity="${opacity}"><clipPath id="c${hash(d)}"><path d="${d}"/></clipPath><rect width="${W}" height="${H}" fill="${color}" clip-path="url(#c${hash(d)})" filter="url(#stipple)"/></g>`;
}

function hash(s: string): string {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h.toString(36);
}

/** Grain and light over everything: the same in every portrait. */
export function finish(strength = 1): string {
  return `<rect width="${W}" height="${H}" fill="url(#key)" style="mix-blend-mode:soft-light"/>
<rect width="${W}" height="${H}" fill="url(#fall)" style="mix-blend-mode:multiply"/>
<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${0.32 * strength}" style="mix-blend-mode:overlay"/>`;
}

export function svg(body: string, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${defs(seed)}${body}</svg>`;
}
