// The MCP part of /agents.md: versions, tools, prompts, a modern and a legacy request that work as written.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { promptArguments } from '../../domain/fit/fit-fields.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { isLoopbackUrl } from '../../domain/loopback.js';
import {
  MCP_LATEST_LEGACY_VERSION,
  MCP_MODERN_PROTOCOL_VERSIONS,
  MCP_PROTOCOL_VERSIONS,
} from '../../domain/mcp-versions.js';
import { fitPage } from '../../domain/page-set.js';
import { pagePath } from '../../domain/pages.js';
import { TOOLS } from '../tools/all.js';
import { checkFitTool } from '../tools/check-fit.js';
import { describeTools } from '../tools/tool-json-schema.js';
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
export function describeOriginPolicy(site: Site, base = site.baseUrl): string {
  const w = site.words.agents.mcp;
  return isLoopbackUrl(base) ? w.originLoopback : w.originOpen;
}

/** The MCP and WebMCP sections, where an MCP endpoint answers (none in a static export without a live origin). */
export function renderMcpSection(site: Site): string[] {
  const live = liveEndpoints(site);
  if (!live) return [];
  const w = site.words.agents.mcp;
  const url = live.mcp;
  const [modern] = MCP_MODERN_PROTOCOL_VERSIONS;
  const legacy = MCP_PROTOCOL_VERSIONS.filter((v) => v !== modern);
  const fitTool = checkFitTool.name;
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
    `## ${w.heading}`,
    '',
    fillWords(w.intro, {
      url,
      versions: code(MCP_PROTOCOL_VERSIONS),
      card: `${site.baseUrl}/.well-known/mcp.json`,
      cardAlias: `${url}/server-card`,
    }),
    '',
    `| ${w.toolColumn} | ${w.whatColumn} |`,
    '|---|---|',
    ...describeTools(site).map((t) => `| \`${t.name}\` | ${t.description.replaceAll('|', '\\|')} |`),
    '',
    fillWords(promptArguments(site).length > 0 ? w.prompts : w.promptsPlain, {
      prompts: PROMPT_NAMES.map((n) => `\`${n}\` (${site.prompts[n].title})`).join(', '),
      arguments: site.locale.list(promptArguments(site).map((c) => `\`${c.field}\``)),
      template: `${site.baseUrl}/{slug}.md`,
    }),
    '',
    fillWords(w.modern, { version: modern, tool: fitTool }),
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
    fillWords(w.legacy, { versions: code(legacy), latest: MCP_LATEST_LEGACY_VERSION }),
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
    describeOriginPolicy(site, live.base),
    '',
    `## ${w.webmcpHeading}`,
    '',
    fillWords(w.webmcp, {
      tools: code(TOOLS.map((t) => t.name)),
      fitUrl: `${site.baseUrl}${pagePath(fitPage(site).slug)}`,
      tool: fitTool,
    }),
    '',
  ];
}
