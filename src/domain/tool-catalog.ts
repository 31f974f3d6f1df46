// MCP protocol versions and the public tools' names and descriptions: one source for the server, card and agent docs.

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

/** Sent in the initialize result: how a model should use the server, in three sentences. */
export const MCP_INSTRUCTIONS =
  'Public, read-only server for one consulting offer; nothing here needs a key and nothing is written. Call get_offer for price, duration, deliverables and the links a human uses to buy, and check_fit when someone asks whether the offer suits them (the verdict is indicative, never a decision). Call list_pages, then get_page, for the site pages; the same pages are resources (Markdown). The prompts check_my_fit, explain_offer and prepare_for_fit_call walk a visitor through the fit check, the offer and the call.';

export interface ToolSummary {
  name: 'get_offer' | 'check_fit' | 'list_pages' | 'get_page';
  title: string;
  description: string;
  /** The REST operation the tool mirrors. */
  operationId: 'getOffer' | 'checkFit' | 'listPages' | 'getPage';
}

export const TOOL_SUMMARIES: readonly ToolSummary[] = [
  {
    name: 'get_offer',
    title: 'Get the offer',
    operationId: 'getOffer',
    description:
      'Returns the one engagement this site offers. Use it to answer questions about price, duration, deliverables, guarantee, credit, who it is for and who it is not for, and for the links a human uses to buy, book a call or e-mail. Takes no arguments.',
  },
  {
    name: 'check_fit',
    title: 'Check fit (indicative)',
    operationId: 'checkFit',
    description:
      "Applies the published fit criteria mechanically to a founder profile and returns a verdict (strong-fit, possible-fit, poor-fit, unknown), a score and a per-criterion breakdown. Use it when someone asks whether the engagement suits them. Supply at least one of annualRevenue (a yearly figure >= 0, in the currency the input schema names), founderLed, role, priorPositioningWork. The result is indicative only: it never accepts or refuses anyone; purchase is done by a human through the offer's action links.",
  },
  {
    name: 'list_pages',
    title: 'List the site pages',
    operationId: 'listPages',
    description:
      'Lists the content pages of the site, every page but the fit self-check form (slug, title, description, HTML and Markdown URLs). Call it before get_page when you do not know the slug.',
  },
  {
    name: 'get_page',
    title: 'Get a page with its Markdown',
    operationId: 'getPage',
    description:
      "Returns one public page by slug (index is the home page with the offer): title, description, HTML and Markdown URLs and the full Markdown body. The input schema lists every slug; list_pages gives each page's title and description. Like every tool here, the text block is the structured result serialised as JSON; the Markdown alone is the resource at the page's markdownUrl.",
  },
];
