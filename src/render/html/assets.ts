// The website's static files with content-hashed paths, built once per site: the themed stylesheet, the
// theme's fonts, the small enhancement scripts (the WebMCP one carries this site's tool schemas) and the favicons.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import type { Theme } from '../../content/theme.js';
import { encodeUtf8, hashBytes } from '../bytes.js';
import { findAsset, type PublishedAsset, publishAssets } from '../content-assets.js';
import { renderFaviconIco, renderFaviconSvg, wrapPngInIco } from './favicon.js';
import { codeFontFile, type FontFile, themeFontFiles } from './fonts/font-files.js';
import { buildCopyScript } from './scripts/copy-script.js';
import { buildFitScript } from './scripts/fit-script.js';
import { buildWebMcpScript } from './scripts/webmcp-script.js';
import { renderStylesheet } from './style/stylesheet.js';
import { deriveDarkPalette, derivePalette, type Palette } from './style/theme.js';

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
  /** On every page: registers the four tools with an in-browser agent, if the browser has one. */
  webMcpScript: string;
  /** The woff2 files to preload: the text face first, it paints most of the page. */
  fonts: string[];
  faviconSvg: string;
  faviconIco: string;
  touchIcon: string;
}

export interface SiteLook {
  theme: Theme;
  palette: Palette;
  /** The dark scheme of a light theme (prefers-color-scheme); none when the theme is dark already. */
  dark?: Palette;
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

const script = (name: string, text: string) => hashed(name, 'js', text, 'text/javascript; charset=utf-8');
// These two depend on code only: built once per process (the WebMCP one carries the site's schemas).
const fitScript = script('fit', buildFitScript());
const copyScript = script('copy', buildCopyScript());
/** Fixed paths of the icons (browsers and MCP clients ask for them by name); everything else is hashed per site. */
export const ICON_PATHS = {
  faviconSvg: '/favicon.svg',
  faviconIco: '/favicon.ico',
  touchIcon: '/apple-touch-icon.png',
} as const;
/** The paths that do not depend on the theme; the stylesheet, fonts and scripts are in siteLook(site).paths. */
export const ASSET_PATHS = ICON_PATHS;

/** The owner's icon (or, failing that, logo), which the favicons and touch icon are made from. */
export function iconSource(site: Site): PublishedAsset | undefined {
  const { icon, logo } = site.identity.assets;
  return findAsset(site, icon) ?? findAsset(site, logo);
}

/** The icon links of the head: SVG or PNG favicon, and a touch icon when there is a PNG to give. */
export function iconLinks(site: Site): { rel: string; href: string; type: string }[] {
  const source = iconSource(site);
  if (source?.type === 'image/png') {
    return [
      { rel: 'icon', href: source.url, type: 'image/png' },
      { rel: 'apple-touch-icon', href: ICON_PATHS.touchIcon, type: 'image/png' },
    ];
  }
  return [{ rel: 'icon', href: ICON_PATHS.faviconSvg, type: 'image/svg+xml' }];
}

function icons(site: Site): SiteAsset[] {
  const source = iconSource(site);
  const svg = source?.type === 'image/svg+xml' ? source.bytes : encodeUtf8(renderFaviconSvg(site));
  const files: SiteAsset[] = [
    { path: ICON_PATHS.faviconSvg, type: 'image/svg+xml', body: svg, immutable: false },
  ];
  if (source?.type === 'image/png') {
    const { bytes, width = 0, height = 0 } = source;
    files.push(
      {
        path: ICON_PATHS.faviconIco,
        type: 'image/x-icon',
        body: wrapPngInIco(bytes, width, height),
        immutable: false,
      },
      { path: ICON_PATHS.touchIcon, type: 'image/png', body: bytes, immutable: false },
    );
  } else {
    files.push({
      path: ICON_PATHS.faviconIco,
      type: 'image/x-icon',
      body: renderFaviconIco(site),
      immutable: false,
    });
  }
  return files;
}

/** Everything that depends on the theme, computed on first use and kept for the life of the Site object. */
export const siteLook = perSite('site-look', (site): SiteLook => {
  const theme = site.theme;
  const palette = derivePalette(theme);
  const dark = deriveDarkPalette(theme);
  const fonts = themeFontFiles(theme);
  const stylesheet = hashed(
    'site',
    'css',
    renderStylesheet(theme, palette, fonts, dark),
    'text/css; charset=utf-8',
  );
  const webMcpScript = script('webmcp', buildWebMcpScript(site));
  const paths: SiteAssetPaths = {
    stylesheet: stylesheet.path,
    fitScript: fitScript.path,
    copyScript: copyScript.path,
    webMcpScript: webMcpScript.path,
    fonts: fonts.map((f) => f.path),
    ...ICON_PATHS,
  };
  const assets: SiteAsset[] = [
    stylesheet,
    fitScript,
    copyScript,
    webMcpScript,
    ...fonts.map(fontAsset),
    fontAsset(codeFontFile()),
    ...[...publishAssets(site).values()].map(
      (a): SiteAsset => ({ path: a.url, type: a.type, body: a.bytes, immutable: true }),
    ),
    ...icons(site),
  ];
  return { theme, palette, ...(dark ? { dark } : {}), assets, paths };
});

export function buildSiteAssets(site: Site): SiteAsset[] {
  return siteLook(site).assets;
}
