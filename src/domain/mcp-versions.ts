// MCP protocol versions and the server card's media type: one source for the server, card and agent docs.

/** Every MCP protocol version the endpoint speaks, newest first; every document that lists versions prints this. */
export const MCP_PROTOCOL_VERSIONS = [
  '2026-07-28',
  '2025-11-25',
  '2025-06-18',
  '2025-03-26',
  '2024-11-05',
] as const;
export type McpProtocolVersion = (typeof MCP_PROTOCOL_VERSIONS)[number];

/** The media type the server-card draft names for Server Cards (served first, and declared in the api-catalog). */
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';

/** Modern versions carry version and capabilities in every request's _meta; there is no initialize. */
export const MCP_MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const;
export type McpModernVersion = (typeof MCP_MODERN_PROTOCOL_VERSIONS)[number];
export type McpLegacyVersion = Exclude<McpProtocolVersion, McpModernVersion>;

/** What initialize answers when the client asks for a version it cannot have (unknown, or a modern one). */
export const MCP_LATEST_LEGACY_VERSION: McpLegacyVersion = '2025-11-25';

/** The transport spec: a request without an MCP-Protocol-Version header is assumed to speak 2025-03-26. */
export const MCP_HEADERLESS_PROTOCOL_VERSION: McpLegacyVersion = '2025-03-26';

/** JSON-RPC batches were added in 2025-03-26 and removed in 2025-06-18; 2024-11-05 never had them. */
export const MCP_BATCH_PROTOCOL_VERSIONS: readonly McpProtocolVersion[] = ['2025-03-26'];
