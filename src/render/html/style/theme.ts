// The site's theme (colours and fonts from content, defaults otherwise) and every colour role derived from it.
import {
  contrastRatio,
  ensureContrast,
  formatHex,
  isDark,
  mixColors,
  parseColor,
  type Rgb,
} from '../../../content/colors.js';
import type { DisplayFont, TextFont } from '../../../content/schemas/theme.js';
import type { Site } from '../../../content/site.js';

export interface Theme {
  accent: string;
  background: string;
  text: string;
  fonts: { display: DisplayFont; text: TextFont };
}

/** A calm editorial default: warm off-white paper, near-black ink, a deep teal accent. */
export const DEFAULT_THEME: Theme = {
  accent: '#0f4c4f',
  background: '#f7f5f0',
  text: '#17191c',
  fonts: { display: 'fraunces', text: 'inter' },
};

type ThemeInput = Partial<Omit<Theme, 'fonts'>> & { fonts?: Partial<Theme['fonts']> };

/** The content's theme over the defaults; content validation has already checked colours and font ids. */
export function themeOf(site: Site): Theme {
  const input = (site.identity as { theme?: ThemeInput }).theme ?? {};
  return {
    accent: input.accent ?? DEFAULT_THEME.accent,
    background: input.background ?? DEFAULT_THEME.background,
    text: input.text ?? DEFAULT_THEME.text,
    fonts: { ...DEFAULT_THEME.fonts, ...input.fonts },
  };
}

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
  band: string;
  onBand: string;
  onBandMuted: string;
  success: string;
  warn: string;
  fail: string;
  focus: string;
  /** "r g b" of the text colour, for translucent shadows. */
  shadowRgb: string;
  scheme: 'light' | 'dark';
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const color = (text: string) => parseColor(text) ?? BLACK;

/** Status hues before they are darkened or lightened to read on the theme's cards. */
const STATUS = { success: '#1d6b3b', warn: '#8a5200', fail: '#a1321f' };

export function derivePalette(theme: Theme): Palette {
  const bg = color(theme.background);
  const text = color(theme.text);
  const accent = color(theme.accent);
  const dark = isDark(bg);
  const surface = dark ? mixColors(bg, text, 0.06) : mixColors(bg, WHITE, 0.8);
  const accentSoft = mixColors(bg, accent, dark ? 0.18 : 0.08);
  // Readable on every light surface a text can sit on: the page, cards and tinted panels.
  const readable = (c: Rgb, ratio = 4.5) =>
    [bg, surface, accentSoft].reduce((out, back) => ensureContrast(out, back, ratio, text), c);
  const onAccent =
    [WHITE, text, bg].sort((a, b) => contrastRatio(b, accent) - contrastRatio(a, accent))[0] ?? WHITE;
  const band = dark ? mixColors(bg, accent, 0.25) : mixColors(accent, BLACK, 0.62);
  const onBand = dark ? text : bg;
  const hex = formatHex;
  return {
    bg: hex(bg),
    surface: hex(surface),
    text: hex(text),
    muted: hex(readable(mixColors(text, bg, 0.36))),
    border: hex(mixColors(bg, text, dark ? 0.2 : 0.11)),
    borderStrong: hex(readable(mixColors(bg, text, 0.5), 3)),
    accent: hex(accent),
    link: hex(readable(accent)),
    accentStrong: hex(mixColors(accent, contrastRatio(onAccent, WHITE) < 2 ? BLACK : WHITE, 0.22)),
    accentSoft: hex(accentSoft),
    onAccent: hex(onAccent),
    band: hex(band),
    onBand: hex(onBand),
    onBandMuted: hex(ensureContrast(mixColors(onBand, band, 0.3), band, 4.5, onBand)),
    success: hex(readable(color(STATUS.success))),
    warn: hex(readable(color(STATUS.warn))),
    fail: hex(readable(color(STATUS.fail))),
    focus: hex(contrastRatio(accent, bg) >= 3 ? accent : text),
    shadowRgb: `${text.r} ${text.g} ${text.b}`,
    scheme: dark ? 'dark' : 'light',
  };
}
