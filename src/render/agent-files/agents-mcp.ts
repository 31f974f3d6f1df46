// The MCP part of /agents.md: versions, tools, prompts, a modern and a legacy request that work as written.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site } from '../../content/site.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { isLoopbackUrl } from '../../domain/loopback.js';
import { fitPage } from '../../domain/page-set.js';
import { pagePath } from '../../domain/pages.js';
import {
  MCP_LATEST_LEGACY_VERSION,
  MCP_MODERN_PROTOCOL_VERSIONS,
  MCP_PROTOCOL_VERSIONS,
  TOOL_SUMMARIES,
} from '../../domain/tool-catalog.js';
import { curlPost, fence } from './curl.js';

const ACCEPT = 'Accept: application/json, text/event-stream';
const JSON_TYPE = 'Content-Type: application/json';
const code = (items: readonly string[]) => items.map((v) => `\`${v}\``).join(', ');

const rpc = (id: number, method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params ? { params } : {}),
});

/** What the endpoint does about Origin depends on where it runs; the docs say what this deployment does. */
export function describeOriginPolicy(site: Site): string {
  return isLoopbackUrl(site.baseUrl)
    ? 'This deployment runs on a loopback address, so `/mcp` answers only requests whose `Host` and `Origin` are loopback too (DNS-rebinding protection); anything else gets `403`.'
    : 'CORS is open to every origin and the endpoint accepts any `Origin` header, on purpose: everything here is public, read-only and unauthenticated, so there is no session, no private data and nothing a cross-site or DNS-rebinding request could reach that the open web cannot already read.';
}

export function renderMcpSection(site: Site): string[] {
  const url = `${site.baseUrl}/mcp`;
  const [modern] = MCP_MODERN_PROTOCOL_VERSIONS;
  const legacy = MCP_PROTOCOL_VERSIONS.filter((v) => v !== modern);
  const fitTool = TOOL_SUMMARIES.find((t) => t.operationId === 'checkFit')?.name ?? 'check_fit';
  const meta = {
    'io.modelcontextprotocol/protocolVersion': modern,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'example-agent', version: '1.0.0' },
  };
  const modernHeaders = (method: string, name?: string) => [
    JSON_TYPE,
    ACCEPT,
    `MCP-Protocol-Version: ${modern}`,
    `Mcp-Method: ${method}`,
    ...(name ? [`Mcp-Name: ${name}`] : []),
  ];
  return [
    '## Use the MCP endpoint',
    '',
    `Endpoint: \`POST ${url}\`, Streamable HTTP with JSON-RPC 2.0, stateless (no session to keep). Protocol versions: ${code(MCP_PROTOCOL_VERSIONS)}. Server card: \`${site.baseUrl}/.well-known/mcp.json\` (also \`${url}/server-card\`). The tools mirror the API:`,
    '',
    '| Tool | What it does |',
    '|---|---|',
    ...TOOL_SUMMARIES.map((t) => `| \`${t.name}\` | ${t.description.replaceAll('|', '\\|')} |`),
    '',
    `Prompts (for a person talking to an assistant): ${PROMPT_NAMES.map((n) => `\`${n}\` (${site.prompts[n].title})`).join(', ')}; each takes an optional \`role\`, which \`completion/complete\` suggests. Resources: every page as Markdown, and the template \`${site.baseUrl}/{slug}.md\`.`,
    '',
    `**${modern}** (stateless): no handshake; every request carries its version and capabilities in \`params._meta\`, and the headers \`MCP-Protocol-Version\`, \`Mcp-Method\` and (for a call, a read or a prompt) \`Mcp-Name\` repeat the body. \`server/discover\` lists versions and capabilities. Call \`${fitTool}\`:`,
    '',
    fence(
      'sh',
      curlPost(
        url,
        rpc(1, 'tools/call', { name: fitTool, arguments: exampleProfile(site), _meta: meta }),
        modernHeaders('tools/call', fitTool),
      ),
    ),
    '',
    `**${code(legacy)}**: \`initialize\` answers the version asked for (${MCP_LATEST_LEGACY_VERSION} when it is not one of these), then send that version in \`MCP-Protocol-Version\`; nothing else is kept between requests. Batches are accepted under 2025-03-26 only, at most 32 messages.`,
    '',
    fence(
      'sh',
      curlPost(
        url,
        rpc(2, 'initialize', {
          protocolVersion: MCP_LATEST_LEGACY_VERSION,
          capabilities: {},
          clientInfo: { name: 'example-agent', version: '1.0.0' },
        }),
        [JSON_TYPE, ACCEPT],
      ),
    ),
    '',
    fence(
      'sh',
      curlPost(url, rpc(3, 'tools/list'), [
        JSON_TYPE,
        ACCEPT,
        `MCP-Protocol-Version: ${MCP_LATEST_LEGACY_VERSION}`,
      ]),
    ),
    '',
    describeOriginPolicy(site),
    '',
    '## In a browser (WebMCP)',
    '',
    `Working inside a person's browser on this site? Where the browser has WebMCP (\`document.modelContext\`), every page registers the same tools (${code(TOOL_SUMMARIES.map((t) => t.name))}) with the same input schemas; each calls the JSON API. On the fit self-check page (\`${site.baseUrl}${pagePath(fitPage(site).slug)}\`) the form itself is the tool \`${fitTool}\`: fill it in and it submits itself, answering you as \`POST /api/fit\` does while the person sees the result.`,
    '',
  ];
}
