// End to end: the official MCP SDK client against the real Node server, pinned to each supported protocol version.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSIONS, TOOL_SUMMARIES } from '../src/domain/tool-catalog.js';
import type { RunningServer } from '../src/entry/node-server.js';
import { startTestServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ajv = new Ajv({ strict: true, allErrors: true });
addFormats.default(ajv);

interface Connection {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** The MCP-Protocol-Version header of every POST after initialize. */
  headers: (string | null)[];
}

/**
 * The SDK client always asks for its own latest version; a fetch wrapper rewrites the initialize
 * request to the version under test, so the client then negotiates exactly what the server echoes.
 */
async function connect(version?: string): Promise<Connection> {
  const headers: (string | null)[] = [];
  const pinnedFetch: typeof fetch = async (url, init) => {
    let body = init?.body;
    if (typeof body === 'string') {
      const message = JSON.parse(body) as { method?: string; params?: { protocolVersion?: string } };
      if (message.method === 'initialize' && version && message.params) {
        message.params.protocolVersion = version;
        body = JSON.stringify(message);
      } else if (init?.method === 'POST') {
        headers.push(new Headers(init.headers).get('mcp-protocol-version'));
      }
    }
    return fetch(url, { ...init, body });
  };
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { fetch: pinnedFetch });
  const client = new Client({ name: 'mcp-sdk-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, headers };
}

describe.each(MCP_PROTOCOL_VERSIONS)('SDK client at protocol version %s', (version) => {
  let c: Connection;
  beforeAll(async () => {
    c = await connect(version);
  });
  afterAll(async () => {
    await c?.client.close();
  });

  it('negotiates exactly this version and sends it on every later request', async () => {
    expect(c.transport.protocolVersion).toBe(version);
    expect(c.client.getServerVersion()).toMatchObject({ name: 'localhost/offer', version: '1.0.0' });
    expect(c.client.getServerCapabilities()).toEqual({
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
    });
    await c.client.ping();
    expect(c.headers.length).toBeGreaterThan(0);
    expect(new Set(c.headers)).toEqual(new Set([version]));
  });

  it('lists the four tools and calls each; structured results match their outputSchema', async () => {
    const { tools } = await c.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_SUMMARIES.map((t) => t.name));
    const args: Record<string, Record<string, unknown>> = {
      get_offer: {},
      check_fit: {
        annualRevenue: 2_400_000,
        founderLed: true,
        role: 'Thought Leader',
        priorPositioningWork: false,
      },
      list_pages: {},
      get_page: { slug: 'developers' },
    };
    for (const tool of tools) {
      // The SDK validates structuredContent against outputSchema itself; Ajv here makes the check explicit.
      const result = await c.client.callTool({ name: tool.name, arguments: args[tool.name] });
      expect(result.isError, tool.name).toBeFalsy();
      const validate = ajv.compile(tool.outputSchema ?? {});
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('gets a tool error, not a protocol error, for a negative revenue', async () => {
    const result = await c.client.callTool({ name: 'check_fit', arguments: { annualRevenue: -1 } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('annualRevenue');
  });

  it('lists the page resources and reads one', async () => {
    const { resources } = await c.client.listResources();
    const about = resources.find((r) => r.name === 'about');
    expect(about?.uri).toBe(`${server.url}/about.md`);
    const read = await c.client.readResource({ uri: about?.uri ?? '' });
    const twin = await (await fetch(`${server.url}/about.md`)).text();
    expect(read.contents).toEqual([{ uri: about?.uri, mimeType: 'text/markdown', text: twin }]);
    const { resourceTemplates } = await c.client.listResourceTemplates();
    expect(resourceTemplates).toHaveLength(1);
  });
});

describe('SDK client left to itself', () => {
  it(`asks for ${LATEST_PROTOCOL_VERSION} and settles on 2025-06-18`, async () => {
    expect(MCP_PROTOCOL_VERSIONS).not.toContain(LATEST_PROTOCOL_VERSION);
    const c = await connect();
    expect(c.transport.protocolVersion).toBe('2025-06-18');
    expect((await c.client.listTools()).tools).toHaveLength(4);
    await c.client.close();
  });
});
