// The MCP server's identity and its server card (SEP-2127 shape, plus the fields SEP-1649 readers look for).
import type { Implementation, ServerCapabilities, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { API_VERSION } from '../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS } from '../domain/tool-catalog.js';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** Honest: the lists never change at runtime and there is nothing to subscribe to. */
export const SERVER_CAPABILITIES: ServerCapabilities = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
};

/**
 * Reverse-DNS of the site's own host plus "/offer": www.example.com gives com.example.www/offer. An address
 * or a single-label host (a local run) has no domain to reverse, so it is simply localhost/offer.
 */
export function serverName(site: Site): string {
  const host = new URL(site.baseUrl).hostname.replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return 'localhost/offer';
  return `${host.split('.').reverse().join('.')}/offer`;
}

export function serverInfo(site: Site): Implementation {
  return { name: serverName(site), title: site.identity.name, version: API_VERSION };
}

/** Registries cap the description at 100 characters. */
export function serverDescription(site: Site): string {
  const full = `${site.offer.name}: the offer, an indicative fit check and every site page as Markdown.`;
  return full.length <= 100
    ? full
    : 'One consulting offer, an indicative fit check and the site pages as Markdown.';
}

export interface ServerCard {
  $schema: string;
  name: string;
  title: string;
  version: string;
  description: string;
  websiteUrl: string;
  remotes: {
    type: 'streamable-http';
    url: string;
    supportedProtocolVersions: string[];
    authentication: { required: false; schemes: string[] };
  }[];
  capabilities: ServerCapabilities;
  authentication: { required: false; schemes: string[] };
  tools: Tool[];
}

export function buildServerCard(site: Site, tools: Tool[]): ServerCard {
  const none = { required: false as const, schemes: [] };
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: serverName(site),
    title: site.identity.name,
    version: API_VERSION,
    description: serverDescription(site),
    websiteUrl: `${site.baseUrl}/developers`,
    remotes: [
      {
        type: 'streamable-http',
        url: `${site.baseUrl}/mcp`,
        supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
        authentication: none,
      },
    ],
    capabilities: SERVER_CAPABILITIES,
    authentication: none,
    tools,
  };
}
