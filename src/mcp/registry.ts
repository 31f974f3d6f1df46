// The official MCP registry: the server.json to publish, made from content, and the domain's proof record.
import type { Site } from '../content/site.js';
import { serverDescription, serverIcons, serverInfo, serverName } from './identity.js';

/** The registry's current server.json format (released 2025-12-11). */
export const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
export const REGISTRY_AUTH_PATH = '/.well-known/mcp-registry-auth';

/**
 * What `mcp-publisher publish` sends: the name under the owner's own domain (reverse-DNS, which HTTP or DNS
 * authentication of that domain grants), the description within the registry's 100 characters, and the
 * one remote, the streamable-HTTP endpoint. Icons must be HTTPS for the registry; a local run has none.
 */
export function buildRegistryServerJson(site: Site) {
  const icons = serverIcons(site).filter((icon) => icon.src.startsWith('https://'));
  return {
    $schema: REGISTRY_SCHEMA,
    name: serverName(site),
    title: site.identity.name,
    description: serverDescription(site),
    version: serverInfo(site).version,
    websiteUrl: `${site.baseUrl}/`,
    ...(icons.length > 0 ? { icons } : {}),
    remotes: [{ type: 'streamable-http', url: `${site.baseUrl}/mcp` }],
  };
}

/** The proof record the registry fetches (`v=MCPv1; k=…; p=…`), when the owner has set a public key. */
export function registryAuthRecord(site: Site): string | undefined {
  const key = site.identity.mcpRegistry;
  return key && `v=MCPv1; k=${key.algorithm}; p=${key.publicKey}\n`;
}
