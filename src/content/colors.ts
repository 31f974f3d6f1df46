// CSS colours of the theme: parsing (hex, rgb(), hsl()), WCAG 2 contrast and mixing, so a bad palette fails at start-up.

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNC = /^(rgb|hsl)a?\(\s*([^)]*)\)$/i;

/** The colour as 0-255 channels, or undefined when it is not a colour this theme accepts (alpha must be opaque). */
export function parseColor(input: string): Rgb | undefined {
  const text = input.trim().toLowerCase();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const n = Number.parseInt(full, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const fn = FUNC.exec(text);
  if (!fn) return undefined;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length === 4 && parseAlpha(parts[3] ?? '') !== 1) return undefined;
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  return fn[1] === 'rgb' ? parseRgb(parts) : parseHsl(parts);
}

function parseAlpha(part: string): number {
  return part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part);
}

function parseRgb(parts: string[]): Rgb | undefined {
  const channels = parts
    .slice(0, 3)
    .map((p) => (p.endsWith('%') ? Number(p.slice(0, -1)) * 2.55 : Number(p)));
  if (channels.some((c) => !Number.isFinite(c) || c < 0 || c > 255)) return undefined;
  return channels.map(Math.round) as unknown as Rgb;
}

function parseHsl(parts: string[]): Rgb | undefined {
  const h = Number((parts[0] ?? '').replace(/deg$/, ''));
  const s = Number((parts[1] ?? '').replace(/%$/, '')) / 100;
  const l = Number((parts[2] ?? '').replace(/%$/, '')) / 100;
  if (![h, s, l].every(Number.isFinite) || s < 0 || s > 1 || l < 0 || l > 1) return undefined;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as unknown as Rgb;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` of the way from `from` to `to` (0 gives from, 1 gives to), in sRGB. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * amount)) as unknown as Rgb;
}

/**
 * The colour closest to `color` (moving toward `toward`) that reaches `ratio` against `on`: a bright brand
 * accent still gets readable link text. Returns `toward` itself when even that falls short.
 */
export function reachContrast(color: Rgb, on: Rgb, toward: Rgb, ratio: number): Rgb {
  for (let step = 0; step <= 40; step++) {
    const candidate = mix(color, toward, step / 40);
    if (contrast(candidate, on) >= ratio) return candidate;
  }
  return toward;
}

/** Hue (0-360), saturation and lightness (0-1) of a colour. */
export function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rr ? ((gg - bb) / d + 6) % 6 : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

export function fromHsl(h: number, s: number, l: number): Rgb {
  return parseHsl([String(h), `${s * 100}%`, `${l * 100}%`]) ?? [0, 0, 0];
}

export function toHex(color: Rgb): string {
  return `#${color.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** "4.5:1", for messages. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}
