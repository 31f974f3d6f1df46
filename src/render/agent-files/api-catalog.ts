// /.well-known/api-catalog: the RFC 9727 linkset (RFC 9264 JSON) pointing to the JSON API and the MCP endpoint.
import type { Site } from '../../content/site.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/tool-catalog.js';

export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';
export const API_CATALOG_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;

interface Link {
  href: string;
  type?: string;
  title?: string;
}

/** One linkset context: the anchor plus relation name to target links (RFC 9264 section 4.2). */
type LinkContext = { anchor: string } & Record<string, string | Link[]>;

export interface Linkset {
  linkset: LinkContext[];
}

export function buildApiCatalog(site: Site): Linkset {
  const base = site.baseUrl;
  // The API's anchor is its base path; the MCP endpoint is its own API with the manifest as description.
  const api = `${base}/api`;
  const mcp = `${base}/mcp`;
  const developers = site.pages.find((p) => p.slug === 'developers');
  const docs: Link[] = [
    { href: `${base}/developers`, type: 'text/html', ...(developers ? { title: developers.title } : {}) },
    { href: `${base}/developers.md`, type: 'text/markdown' },
  ];
  return {
    linkset: [
      {
        anchor: `${base}${API_CATALOG_PATH}`,
        item: [
          { href: api, title: `${site.identity.name} public read-only JSON API` },
          { href: mcp, title: `${site.identity.name} public MCP endpoint` },
        ],
      },
      {
        anchor: api,
        'service-desc': [
          { href: `${base}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' },
        ],
        'service-doc': docs,
        status: [{ href: `${base}/api/health`, type: 'application/json' }],
      },
      {
        anchor: mcp,
        'service-desc': [
          {
            href: `${base}/.well-known/mcp.json`,
            type: 'application/json',
            title: `MCP server card; protocol versions ${MCP_PROTOCOL_VERSIONS.join(', ')}`,
          },
        ],
        'service-doc': [...docs, { href: `${base}/agents.md`, type: 'text/markdown' }],
      },
    ],
  };
}
