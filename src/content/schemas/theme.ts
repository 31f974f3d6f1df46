// The optional `theme` of site.yaml: brand colours (validated CSS colours) and a choice among the bundled fonts.
import { z } from 'zod';
import { parseColor } from '../colors.js';

/**
 * Display (heading) faces bundled with the site: three serifs for an editorial voice, or one of the text
 * faces for an all-sans look (then the page loads a single font file). The HTML renderer maps each id to its
 * file (src/render/html/fonts/); every pair but newsreader with inter stays inside the 100 KB font budget.
 */
export const DISPLAY_FONTS = ['fraunces', 'newsreader', 'source-serif-4', 'inter', 'source-sans-3'] as const;
/** Text and UI faces bundled with the site. */
export const TEXT_FONTS = ['inter', 'source-sans-3'] as const;

export type DisplayFont = (typeof DISPLAY_FONTS)[number];
export type TextFont = (typeof TEXT_FONTS)[number];

const color = z
  .string()
  .trim()
  .refine((value) => parseColor(value) !== undefined, {
    message: 'must be an opaque CSS colour: #0f4c4f, #fff, rgb(15 76 79) or hsl(183 68% 18%)',
  });

/** Defaults: a deep teal accent on warm off-white paper with near-black text (all well past WCAG AA). */
export const DEFAULT_THEME = {
  accent: '#0f4c4f',
  background: '#fbfaf6',
  text: '#1b2228',
  fonts: { display: 'fraunces', text: 'inter' },
} as const;

export const ThemeFileSchema = z.strictObject({
  accent: color.default(DEFAULT_THEME.accent),
  background: color.default(DEFAULT_THEME.background),
  text: color.default(DEFAULT_THEME.text),
  fonts: z
    .strictObject({
      display: z.enum(DISPLAY_FONTS).default(DEFAULT_THEME.fonts.display),
      text: z.enum(TEXT_FONTS).default(DEFAULT_THEME.fonts.text),
    })
    .default(DEFAULT_THEME.fonts),
});

export type ThemeFile = z.infer<typeof ThemeFileSchema>;
