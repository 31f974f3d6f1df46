// Who the MCP server is: reverse-DNS name, title, version, description, website and icon, derived from the site.
import type { Icon, Implementation } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { API_VERSION } from '../domain/schemas.js';
import { ASSET_PATHS, iconSource } from '../render/html/assets.js';

/**
 * The owner's reverse-DNS namespace, from the site's own host: www.example.com gives com.example.www. An address
 * or a single-label host (a local run) has no domain to reverse, so it is simply localhost. The server's name and
 * the server card's _meta keys live under it, so every deployment publishes its own, not a placeholder.
 */
export function ownerNamespace(site: Site): string {
  const host = new URL(site.baseUrl).hostname.replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return 'localhost';
  return host.split('.').reverse().join('.');
}

/** The namespace plus "/offer": www.example.com gives com.example.www/offer. */
export function serverName(site: Site): string {
  return `${ownerNamespace(site)}/offer`;
}

/** Registries cap the description at 100 characters. */
export function serverDescription(site: Site): string {
  const w = site.words.agents.server;
  const full = fillWords(w.description, { offer: site.offer.name });
  return full.length <= 100 ? full : w.shortDescription;
}

/** The owner's icon or logo (the generated mark without one): the same image browsers show as the favicon. */
export function serverIcons(site: Site): Icon[] {
  const source = iconSource(site);
  if (!source)
    return [{ src: `${site.baseUrl}${ASSET_PATHS.faviconSvg}`, mimeType: 'image/svg+xml', sizes: ['any'] }];
  const sizes =
    source.type === 'image/svg+xml' || !source.width ? ['any'] : [`${source.width}x${source.height}`];
  return [{ src: `${site.baseUrl}${source.url}`, mimeType: source.type, sizes }];
}

/** In the newest shape (2025-11-25 fields included); shape.ts trims it for older versions. */
export function serverInfo(site: Site): Implementation {
  return {
    name: serverName(site),
    title: site.identity.name,
    version: API_VERSION,
    description: serverDescription(site),
    websiteUrl: `${site.baseUrl}/`,
    icons: serverIcons(site),
  };
}
