// The website's static files with content-hashed paths, so pages can link them and the table can serve them forever.
import type { Site } from '../../content/site.js';
import { encodeUtf8, hashBytes } from '../bytes.js';
import { renderFaviconIco, renderFaviconSvg } from './favicon.js';
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
} as const;

export function buildSiteAssets(site: Site): SiteAsset[] {
  return [
    stylesheet,
    fitScript,
    {
      path: ASSET_PATHS.faviconSvg,
      type: 'image/svg+xml',
      body: encodeUtf8(renderFaviconSvg(site)),
      immutable: false,
    },
    { path: ASSET_PATHS.faviconIco, type: 'image/x-icon', body: renderFaviconIco(), immutable: false },
  ];
}
