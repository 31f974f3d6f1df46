// The MCP Server Card (experimental server-card extension, v1 draft): identity, transport and versions only.
import type { Site } from '../content/site.js';
import { MCP_PROTOCOL_VERSIONS } from '../domain/mcp-versions.js';
import { serverDescription, serverIcons, serverInfo, serverName } from './identity.js';
import { capabilitiesFor } from './shape.js';
import { FEATURES } from './versions.js';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The media type the draft names for Server Cards (and for AI Catalog entries that point to one). */
export { SERVER_CARD_MEDIA_TYPE } from '../domain/mcp-versions.js';
/** Our own additions live under _meta with our reverse-DNS prefix, as the draft asks. */
export const CARD_META_PREFIX = 'com.example.offer-site';

export interface ServerCard {
  $schema: string;
  name: string;
  version: string;
  description: string;
  title: string;
  websiteUrl: string;
  icons: { src: string; mimeType?: string; sizes?: string[] }[];
  remotes: { type: 'streamable-http'; url: string; supportedProtocolVersions: string[] }[];
  _meta: Record<string, unknown>;
}

/** The AI Catalog identifier (urn:air:{publisher}:{namespace}:{name}) of this server's card. */
export function serverCardIdentifier(site: Site): string {
  return `urn:air:${new URL(site.baseUrl).hostname}:mcp:offer`;
}

/**
 * The draft describes how to connect, not what the server offers: tools, resources and prompts are listed at
 * runtime, so the card names none. What a client may want before connecting and the draft does not define
 * (no authentication, the capabilities) goes under _meta.
 */
export function buildServerCard(site: Site): ServerCard {
  const [newest] = MCP_PROTOCOL_VERSIONS;
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: serverName(site),
    version: serverInfo(site).version,
    description: serverDescription(site),
    title: site.identity.name,
    websiteUrl: `${site.baseUrl}/`,
    icons: serverIcons(site),
    remotes: [
      {
        type: 'streamable-http',
        url: `${site.baseUrl}/mcp`,
        supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
      },
    ],
    _meta: {
      [`${CARD_META_PREFIX}/authentication`]: { required: false, schemes: [] },
      [`${CARD_META_PREFIX}/capabilities`]: capabilitiesFor(FEATURES[newest]),
    },
  };
}
