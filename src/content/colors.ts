// Colour arithmetic for themes: parsing CSS hex colours, WCAG relative luminance and contrast, and mixing.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (the forms a theme file accepts); undefined for anything else. */
export function parseColor(text: string): Rgb | undefined {
  const match = HEX.exec(text.trim());
  if (!match) return undefined;
  let hex = match[1] ?? '';
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function formatHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` of `b` mixed into `a` in sRGB (0 gives a, 1 gives b), rounded to whole channel values. */
export function mixColors(a: Rgb, b: Rgb, amount: number): Rgb {
  const t = Math.min(Math.max(amount, 0), 1);
  const mix = (x: number, y: number) => Math.round(x + (y - x) * t);
  return { r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) };
}

export function isDark(color: Rgb): boolean {
  return relativeLuminance(color) < 0.18;
}

/**
 * The colour closest to `color` (moving towards `toward` in small steps) that reaches `ratio` against
 * `background`; `toward` itself when nothing nearer does. Used to derive muted text and status colours
 * that stay readable whatever the owner's theme.
 */
export function ensureContrast(color: Rgb, background: Rgb, ratio: number, toward: Rgb): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mixColors(color, toward, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toward;
}
