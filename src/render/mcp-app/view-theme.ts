// The owner's palette for the views, light as the site has it and its dark scheme for hosts that ask for dark.
import type { Theme } from '../../content/theme.js';
import { deriveDarkPalette, derivePalette, type Palette } from '../html/style/theme.js';

/**
 * A site theme is usually light; a chat in dark mode would put a bright card in it. The views take the site's
 * own dark scheme (the same rules the pages use under prefers-color-scheme), so the brand reads alike in both;
 * a theme that is already dark serves both.
 */
export function deriveViewPalettes(theme: Theme): { light: Palette; dark: Palette } {
  const light = derivePalette(theme);
  return { light, dark: deriveDarkPalette(theme) ?? light };
}
