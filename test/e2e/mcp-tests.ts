// Shared e2e tests of the public MCP endpoint through the official SDK client (Streamable HTTP).
import {
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { MCP_PROTOCOL_VERSIONS } from '../../src/domain/mcp-versions.js';
import { FitResultSchema, OfferSchema } from '../../src/domain/schemas.js';
import { readViewScript } from '../../src/render/mcp-app/view-script.js';
import { TOOLS } from '../../src/render/tools/all.js';
import { type E2ETarget, expectErrorJson, type Send } from './http.js';
import { apiSlugs, invalidBodies, strongProfile } from './model.js';

/** Just what the test reads of a skills/list answer (SEP-2640). */
const SkillsListSchema = z.object({
  skills: z.array(z.object({ uri: z.string(), resources: z.array(z.object({ digest: z.string() })) })),
});

export function registerMcpTests(send: Send, target: () => E2ETarget): void {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ name: 'e2e-suite', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', target().url)));
  });

  afterAll(async () => {
    await client?.close();
  });

  it('initialize negotiates a supported protocol version and names the server', () => {
    const version = (client.transport as StreamableHTTPClientTransport).protocolVersion;
    expect(MCP_PROTOCOL_VERSIONS).toContain(version);
    expect(client.getServerVersion()?.name).toMatch(/\/offer$/);
    expect(client.getServerCapabilities()?.tools).toBeDefined();
  });

  it('tools/list has the read-only tools: the offer’s four and UCP’s three catalog tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    expect(tools.map((t) => t.name)).toContain('search_catalog');
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  });

  it('the MCP App views carry the one bundle of the view script this build injected, and skills match /.well-known', async () => {
    for (const view of ['offer', 'fit']) {
      const { contents } = await client.readResource({ uri: `ui://offer/${view}-view.html` });
      const [html] = contents as { mimeType?: string; text?: string }[];
      expect(html?.mimeType).toBe('text/html;profile=mcp-app');
      // The same bytes Vitest bundled (scripts/mcp-app-script.ts): Node's and the Worker's builds inject them too.
      expect(html?.text).toContain(`<script>${readViewScript()}</script>`);
    }
    const index = (await send('/.well-known/agent-skills/index.json')).json() as {
      skills: { name: string; digest: string }[];
    };
    const listed = (await client.request({ method: 'skills/list', params: {} }, SkillsListSchema)).skills;
    expect(listed.map((s) => [s.uri, s.resources[0]?.digest])).toEqual(
      index.skills.map((s) => [`skill://${s.name}/SKILL.md`, s.digest]),
    );
  });

  it('tools/call get_offer returns the same Offer as GET /api/offer', async () => {
    const result = await client.callTool({ name: 'get_offer', arguments: {} });
    expect(result.isError).toBeFalsy();
    const offer = OfferSchema.parse(result.structuredContent);
    expect(offer).toEqual((await send('/api/offer')).json());
  });

  it('tools/call check_fit returns the same FitResult as POST /api/fit; bad input is a tool error', async () => {
    const profile: Record<string, unknown> = { ...strongProfile(target().site) };
    const result = await client.callTool({ name: 'check_fit', arguments: profile });
    const fit = FitResultSchema.parse(result.structuredContent);
    const viaApi = await send('/api/fit', { method: 'POST', body: JSON.stringify(profile) });
    expect(fit).toEqual(viaApi.json());
    const [wrong] = invalidBodies(target().site);
    const bad = await client.callTool({ name: 'check_fit', arguments: JSON.parse(wrong ?? '{}') });
    expect(bad.isError).toBe(true);
  });

  it('the SDK v2 client pinned to 2026-07-28 lists tools and prompts and gets the same FitResult', async () => {
    const modern = new ClientV2(
      { name: 'e2e-suite-v2', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await modern.connect(new TransportV2(new URL('/mcp', target().url)));
    try {
      expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect((await modern.listTools()).tools).toHaveLength(TOOLS.length);
      expect((await modern.listPrompts()).prompts.map((p) => p.name)).toContain('check_my_fit');
      // Some of the fields, not all: a partial profile is the usual call.
      const profile = Object.fromEntries(Object.entries(strongProfile(target().site)).slice(0, 3));
      const result = await modern.callTool({ name: 'check_fit', arguments: profile });
      const viaApi = await send('/api/fit', { method: 'POST', body: JSON.stringify(profile) });
      expect(FitResultSchema.parse(result.structuredContent)).toEqual(viaApi.json());
    } finally {
      await modern.close();
    }
  });

  it('get_page answers for every page of the content with its Markdown twin', async () => {
    for (const slug of apiSlugs(target().site)) {
      const result = await client.callTool({ name: 'get_page', arguments: { slug } });
      expect(result.isError, slug).toBeFalsy();
      const twin = await send(`/${slug}.md`);
      expect((result.structuredContent as { markdown: string }).markdown).toBe(twin.text);
    }
  });

  it('GET /mcp is 405 with Allow: POST (no server-initiated stream on a stateless endpoint)', async () => {
    const res = await send('/mcp', { headers: { accept: 'text/event-stream' } });
    expectErrorJson(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toContain('POST');
  });
}
