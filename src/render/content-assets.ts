// URLs of the content's own files (logo, icons, social image, photos): content-hashed, so they can be cached forever.
import type { ContentAsset } from '../content/assets.js';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { hashBytes } from './bytes.js';

export interface PublishedAsset extends ContentAsset {
  /** `/assets/logo.1a2b3c4d5e6f.svg`: a new hash whenever the bytes change. */
  url: string;
}

/** Every file under assets/, with its hashed URL; computed once per site. */
export const publishAssets = perSite(
  'content-assets',
  (site): ReadonlyMap<string, PublishedAsset> =>
    new Map(
      [...site.assets].map(([path, asset]) => {
        const dot = path.lastIndexOf('.');
        const name = path.slice('assets/'.length, dot).replaceAll('/', '-');
        const url = `/assets/${name}.${hashBytes(asset.bytes).slice(0, 12)}${path.slice(dot).toLowerCase()}`;
        return [path, { ...asset, url }] as const;
      }),
    ),
);

/** The published asset at a content path (as written in YAML), if the content has it. */
export function findAsset(site: Site, path: string | undefined): PublishedAsset | undefined {
  return path === undefined ? undefined : publishAssets(site).get(path);
}
