// End to end on the real Node server: the official SDK v1 client at every legacy version, and the SDK v2 client
// pinned to 2026-07-28, in auto mode and in its default legacy mode; each lists and calls every tool, reads
// resources, and lists and gets prompts.
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
  type VersionNegotiationMode,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_NAMES } from '../src/content/schemas/prompts-file.js';
import { MCP_PROTOCOL_VERSIONS } from '../src/domain/mcp-versions.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { TOOLS } from '../src/render/tools/all.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const LEGACY = MCP_PROTOCOL_VERSIONS.filter((v) => v !== '2026-07-28');
const STRUCTURED = ['2025-06-18', '2025-11-25'];
const ARGS: Record<string, Record<string, unknown>> = {
  get_offer: {},
  check_fit: {
    annualRevenue: 2_400_000,
    founderLed: true,
    role: 'Thought Leader',
    priorPositioningWork: false,
  },
  list_pages: {},
  get_page: { slug: 'developers' },
  // UCP's MCP binding: the request under `catalog`, naming the fixture's own offer.
  search_catalog: { catalog: { query: loadSampleSite().offer.name } },
  lookup_catalog: { catalog: { ids: [loadSampleSite().offer.id] } },
  get_product: {
    meta: { 'ucp-agent': { profile: 'https://agent.example/profile.json' } },
    catalog: { id: loadSampleSite().offer.id },
  },
};

/** What every client in this file must be able to do; SDK v1 and v2 share these method names. */
interface McpClient {
  listTools(): Promise<{ tools: { name: string; outputSchema?: object }[] }>;
  callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>>;
  listResources(): Promise<{ resources: { uri: string; name: string }[] }>;
  readResource(p: { uri: string }): Promise<{ contents: unknown[] }>;
  listResourceTemplates(): Promise<{ resourceTemplates: unknown[] }>;
  listPrompts(): Promise<{ prompts: { name: string }[] }>;
  getPrompt(p: { name: string; arguments?: Record<string, string> }): Promise<{ messages: unknown[] }>;
  complete(p: unknown): Promise<{ completion: { values: string[] } }>;
}

/** Every capability, one after another, with the checks that hold in every version. */
async function exercise(client: McpClient, structured: boolean) {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
  for (const tool of tools) {
    const result = await client.callTool({ name: tool.name, arguments: ARGS[tool.name] ?? {} });
    expect(result.isError, tool.name).toBeFalsy();
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    // The text block is the structured result as JSON in every version; only its twin field comes and goes.
    const data = JSON.parse(text);
    if (structured) {
      expect(result.structuredContent).toEqual(data);
      const validate = ajv.compile(tool.outputSchema ?? {});
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    } else {
      expect(result.structuredContent).toBeUndefined();
    }
  }
  const bad = await client.callTool({ name: 'check_fit', arguments: { annualRevenue: -1 } });
  expect(bad.isError).toBe(true);
  const { resources } = await client.listResources();
  const about = resources.find((r) => r.name === 'about');
  expect(about?.uri).toBe(`${server.url}/about.md`);
  const twin = await (await fetch(`${server.url}/about.md`)).text();
  expect((await client.readResource({ uri: about?.uri ?? '' })).contents).toEqual([
    { uri: about?.uri, mimeType: 'text/markdown', text: twin },
  ]);
  expect((await client.listResourceTemplates()).resourceTemplates).toHaveLength(1);
  const { prompts } = await client.listPrompts();
  expect(prompts.map((p) => p.name)).toEqual([...PROMPT_NAMES]);
  for (const name of PROMPT_NAMES) {
    expect((await client.getPrompt({ name, arguments: { role: 'coach' } })).messages.length).toBeGreaterThan(
      0,
    );
  }
  const done = await client.complete({
    ref: { type: 'ref/prompt', name: 'check_my_fit' },
    argument: { name: 'role', value: 'co' },
  });
  expect(done.completion.values).toContain('coach');
}

describe.each(LEGACY)('SDK v1 client at protocol version %s', (version) => {
  let client: Client;
  let transport: StreamableHTTPClientTransport;
  const sent: (string | null)[] = [];
  beforeAll(async () => {
    // The v1 client asks for its own latest version; the fetch wrapper rewrites initialize to the version under test.
    const pinnedFetch: typeof fetch = async (url, init) => {
      let body = init?.body;
      if (typeof body === 'string') {
        const message = JSON.parse(body) as { method?: string; params?: { protocolVersion?: string } };
        if (message.method === 'initialize' && message.params) {
          message.params.protocolVersion = version;
          body = JSON.stringify(message);
        } else sent.push(new Headers(init?.headers).get('mcp-protocol-version'));
      }
      return fetch(url, { ...init, body });
    };
    transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { fetch: pinnedFetch });
    client = new Client({ name: 'mcp-sdk-v1-test', version: '1.0.0' });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('negotiates exactly this version and sends it on every later request', async () => {
    expect(transport.protocolVersion).toBe(version);
    expect(client.getServerVersion()).toMatchObject({ name: 'localhost/offer', version: '1.0.0' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    await client.ping();
    expect(new Set(sent)).toEqual(new Set([version]));
  });

  it('lists and calls every tool, reads resources, lists and gets prompts, completes', async () => {
    await exercise(client as unknown as McpClient, STRUCTURED.includes(version));
  });
});

describe('SDK v2 client', () => {
  const connect = async (mode?: VersionNegotiationMode) => {
    const client = new ClientV2(
      { name: 'mcp-sdk-v2-test', version: '1.0.0' },
      mode ? { versionNegotiation: { mode } } : {},
    );
    await client.connect(new TransportV2(new URL(`${server.url}/mcp`)));
    return client;
  };

  it.each<[string, VersionNegotiationMode | undefined, string, boolean]>([
    ['pinned to 2026-07-28', { pin: '2026-07-28' }, '2026-07-28', true],
    ['in auto mode (settles on modern)', 'auto', '2026-07-28', true],
    ['in its default legacy mode (gets 2025-11-25)', undefined, '2025-11-25', true],
  ])('%s', async (_name, mode, expected, structured) => {
    const client = await connect(mode);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(expected);
      expect(client.getServerVersion()).toMatchObject({ name: 'localhost/offer' });
      await exercise(client as unknown as McpClient, structured);
    } finally {
      await client.close();
    }
  });
});
