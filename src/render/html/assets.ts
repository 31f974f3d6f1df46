// The website's static files: stylesheet, script, the content's own assets at hashed paths, and the icons.
import type { Site } from '../../content/site.js';
import { encodeUtf8, hashBytes } from '../bytes.js';
import { findAsset, type PublishedAsset, publishAssets } from '../content-assets.js';
import { renderFaviconIco, renderFaviconSvg, wrapPngInIco } from './favicon.js';
import { buildFitScript } from './fit-script.js';
import { STYLESHEET } from './styles.js';

export interface SiteAsset {
  path: string;
  type: string;
  body: Uint8Array;
  /** Hashed paths never change content, so browsers may keep them for a year without asking. */
  immutable: boolean;
}

function hashed(name: string, ext: string, text: string, type: string): SiteAsset {
  const body = encodeUtf8(text);
  return { path: `/assets/${name}.${hashBytes(body).slice(0, 12)}.${ext}`, type, body, immutable: true };
}

// Built once per process: the stylesheet and script depend on code only, not on content.
const stylesheet = hashed('site', 'css', STYLESHEET, 'text/css; charset=utf-8');
const fitScript = hashed('fit', 'js', buildFitScript(), 'text/javascript; charset=utf-8');

export const ASSET_PATHS = {
  stylesheet: stylesheet.path,
  fitScript: fitScript.path,
  faviconSvg: '/favicon.svg',
  faviconIco: '/favicon.ico',
  touchIcon: '/apple-touch-icon.png',
} as const;

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
      { rel: 'apple-touch-icon', href: ASSET_PATHS.touchIcon, type: 'image/png' },
    ];
  }
  return [{ rel: 'icon', href: ASSET_PATHS.faviconSvg, type: 'image/svg+xml' }];
}

function icons(site: Site): SiteAsset[] {
  const source = iconSource(site);
  const svg = source?.type === 'image/svg+xml' ? source.bytes : encodeUtf8(renderFaviconSvg(site));
  const files: SiteAsset[] = [
    { path: ASSET_PATHS.faviconSvg, type: 'image/svg+xml', body: svg, immutable: false },
  ];
  if (source?.type === 'image/png') {
    const { bytes, width = 0, height = 0 } = source;
    files.push(
      {
        path: ASSET_PATHS.faviconIco,
        type: 'image/x-icon',
        body: wrapPngInIco(bytes, width, height),
        immutable: false,
      },
      { path: ASSET_PATHS.touchIcon, type: 'image/png', body: bytes, immutable: false },
    );
  } else {
    files.push({
      path: ASSET_PATHS.faviconIco,
      type: 'image/x-icon',
      body: renderFaviconIco(site),
      immutable: false,
    });
  }
  return files;
}

export function buildSiteAssets(site: Site): SiteAsset[] {
  const content = [...publishAssets(site).values()].map(
    (a): SiteAsset => ({ path: a.url, type: a.type, body: a.bytes, immutable: true }),
  );
  return [stylesheet, fitScript, ...content, ...icons(site)];
}
