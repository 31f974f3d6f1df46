// What each MCP protocol version has, so every result is shaped for the version the request speaks.
import {
  MCP_BATCH_PROTOCOL_VERSIONS,
  MCP_MODERN_PROTOCOL_VERSIONS,
  MCP_PROTOCOL_VERSIONS,
  type McpModernVersion,
  type McpProtocolVersion,
} from '../domain/mcp-versions.js';

export interface VersionFeatures {
  /** Per-request _meta, server/discover, resultType, caching hints, Mcp-Method and Mcp-Name (2026-07-28). */
  modern: boolean;
  /** ToolAnnotations and the completions capability (2025-03-26). */
  annotations: boolean;
  /** title on tools, resources, prompts and Implementation; outputSchema and structuredContent (2025-06-18). */
  structured: boolean;
  /**
   * The MCP Apps and skills extensions declared (SEP-1724 extensions, from 2025-06-18, the first version with
   * structuredContent, which the views render from): the views and skills are listed, skills/* answered.
   */
  extensions: boolean;
  /** icons, Implementation description and websiteUrl (2025-11-25). */
  icons: boolean;
  batches: boolean;
  /** resources/read of an unknown URI: -32002 until 2025-11-25, then -32602 (Invalid Params). */
  resourceNotFound: number;
}

const since = (version: McpProtocolVersion, first: McpProtocolVersion) =>
  MCP_PROTOCOL_VERSIONS.indexOf(version) <= MCP_PROTOCOL_VERSIONS.indexOf(first);

export const FEATURES: Readonly<Record<McpProtocolVersion, VersionFeatures>> = Object.fromEntries(
  MCP_PROTOCOL_VERSIONS.map((v) => [
    v,
    {
      modern: isModernVersion(v),
      annotations: since(v, '2025-03-26'),
      structured: since(v, '2025-06-18'),
      extensions: since(v, '2025-06-18'),
      icons: since(v, '2025-11-25'),
      batches: MCP_BATCH_PROTOCOL_VERSIONS.includes(v),
      resourceNotFound: isModernVersion(v) ? -32602 : -32002,
    },
  ]),
) as Record<McpProtocolVersion, VersionFeatures>;

export function isSupportedVersion(version: string): version is McpProtocolVersion {
  return (MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

export function isModernVersion(version: string): version is McpModernVersion {
  return (MCP_MODERN_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}
