// One list of discovery links, two spellings: the RFC 8288 Link header field and the <link> elements of the head.
import type { DiscoveryLink } from '../domain/discovery.js';
import { escapeHtml } from './html/escape.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A quoted-string, or the RFC 8187 extended form when the text is not ASCII (header fields carry bytes). */
function titleParam(title: string): string {
  if (PRINTABLE_ASCII.test(title)) return `title="${title.replace(/["\\]/g, '\\$&')}"`;
  const encoded = encodeURIComponent(title).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `title*=UTF-8''${encoded}`;
}

export function renderLinkHeader(links: readonly DiscoveryLink[]): string {
  return links.map((l) => `<${l.href}>; rel="${l.rel}"; type="${l.type}"; ${titleParam(l.title)}`).join(', ');
}

export function renderLinkElements(links: readonly DiscoveryLink[]): string {
  const e = escapeHtml;
  return links
    .map((l) => `<link rel="${e(l.rel)}" type="${e(l.type)}" title="${e(l.title)}" href="${e(l.href)}">`)
    .join('\n');
}
