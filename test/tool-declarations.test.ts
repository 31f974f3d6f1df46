// Each tool is declared once: with one more declaration in the tool list (a get_health tool, as a new file would
// add it), every surface that offers tools offers it too, and every surface lists exactly the declared tools.
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { MCP_PROTOCOL_VERSIONS } from '../src/domain/mcp-versions.js';
import { pageSlugs } from '../src/domain/pages.js';
import { createMcpHandler } from '../src/mcp/handler.js';
import { buildServerCard } from '../src/mcp/server-card.js';
import { renderMcpSection } from '../src/render/agent-files/agents-mcp.js';
import { renderAgentsMd } from '../src/render/agent-files/agents-md.js';
import { renderLlmsTxt } from '../src/render/agent-files/llms.js';
import { buildWebMcpScript } from '../src/render/html/scripts/webmcp-script.js';
import { buildOpenApi } from '../src/render/openapi/document.js';
import { TOOLS } from '../src/render/tools/all.js';
import { postMcp } from './helpers/mcp-request.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

vi.mock('../src/render/tools/all.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/render/tools/all.js')>();
  const { z } = await import('zod');
  const { defineTool, READ_ONLY } = await import('../src/render/tools/define-tool.js');
  const { keepAnswer, refuseArguments } = await import('../src/render/tools/tool-answers.js');
  const { buildHealth } = await import('../src/domain/health.js');
  const { HealthSchema } = await import('../src/domain/schemas.js');
  // Everything a new tool file holds, and nothing more: no other file knows this tool.
  const getHealthTool = defineTool({
    name: 'get_health',
    api: { operationId: 'getHealth', method: 'GET', path: '/api/health' },
    words: () => ({ title: 'Check health', description: 'Says whether the service is up.' }),
    annotations: READ_ONLY,
    schemas: () => ({ input: z.strictObject({}), output: HealthSchema }),
    bind(site) {
      // A server's health: it names its MCP endpoint (only a static export's does not, and it runs no tool).
      const health = keepAnswer(HealthSchema.parse(buildHealth(site)));
      return (args) => refuseArguments('get_health', args, site.words.errors.tools) ?? health;
    },
  });
  return { ...real, TOOLS: [...real.TOOLS, getHealthTool] };
});

const site = loadSampleSite();
const names = TOOLS.map((t) => t.name);
const handler = createMcpHandler(site);

/** One JSON-RPC request to the handler under a protocol version, as a client of that version sends it. */
function rpc(version: string, method: string, params: Record<string, unknown> = {}) {
  const modern = version === MCP_PROTOCOL_VERSIONS[0];
  const meta = {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const headers: Record<string, string> = { 'mcp-protocol-version': version, 'mcp-method': method };
  if (typeof params.name === 'string') headers['mcp-name'] = params.name;
  const body = { jsonrpc: '2.0', id: 1, method, params: modern ? { ...params, _meta: meta } : params };
  const answer = handler.handlePayload((name) => headers[name], body);
  if (answer.kind !== 'reply' || Array.isArray(answer.body) || !('result' in answer.body)) {
    throw new Error(`${version} ${method}: no result`);
  }
  // biome-ignore lint/suspicious/noExplicitAny: results are walked dynamically; the assertions check their shape.
  return answer.body.result as Record<string, any>;
}

/** The WebMCP script run as a page would run it, with a model context that keeps what registers, and a fetch stub. */
function runWebMcpScript() {
  const registered: { name: string; execute(input: object): Promise<unknown> }[] = [];
  const fetched: { path: string; init: { method?: string; body?: string } }[] = [];
  const fetch = (path: string, init: { method?: string; body?: string }) => {
    fetched.push({ path, init });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ from: path }) });
  };
  const context = { registerTool: (tool: (typeof registered)[number]) => void registered.push(tool) };
  const document = { modelContext: context, querySelector: () => null };
  runInNewContext(buildWebMcpScript(site), { document, navigator: {}, window: { fetch, Promise }, fetch });
  return { registered, fetched };
}

describe('one declaration per tool, one list', () => {
  it('holds the added tool after the real ones, each name once', () => {
    expect(names.at(-1)).toBe('get_health');
    expect(names).toContain('check_fit');
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(MCP_PROTOCOL_VERSIONS)(
    'tools/list under %s lists exactly the declared tools, in order',
    (version) => {
      expect(rpc(version, 'tools/list').tools.map((t: { name: string }) => t.name)).toEqual(names);
    },
  );

  it('tools/call answers the added tool with its JSON text and structured result, through the app', async () => {
    const res = await postMcp(createTestApp(site), 'tools/call', { name: 'get_health', arguments: {} });
    const { result } = (await res.json()) as {
      result: { content: { text: string }[]; structuredContent: object };
    };
    expect(result.structuredContent).toMatchObject({ status: 'ok', apiVersion: expect.any(String) });
    expect(JSON.parse(result.content[0]?.text ?? '')).toEqual(result.structuredContent);
    const refused = rpc('2025-11-25', 'tools/call', { name: 'get_health', arguments: { verbose: true } });
    expect(refused).toEqual({
      content: [{ type: 'text', text: 'get_health takes no arguments; call it again without: verbose.' }],
      isError: true,
    });
  });

  it('WebMCP registers exactly the declared tools, and each calls the API operation it declares', async () => {
    const { registered, fetched } = runWebMcpScript();
    expect(registered.map((t) => t.name)).toEqual(names);
    for (const tool of registered) {
      const declared = TOOLS.find((t) => t.name === tool.name);
      const args = tool.name === 'get_page' ? { slug: 'about' } : {};
      const result = (await tool.execute(args)) as { structuredContent: { from: string } };
      const path = declared?.api.path.replace('{slug}', 'about');
      expect(result.structuredContent, tool.name).toEqual({ from: path });
      expect(fetched.at(-1)?.init.method ?? 'GET', tool.name).toBe(declared?.api.method);
    }
  });

  it("WebMCP refuses what MCP refuses, in MCP's words, without calling the API", async () => {
    const { registered, fetched } = runWebMcpScript();
    const run = (name: string, input: object) => registered.find((t) => t.name === name)?.execute(input);
    const slugs = pageSlugs(site);
    expect(await run('get_page', {})).toEqual({
      content: [
        {
          type: 'text',
          text: `get_page needs {"slug": one of ${slugs.join(', ')}}; list_pages gives each page's title.`,
        },
      ],
      isError: true,
    });
    expect(await run('get_health', { verbose: true })).toMatchObject({ isError: true });
    expect(fetched).toEqual([]);
  });

  it('the agent docs name every declared tool: the MCP table and WebMCP in agents.md, and llms.txt', () => {
    const section = renderMcpSection(site).join('\n');
    const rows = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(names);
    expect(renderAgentsMd(site)).toContain('| `get_health` | Says whether the service is up. |');
    const webmcp = section.slice(section.indexOf(`## ${site.words.agents.mcp.webmcpHeading}`));
    expect(webmcp).toContain(names.map((n) => `\`${n}\``).join(', '));
    const llms = renderLlmsTxt(site);
    for (const name of names) expect(llms, name).toContain(`\`${name}\``);
  });

  it('every tool mirrors an operation of the OpenAPI document, by operationId, method and path', () => {
    const paths = buildOpenApi(site).paths as Record<string, Record<string, { operationId?: string }>>;
    for (const { name, api } of TOOLS) {
      expect(paths[api.path]?.[api.method.toLowerCase()]?.operationId, name).toBe(api.operationId);
    }
  });

  it('the server card names no tool (tools are listed at runtime) and declares the tools capability', () => {
    const card = buildServerCard(site);
    const text = JSON.stringify(card);
    for (const name of names) expect(text, name).not.toContain(name);
    expect(JSON.stringify(card._meta)).toContain('"tools":{"listChanged":false}');
  });
});
