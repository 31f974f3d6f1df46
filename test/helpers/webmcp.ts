// What the in-browser (WebMCP) tools must match, asked from the running server: MCP's tool list, and for each
// call the tool result built from the API's own answer to the same request.
import type { Site } from '../../src/content/site.js';
import { fillWords } from '../../src/content/words/fill.js';
import { exampleProfile } from '../../src/domain/fit/fit-example.js';
import { pageSlugs } from '../../src/domain/pages.js';

export interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: unknown;
  isError?: boolean;
}

export interface McpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface CallCase {
  name: string;
  args: Record<string, unknown>;
  expected: ToolResult;
  /** For successes: the same call over MCP must return the same structured result. */
  mcp: boolean;
}

const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  // A legacy-era list: the modern era adds x-mcp-header, which is MCP transport, not part of the schema.
  'mcp-protocol-version': '2025-11-25',
};

async function rpc(baseUrl: string, method: string, params: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: MCP_HEADERS,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('text/event-stream')
    ? (/^data: (.*)$/m.exec(text)?.[1] ?? '')
    : text;
  return (JSON.parse(json) as { result: Record<string, unknown> }).result;
}

export async function listMcpTools(baseUrl: string): Promise<McpTool[]> {
  return (await rpc(baseUrl, 'tools/list', {})).tools as McpTool[];
}

export async function callMcpTool(baseUrl: string, name: string, args: object): Promise<ToolResult> {
  return (await rpc(baseUrl, 'tools/call', { name, arguments: args })) as unknown as ToolResult;
}

const success = (data: unknown): ToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(data) }],
  structuredContent: data,
});
const refusal = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

interface ApiError {
  error?: { message: string; hint?: string; issues?: { path: string; message: string }[] };
  /** A UCP operation's refusal carries messages instead. */
  messages?: { content: string }[];
}

/** The API's answer to one request, as the tool result the browser script must build from it. */
async function fromApi(baseUrl: string, path: string, body?: object): Promise<ToolResult> {
  const res = await fetch(`${baseUrl}${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : {});
  const data = await res.json();
  if (res.ok) return success(data);
  const { error, messages = [] } = data as ApiError;
  const { message = messages.map((m) => m.content).join(' '), hint, issues = [] } = error ?? {};
  const listed = issues.map((i) => `${i.path || '(arguments)'}: ${i.message}`).join('; ');
  return refusal([message, listed, hint ?? ''].filter(Boolean).join(' '));
}

/** Every tool with good arguments (every page of the site), and the refusals an agent must be able to read. */
export async function buildCallCases(baseUrl: string, site: Site): Promise<CallCase[]> {
  const profile = exampleProfile(site);
  const slugs = pageSlugs(site);
  const first = site.criteria.find((c) => c.type !== 'text')?.field ?? site.criteria[0]?.field ?? '';
  const call = async (name: string, args: Record<string, unknown>, path: string, body?: object) => {
    const expected = await fromApi(baseUrl, path, body);
    return { name, args, expected, mcp: !expected.isError };
  };
  return [
    await call('get_offer', {}, '/api/offer'),
    await call('list_pages', {}, '/api/pages'),
    ...(await Promise.all(slugs.map((slug) => call('get_page', { slug }, `/api/pages/${slug}`)))),
    await call('check_fit', { ...profile }, '/api/fit', profile),
    await call('check_fit', {}, '/api/fit', {}),
    // A wrong value for the first field, and a property no criterion declares.
    await call('check_fit', { [first]: -5, shoeSize: 44 }, '/api/fit', { [first]: -5, shoeSize: 44 }),
    await call('get_page', { slug: 'no-such-page' }, '/api/pages/no-such-page'),
    // UCP's catalog tools post their `catalog` argument to the REST binding.
    await call('search_catalog', { catalog: { query: site.offer.name } }, '/ucp/catalog/search', {
      query: site.offer.name,
    }),
    await call('lookup_catalog', { catalog: { ids: [site.offer.id] } }, '/ucp/catalog/lookup', {
      ids: [site.offer.id],
    }),
    await call('get_product', { catalog: { id: site.offer.id } }, '/ucp/catalog/product', {
      id: site.offer.id,
    }),
    await call('lookup_catalog', { catalog: { ids: [] } }, '/ucp/catalog/lookup', { ids: [] }),
    {
      name: 'get_page',
      args: {},
      // In the site's words, as the script carries them: any site may be in any language.
      expected: refusal(
        `${fillWords(site.words.errors.browser.needs, { tool: 'get_page', name: 'slug', values: slugs.join(', ') })}; ${site.words.errors.tools.pageHint}`,
      ),
      mcp: false,
    },
    {
      name: 'get_offer',
      args: { verbose: true },
      expected: refusal(fillWords(site.words.errors.browser.extra, { tool: 'get_offer', names: 'verbose' })),
      mcp: false,
    },
  ];
}
