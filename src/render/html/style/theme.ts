// Every colour role of the pages, derived from the theme's three colours (accent, background, text), so an
// owner's theme changes the whole site and every derived role still reads at WCAG AA where it is used.
import {
  contrast,
  fromHsl,
  luminance,
  mix,
  parseColor,
  type Rgb,
  reachContrast,
  toHex,
  toHsl,
} from '../../../content/colors.js';
import type { Theme } from '../../../content/theme.js';

export interface Palette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  borderStrong: string;
  accent: string;
  /** The accent as link text: the accent itself unless it is too light to read on the background. */
  link: string;
  accentStrong: string;
  accentSoft: string;
  onAccent: string;
  /** The strokes of the lineup motif: decoration, between the border and the accent. */
  lineup: string;
  band: string;
  onBand: string;
  onBandMuted: string;
  success: string;
  warn: string;
  /** A poor fit's hue: a calm slate, advice rather than alarm (never the red of a failed field). */
  calm: string;
  fail: string;
  /** Each verdict's own panel: its hue, faint, on the page. */
  successSoft: string;
  warnSoft: string;
  calmSoft: string;
  focus: string;
  /** "r g b" of the text colour, for translucent shadows. */
  shadowRgb: string;
  /** The dimming behind the open phone menu: deeper on a dark page, where a light one would not read as shade. */
  scrim: string;
  scheme: 'light' | 'dark';
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const color = (text: string) => parseColor(text) ?? BLACK;

/** Status hues before they are darkened or lightened to read on the theme's cards. */
const STATUS = { success: '#1d6b3b', warn: '#8a5200', calm: '#3f5068', fail: '#a1321f' };

export function derivePalette(theme: Theme): Palette {
  const { palette } = theme;
  const bg = color(palette.background);
  const text = color(palette.text);
  const accent = color(palette.accent);
  const onAccent = color(palette.accentText);
  const dark = luminance(bg) < 0.18;
  const surface = dark ? mix(bg, text, 0.06) : mix(bg, WHITE, 0.8);
  const accentSoft = mix(bg, accent, dark ? 0.18 : 0.08);
  const soft = (status: string, light: number, onDark: number) =>
    mix(bg, color(status), dark ? onDark : light);
  const [successSoft, warnSoft, calmSoft] = [
    soft(STATUS.success, 0.12, 0.22),
    soft(STATUS.warn, 0.13, 0.22),
    soft(STATUS.calm, 0.12, 0.3),
  ];
  // On a dark page a status keeps its hue, lighter, rather than fading toward grey (a poor fit looked disabled).
  const status = (hex: string) => (dark ? brightenAccent(color(hex), bg, 5) : color(hex));
  // Readable on every surface a text can sit on: the page, cards, tinted panels and the verdicts' panels.
  const readable = (c: Rgb, ratio = 4.5) =>
    [bg, surface, accentSoft, successSoft, warnSoft, calmSoft].reduce(
      (out, back) => reachContrast(out, back, text, ratio),
      c,
    );
  const band = dark ? mix(bg, accent, 0.25) : mix(accent, BLACK, 0.62);
  const onBand = dark ? text : bg;
  return {
    bg: toHex(bg),
    surface: toHex(surface),
    text: toHex(text),
    muted: toHex(readable(mix(text, bg, 0.36))),
    border: toHex(mix(bg, text, dark ? 0.2 : 0.11)),
    borderStrong: toHex(readable(mix(bg, text, 0.5), 3)),
    accent: toHex(accent),
    link: toHex(readable(color(palette.accentInk))),
    // Hover goes away from the label colour, so the label only gets easier to read.
    accentStrong: toHex(mix(accent, contrast(onAccent, WHITE) < 2 ? BLACK : WHITE, 0.22)),
    accentSoft: toHex(accentSoft),
    onAccent: toHex(onAccent),
    lineup: toHex(mix(bg, accent, dark ? 0.45 : 0.32)),
    band: toHex(band),
    onBand: toHex(onBand),
    onBandMuted: toHex(reachContrast(mix(onBand, band, 0.3), band, onBand, 4.5)),
    success: toHex(readable(status(STATUS.success))),
    warn: toHex(readable(status(STATUS.warn))),
    calm: toHex(readable(status(STATUS.calm))),
    fail: toHex(readable(status(STATUS.fail))),
    successSoft: toHex(successSoft),
    warnSoft: toHex(warnSoft),
    calmSoft: toHex(calmSoft),
    focus: toHex(contrast(accent, bg) >= 3 ? accent : text),
    shadowRgb: text.join(' '),
    scrim: dark ? 'rgb(0 0 0 / 0.72)' : 'rgb(0 0 0 / 0.45)',
    scheme: dark ? 'dark' : 'light',
  };
}

/**
 * The accent for a dark page: the same hue, lighter and at least moderately saturated, until it stands out from
 * the page by `ratio`. Mixing toward the light text instead (the first dark scheme) greyed it: a teal became a
 * dull #628989 that made primary buttons look disabled. A grey accent stays grey.
 */
export function brightenAccent(accent: Rgb, page: Rgb, ratio: number): Rgb {
  const [h, s, l] = toHsl(accent);
  const saturation = s < 0.08 ? s : Math.max(s, 0.55);
  for (let step = 0; step <= 40; step++) {
    const candidate = fromHsl(h, saturation, l + ((0.92 - l) * step) / 40);
    if (contrast(candidate, page) >= ratio) return candidate;
  }
  return reachContrast(accent, page, WHITE, ratio);
}

/**
 * The dark scheme of a light theme, by the same rules: the background is the owner's text colour deepened, the
 * text is the owner's background, surfaces come out one step lighter (derivePalette's dark branch), and the
 * accent is lightened until it keeps 4.5:1 on the dark background. A theme that is already dark has none.
 */
export function deriveDarkPalette(theme: Theme): Palette | undefined {
  const { palette } = theme;
  const light = color(palette.background);
  if (luminance(light) < 0.18) return undefined;
  const bg = mix(color(palette.text), BLACK, 0.35);
  // 5.5:1 from the page: the button's fill stands clear of it (3:1 is the floor), and its label, in the page's own
  // dark colour, reads at the same ratio against the fill.
  const accent = brightenAccent(color(palette.accent), bg, 5.5);
  const accentText = contrast(bg, accent) >= contrast(WHITE, accent) ? bg : WHITE;
  const dark = derivePalette({
    ...theme,
    palette: {
      accent: toHex(accent),
      accentText: toHex(accentText),
      accentInk: toHex(accent),
      background: toHex(bg),
      text: toHex(light),
    },
  });
  // Shadows stay black: a shadow in the light text colour would glow.
  return { ...dark, shadowRgb: '0 0 0' };
}
