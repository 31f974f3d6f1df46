// The website's static files with content-hashed paths, built once per site: the themed stylesheet, the
// theme's fonts, the small enhancement scripts and the favicons.
import type { Site } from '../../content/site.js';
import { encodeUtf8, hashBytes } from '../bytes.js';
import { renderFaviconIco, renderFaviconSvg } from './favicon.js';
import { type FontFile, themeFontFiles } from './fonts/font-files.js';
import { buildCopyScript } from './scripts/copy-script.js';
import { buildFitScript } from './scripts/fit-script.js';
import { renderStylesheet } from './style/stylesheet.js';
import { derivePalette, type Palette, type Theme, themeOf } from './style/theme.js';

export interface SiteAsset {
  path: string;
  type: string;
  body: Uint8Array;
  /** Hashed paths never change content, so browsers may keep them for a year without asking. */
  immutable: boolean;
}

export interface SiteAssetPaths {
  stylesheet: string;
  fitScript: string;
  copyScript: string;
  /** The woff2 files to preload: the text face first, it paints most of the page. */
  fonts: string[];
  faviconSvg: string;
  faviconIco: string;
}

export interface SiteLook {
  theme: Theme;
  palette: Palette;
  assets: SiteAsset[];
  paths: SiteAssetPaths;
}

function hashed(name: string, ext: string, text: string, type: string): SiteAsset {
  const body = encodeUtf8(text);
  return { path: `/assets/${name}.${hashBytes(body).slice(0, 12)}.${ext}`, type, body, immutable: true };
}

const fontAsset = (f: FontFile): SiteAsset => ({
  path: f.path,
  type: 'font/woff2',
  body: f.body,
  immutable: true,
});

// Scripts depend on code only: built once per process.
const fitScript = hashed('fit', 'js', buildFitScript(), 'text/javascript; charset=utf-8');
const copyScript = hashed('copy', 'js', buildCopyScript(), 'text/javascript; charset=utf-8');
const looks = new WeakMap<Site, SiteLook>();

/** Everything that depends on the theme, computed on first use and kept for the life of the Site object. */
export function siteLook(site: Site): SiteLook {
  let look = looks.get(site);
  if (look) return look;
  const theme = themeOf(site);
  const palette = derivePalette(theme);
  const fonts = themeFontFiles(theme);
  const stylesheet = hashed(
    'site',
    'css',
    renderStylesheet(theme, palette, fonts),
    'text/css; charset=utf-8',
  );
  const paths: SiteAssetPaths = {
    stylesheet: stylesheet.path,
    fitScript: fitScript.path,
    copyScript: copyScript.path,
    fonts: fonts.map((f) => f.path),
    faviconSvg: '/favicon.svg',
    faviconIco: '/favicon.ico',
  };
  const assets: SiteAsset[] = [
    stylesheet,
    fitScript,
    copyScript,
    ...fonts.map(fontAsset),
    {
      path: paths.faviconSvg,
      type: 'image/svg+xml',
      body: encodeUtf8(renderFaviconSvg(site, palette)),
      immutable: false,
    },
    { path: paths.faviconIco, type: 'image/x-icon', body: renderFaviconIco(palette), immutable: false },
  ];
  look = { theme, palette, assets, paths };
  looks.set(site, look);
  return look;
}

export function buildSiteAssets(site: Site): SiteAsset[] {
  return siteLook(site).assets;
}
