// MCP Apps (SEP-1865, io.modelcontextprotocol/ui): the offer card and fit-result views as ui:// resources.

import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import type { ViewKind } from '../render/mcp-app/view-config.js';
import { renderViewHtml } from '../render/mcp-app/view-page.js';
import { withJsonText } from './json-text.js';

export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
/** The spec's media type for an HTML view (RESOURCE_MIME_TYPE in @modelcontextprotocol/ext-apps). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** A view's URI; a tool with a view names it in tools/list as _meta.ui.resourceUri (shape.ts). */
export const viewUri = (view: ViewKind) => `ui://offer/${view}-view.html`;

export interface ViewShelf {
  list: Resource[];
  /**
   * Each view's read result, made by its first read and then kept: a view is ~0.4 MB (its script), held several
   * times over as JSON text, and most clients never read one (~7 MB of heap after the first MCP request, measured).
   */
  reads: [string, () => ReadResourceResult][];
}

/**
 * The views' dedicated origin (`_meta.ui.domain`), which ChatGPT asks of an app it lists. Its format is the host's
 * to set; this is ChatGPT's documented one, the site's host name as a subdomain of its sandbox domain
 * (offer.example.com becomes offer-example-com.oaiusercontent.com). Other hosts ignore a domain they do not issue.
 */
export function viewDomain(site: Site): string {
  const host = new URL(site.baseUrl).host.toLowerCase();
  return `${host.replace(/[^a-z0-9]+/g, '-')}.oaiusercontent.com`;
}

/**
 * The views need nothing from outside the document: an empty CSP declaration keeps the host's restrictive
 * default (no connections, no external resources), and the card draws its own border and background.
 */
const uiMeta = (site: Site) => ({ ui: { csp: {}, prefersBorder: false, domain: viewDomain(site) } });

export function buildViewShelf(site: Site): ViewShelf {
  const offer = { offer: site.offer.name };
  const w = site.words.chatView;
  const views: { view: ViewKind; title: string; description: string }[] = [
    {
      view: 'offer',
      title: fillWords(w.offerTitle, offer),
      description: fillWords(w.offerDescription, offer),
    },
    {
      view: 'fit',
      title: fillWords(w.fitTitle, offer),
      description: fillWords(w.fitDescription, offer),
    },
  ];
  const list: Resource[] = [];
  const reads: ViewShelf['reads'] = [];
  const meta = uiMeta(site);
  for (const { view, title, description } of views) {
    const uri = viewUri(view);
    // Rendered now for its size in the list, then dropped; rendered again by the first read.
    const text = renderViewHtml(site, view, title);
    list.push({
      uri,
      name: `${view}-view`,
      title,
      description,
      mimeType: MCP_APP_MIME_TYPE,
      size: new TextEncoder().encode(text).byteLength,
      _meta: meta,
    });
    let read: ReadResourceResult | undefined;
    reads.push([
      uri,
      () => {
        read ??= {
          contents: [
            withJsonText({
              uri,
              mimeType: MCP_APP_MIME_TYPE,
              text: renderViewHtml(site, view, title),
              _meta: meta,
            }),
          ],
        };
        return read;
      },
    ]);
  }
  return { list, reads };
}
