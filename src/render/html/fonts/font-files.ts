// The theme's two faces as hashed woff2 assets, their @font-face rules with metric-matched fallbacks, and stacks.

import type { Theme } from '../../../content/theme.js';
import { hashBytes } from '../../bytes.js';
import { CODE_FONT, type FontId } from './catalog.js';
import { FONT_DATA } from './font-data.js';

export interface FontFile {
  id: FontId;
  path: string;
  body: Uint8Array;
}

const decoded = new Map<FontId, FontFile>();

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function fontFile(id: FontId): FontFile {
  let file = decoded.get(id);
  if (!file) {
    const body = decodeBase64(FONT_DATA[id].woff2);
    file = { id, path: `/assets/fonts/${id}.${hashBytes(body).slice(0, 12)}.woff2`, body };
    decoded.set(id, file);
  }
  return file;
}

/** One file per face actually used (a theme may use one face for both roles); decoded once per process. */
export function themeFontFiles(theme: Theme): FontFile[] {
  return [...new Set<FontId>([theme.fonts.text, theme.fonts.display])].map(fontFile);
}

/**
 * The code face: declared on every page but fetched only by a page that shows code (a browser loads a face when
 * text needs it), so it is never preloaded and costs the home page nothing.
 */
export function codeFontFile(): FontFile {
  return fontFile(CODE_FONT);
}

const quote = (name: string) => `"${name}"`;

/**
 * The web font swaps in as soon as it arrives; until then a local face scaled to the same average width
 * and vertical metrics draws the text, so the swap moves nothing (CLS 0).
 */
export function renderFontFaces(files: FontFile[]): string {
  return files
    .map(({ id, path }) => {
      const f = FONT_DATA[id];
      const fb = f.fallback;
      return `@font-face { font-family: ${quote(f.family)}; src: url(${path}) format("woff2"); font-weight: ${f.weight}; font-style: normal; font-display: swap; unicode-range: ${f.unicodeRange}; }
@font-face { font-family: ${quote(fb.family)}; src: ${fb.locals.map((l) => `local(${quote(l)})`).join(', ')}; size-adjust: ${fb.sizeAdjust}; ascent-override: ${fb.ascent}; descent-override: ${fb.descent}; line-gap-override: ${fb.lineGap}; }`;
    })
    .join('\n');
}

export function fontStack(id: FontId): string {
  const f = FONT_DATA[id];
  const locals = f.fallback.locals;
  const generic = locals.includes('Arial')
    ? 'sans-serif'
    : locals.includes('Courier New')
      ? 'monospace'
      : 'serif';
  return `${quote(f.family)}, ${quote(f.fallback.family)}, ${generic}`;
}
