// The MCP Server Card (experimental server-card extension, v1 draft): identity, transport and versions only.
import type { Site } from '../content/site.js';
import { liveEndpoints } from '../domain/live-endpoints.js';
import { MCP_PROTOCOL_VERSIONS } from '../domain/mcp-versions.js';
import { ownerNamespace, serverDescription, serverIcons, serverInfo, serverName } from './identity.js';
import { capabilitiesFor } from './shape.js';
import { FEATURES } from './versions.js';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The media type the draft names for Server Cards (and for AI Catalog entries that point to one). */
export { SERVER_CARD_MEDIA_TYPE } from '../domain/mcp-versions.js';

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
  const live = liveEndpoints(site);
  if (!live) throw new Error('buildServerCard: this site has no MCP endpoint to describe (liveBase is null)');
  // Additions the draft does not define go under _meta with a reverse-DNS prefix, as it asks: the owner's own.
  const prefix = ownerNamespace(site);
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
        // Where it answers: this site's own endpoint, or a static export's live origin.
        url: live.mcp,
        supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
      },
    ],
    _meta: {
      [`${prefix}/authentication`]: { required: false, schemes: [] },
      [`${prefix}/capabilities`]: capabilitiesFor(FEATURES[newest]),
    },
  };
}
