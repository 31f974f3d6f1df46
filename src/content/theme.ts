// The theme's colours resolved into a palette, with the WCAG AA checks that stop start-up below 4.5:1.
import { contrast, formatRatio, parseColor, type Rgb, reachContrast, toHex } from './colors.js';
import type { ContentProblem } from './errors.js';
import type { DisplayFont, TextFont, ThemeFile } from './schemas/theme.js';

/** WCAG 2 AA for normal-size text; button labels and links are normal-size text too. */
export const AA_TEXT = 4.5;

export interface Palette {
  accent: string;
  /** Text on an accent-filled button: white or the theme's text colour, whichever reads better. */
  accentText: string;
  /** The accent as a text colour on the background (links): the accent itself, or nudged toward the text colour. */
  accentInk: string;
  background: string;
  text: string;
}

export interface Theme {
  palette: Palette;
  fonts: { display: DisplayFont; text: TextFont };
}

const WHITE: Rgb = [255, 255, 255];

/** Resolves the palette; pushes a problem naming the field and the measured ratio for each failed pair. */
export function resolveTheme(theme: ThemeFile, file: string, problems: ContentProblem[]): Theme {
  const accent = parseColor(theme.accent) ?? WHITE;
  const background = parseColor(theme.background) ?? WHITE;
  const text = parseColor(theme.text) ?? WHITE;
  const body = contrast(text, background);
  if (body < AA_TEXT) {
    problems.push({
      file,
      field: 'theme.text',
      message: `text on background is ${formatRatio(body)}; body text needs at least ${AA_TEXT}:1 (WCAG AA): darken the text or lighten the background`,
    });
  }
  const accentText = contrast(WHITE, accent) >= contrast(text, accent) ? WHITE : text;
  const button = contrast(accentText, accent);
  if (button < AA_TEXT) {
    problems.push({
      file,
      field: 'theme.accent',
      message: `button labels on the accent reach only ${formatRatio(button)} (with ${toHex(accentText)}); buttons need at least ${AA_TEXT}:1 (WCAG AA): choose a darker or a lighter accent`,
    });
  }
  return {
    palette: {
      accent: toHex(accent),
      accentText: toHex(accentText),
      accentInk: toHex(reachContrast(accent, background, text, AA_TEXT)),
      background: toHex(background),
      text: toHex(text),
    },
    fonts: theme.fonts,
  };
}
