// Which npm font package and fallback each bundled font id comes from; scripts/build-fonts.ts reads this.
import type { DisplayFont, TextFont } from '../../../content/schemas/theme.js';

/** The one monospace face: code on every theme, set beside the text face (not chosen in site.yaml). */
export const CODE_FONT = 'jetbrains-mono';

export type FontId = DisplayFont | TextFont | typeof CODE_FONT;

export interface FontSource {
  /** The @fontsource-variable package (a devDependency) whose Latin wght file is bundled. */
  package: string;
  /**
   * A single weight instead, from a static @fontsource package: code needs one, and a variable file of every
   * weight was 40 KB that a page's first paint waited for (Lighthouse counts a font fetched before it).
   */
  weight?: number;
  /** Module name of the face's metrics in @capsizecss/metrics, for the metric-matched fallback. */
  metrics: string;
  /** Local faces to draw with while the web font loads; their metrics are those of the first. */
  fallback: 'serif' | 'sans' | 'mono';
}

export const FONT_SOURCES: Record<FontId, FontSource> = {
  fraunces: { package: '@fontsource-variable/fraunces', metrics: 'fraunces', fallback: 'serif' },
  newsreader: { package: '@fontsource-variable/newsreader', metrics: 'newsreader', fallback: 'serif' },
  'source-serif-4': {
    package: '@fontsource-variable/source-serif-4',
    metrics: 'sourceSerif4',
    fallback: 'serif',
  },
  inter: { package: '@fontsource-variable/inter', metrics: 'inter', fallback: 'sans' },
  'source-sans-3': {
    package: '@fontsource-variable/source-sans-3',
    metrics: 'sourceSans3',
    fallback: 'sans',
  },
  // A humanist monospace with a large x-height, close to Inter and Source Sans in colour and proportion.
  'jetbrains-mono': {
    package: '@fontsource/jetbrains-mono',
    weight: 400,
    metrics: 'jetBrainsMono',
    fallback: 'mono',
  },
};

/**
 * Local fonts the fallback @font-face tries, in order: the metric-compatible families of Windows/macOS
 * (Times New Roman, Arial) and of Linux and ChromeOS (Liberation, Tinos/Arimo), so one override fits all.
 */
export const FALLBACK_LOCALS = {
  serif: {
    metrics: 'timesNewRoman',
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
  },
  sans: { metrics: 'arial', locals: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
  mono: { metrics: 'courierNew', locals: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine'] },
} as const;
