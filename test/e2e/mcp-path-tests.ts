// The paths real clients take through the one endpoint: discover then a legacy initialize (Claude Code 2.1.280),
// a legacy client that never discovers, and the skills extension read with its working group's client in both eras.
import {
  type ClientOptions,
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  getSkill,
  listSkills,
  readSkill,
  type SkillsClient,
  serverSupportsSkills,
} from '@olaservo/ext-skills/client';
import { expect, it } from 'vitest';
import { MCP_LATEST_LEGACY_VERSION } from '../../src/domain/mcp-versions.js';
import { FitResultSchema } from '../../src/domain/schemas.js';
import { TOOLS } from '../../src/render/tools/all.js';
import type { E2ETarget, Send } from './http.js';
import { strongProfile } from './model.js';

/** A fetch that notes the JSON-RPC method of every message a client sends, in order. */
function recordingFetch(methods: string[]): typeof fetch {
  return (input, init) => {
    if (typeof init?.body === 'string') {
      for (const message of [JSON.parse(init.body)].flat()) methods.push(String(message.method));
    }
    return fetch(input, init);
  };
}

/**
 * What a host does with the skills extension: see it declared, list, confirm each entry by URI with skills/get,
 * and load it through the SDK's verifying path (SKILL.md against the entry's digest, size and front matter).
 */
async function loadEverySkill(client: SkillsClient, send: Send): Promise<void> {
  expect(serverSupportsSkills(client)).toBe(true);
  const index = (await send('/.well-known/agent-skills/index.json')).json() as { skills: { name: string }[] };
  const entries = await listSkills(client);
  expect(entries.map((e) => e.uri)).toEqual(index.skills.map((s) => `skill://${s.name}/SKILL.md`));
  for (const entry of entries) {
    expect(await getSkill(client, entry.uri)).toEqual(entry);
    const markdown = await readSkill(client, entry);
    expect(markdown.startsWith('---\n'), entry.uri).toBe(true);
  }
  await expect(getSkill(client, 'skill://not-served-here/SKILL.md')).rejects.toThrow();
}

export function registerMcpPathTests(send: Send, target: () => E2ETarget): void {
  const endpoint = () => new URL('/mcp', target().url);
  /** Either SDK's callTool: the two clients' signatures differ only in their optional second argument. */
  type CallTool = (params: { name: string; arguments: Record<string, unknown> }) => Promise<object>;
  const checkFit = async (callTool: CallTool) => {
    const profile = { ...strongProfile(target().site) };
    const result = await callTool({ name: 'check_fit', arguments: profile });
    const viaApi = await send('/api/fit', { method: 'POST', body: JSON.stringify(profile) });
    expect(FitResultSchema.parse((result as { structuredContent?: unknown }).structuredContent)).toEqual(
      viaApi.json(),
    );
  };

  it('discover, then a legacy initialize on the same endpoint, then calls (SDK v2, as Claude Code 2.1.280 does)', async () => {
    const methods: string[] = [];
    const options: ClientOptions = { versionNegotiation: { mode: 'auto' } };
    const client = new ClientV2({ name: 'e2e-mixed-path', version: '1.0.0' }, options);
    await client.connect(new TransportV2(endpoint(), { fetch: recordingFetch(methods) }));
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    await client.close();
    // The same client, and so the same host, then runs the 2025 handshake (Claude's proxy and Claude Code do).
    await client.connect(new TransportV2(endpoint(), { fetch: recordingFetch(methods) }), {
      prior: { kind: 'legacy' },
    });
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MCP_LATEST_LEGACY_VERSION);
      expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
      await checkFit((params) => client.callTool(params));
      await loadEverySkill(client as unknown as SkillsClient, send);
    } finally {
      await client.close();
    }
    expect(methods.slice(0, 5)).toEqual([
      'server/discover',
      'initialize',
      'notifications/initialized',
      'tools/list',
      'tools/call',
    ]);
  });

  it('a legacy client that never discovers (SDK v1) gets the same answers, skills included', async () => {
    const methods: string[] = [];
    const client = new Client({ name: 'e2e-legacy-only', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint(), { fetch: recordingFetch(methods) }));
    try {
      expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
      await checkFit((params) => client.callTool(params));
      await loadEverySkill(client as unknown as SkillsClient, send);
    } finally {
      await client.close();
    }
    expect(methods[0]).toBe('initialize');
    expect(methods).not.toContain('server/discover');
  });

  it('the skills extension under 2026-07-28 (SDK v2 pinned), loaded and verified by the skills SDK client', async () => {
    const client = new ClientV2(
      { name: 'e2e-skills-modern', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new TransportV2(endpoint()));
    try {
      await loadEverySkill(client as unknown as SkillsClient, send);
    } finally {
      await client.close();
    }
  });
}
