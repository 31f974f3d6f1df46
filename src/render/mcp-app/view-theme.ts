// The owner's palette for the views, light as the site has it and a dark twin for hosts that ask for dark.
import { contrast, mix, parseColor, type Rgb, reachContrast, toHex } from '../../content/colors.js';
import type { Theme } from '../../content/theme.js';
import { derivePalette, type Palette } from '../html/style/theme.js';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const color = (hex: string) => parseColor(hex) ?? BLACK;

/**
 * A site theme is usually light; a chat in dark mode would put a bright card in it. The twin takes the owner's
 * text colour, deepened, as background, the owner's background as text, and lifts the accent until buttons and
 * links read at AA again, so the brand colours stay recognisable in both.
 */
export function deriveViewPalettes(theme: Theme): { light: Palette; dark: Palette } {
  const light = derivePalette(theme);
  if (light.scheme === 'dark') return { light, dark: light };
  const background = mix(color(theme.palette.text), BLACK, 0.35);
  const text = color(theme.palette.background);
  const accent = reachContrast(color(theme.palette.accent), background, WHITE, 4.5);
  const accentText = contrast(WHITE, accent) >= contrast(background, accent) ? WHITE : background;
  const dark = derivePalette({
    ...theme,
    palette: {
      accent: toHex(accent),
      accentText: toHex(accentText),
      accentInk: toHex(accent),
      background: toHex(background),
      text: toHex(text),
    },
  });
  return { light, dark };
}
