// The site's stylesheet, built once per site: @font-face rules and colour tokens from the theme, then the rules.

import type { Theme } from '../../../content/theme.js';
import { CODE_FONT } from '../fonts/catalog.js';
import { codeFontFile, type FontFile, fontStack, renderFontFaces } from '../fonts/font-files.js';
import { BASE_CSS } from './base-css.js';
import { COMPONENTS_CSS } from './components-css.js';
import { FIT_CSS } from './fit-css.js';
import { HOME_CSS } from './home-css.js';
import { LAYOUT_CSS } from './layout-css.js';
import { PEOPLE_CSS } from './people-css.js';
import { deriveDarkPalette, type Palette } from './theme.js';

/** The colour roles only: the dark scheme overrides these and nothing else. */
function renderColors(p: Palette): string {
  return `--bg: ${p.bg}; --surface: ${p.surface}; --text: ${p.text}; --muted: ${p.muted};
  --border: ${p.border}; --border-strong: ${p.borderStrong};
  --accent: ${p.accent}; --link: ${p.link}; --accent-strong: ${p.accentStrong}; --accent-soft: ${p.accentSoft}; --on-accent: ${p.onAccent}; --lineup: ${p.lineup};
  --band: ${p.band}; --on-band: ${p.onBand}; --on-band-muted: ${p.onBandMuted};
  --success: ${p.success}; --warn: ${p.warn}; --calm: ${p.calm}; --fail: ${p.fail}; --focus: ${p.focus};
  --success-soft: ${p.successSoft}; --warn-soft: ${p.warnSoft}; --calm-soft: ${p.calmSoft};
  --shadow-rgb: ${p.shadowRgb}; --scrim: ${p.scrim};
  --shadow: 0 1px 2px rgb(${p.shadowRgb} / 0.04), 0 12px 32px -20px rgb(${p.shadowRgb} / 0.25);`;
}

/**
 * The theme's tokens; a light theme also gets its dark scheme under prefers-color-scheme, in the same file, so
 * the first paint already has the right colours (no flash, no script).
 */
function renderTokens(theme: Theme, p: Palette, dark: Palette | undefined): string {
  const scheme = dark
    ? `\n@media (prefers-color-scheme: dark) { :root { ${renderColors(dark).replace(/\n\s*/g, ' ')} color-scheme: dark; } }`
    : '';
  return `:root {
  ${renderColors(p)}
  --font-display: ${fontStack(theme.fonts.display)};
  --font-text: ${fontStack(theme.fonts.text)};
  --font-mono: ${fontStack(CODE_FONT)};
  --radius: 12px; --radius-button: 10px;
  --wrap: 75rem; --gutter: 1.25rem; --measure: 65ch;
  color-scheme: ${dark ? 'light dark' : p.scheme};
}${scheme}
@media (min-width: 40rem) { :root { --gutter: 1.5rem; } }`;
}

export function renderStylesheet(
  theme: Theme,
  palette: Palette,
  fonts: FontFile[],
  dark: Palette | undefined = deriveDarkPalette(theme),
): string {
  return [
    renderFontFaces([...fonts, codeFontFile()]),
    renderTokens(theme, palette, dark),
    BASE_CSS,
    LAYOUT_CSS,
    COMPONENTS_CSS,
    HOME_CSS,
    PEOPLE_CSS,
    FIT_CSS,
  ].join('\n');
}
