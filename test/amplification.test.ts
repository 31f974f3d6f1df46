// Output bounded by the rules, not by what a client sends: validation errors stay small under 64 KB bodies.
import { describe, expect, it } from 'vitest';
import { ErrorSchema, MAX_REPORTED_ISSUES } from '../src/domain/schemas.js';
import { BODY_LIMIT_BYTES } from '../src/http/read-body.js';
import { createTestApp } from './helpers/site.js';

const app = createTestApp();

/** The red-team body: 5,000 unknown keys in about 49 KB, once answered with 349 KB of issues. */
const unknownKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 0])));
/** One key as long as the body limit allows, full of line breaks and backticks. */
const longKey = () => JSON.stringify({ [`x\n\n\`\`\`${'y'.repeat(BODY_LIMIT_BYTES - 300)}`]: 1 });

/** Comfortably above any honest answer, and far below what echoing the request would take. */
const MAX_ERROR_BYTES = 4096;

/** POST /mcp at 2025-06-18 with a raw body (a tool call's arguments may be hand-written JSON). */
const postMcp = (body: string, headers: Record<string, string> = {}) =>
  app.request('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body,
  });

const mcp = (name: string, args: string) =>
  postMcp(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`);

describe('POST /api/fit validation errors', () => {
  it('list the first issues and count them all: 5,000 unknown keys in 49 KB', async () => {
    const body = unknownKeys(5000);
    expect(body.length).toBeGreaterThan(45_000);
    expect(body.length).toBeLessThan(BODY_LIMIT_BYTES);
    const res = await app.request('/api/fit', { method: 'POST', body });
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(MAX_ERROR_BYTES);
    const { error } = ErrorSchema.parse(JSON.parse(text));
    expect(error.issues?.map((i) => i.path)).toEqual(
      Array.from({ length: MAX_REPORTED_ISSUES }, (_, i) => `k${i}`),
    );
    expect(error.issueCount).toBe(5000);
  });

  it('count a short list exactly, with every issue in it', async () => {
    const res = await app.request('/api/fit', { method: 'POST', body: '{"annualRevenue":-1,"x":1}' });
    const { error } = ErrorSchema.parse(await res.json());
    expect(error.issues).toHaveLength(2);
    expect(error.issueCount).toBe(2);
  });

  it('echo a 64 KB key bounded and on one line', async () => {
    const res = await app.request('/api/fit', { method: 'POST', body: longKey() });
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThan(MAX_ERROR_BYTES);
    const path = ErrorSchema.parse(JSON.parse(text)).error.issues?.[0]?.path ?? '';
    expect(path).toMatch(/^x%0A%0A%60%60%60y+…$/);
  });
});

describe('MCP tools/call validation errors', () => {
  it('check_fit: the first issues, then how many more, in a few KB', async () => {
    const res = await mcp('check_fit', unknownKeys(5000));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text.length).toBeLessThan(MAX_ERROR_BYTES);
    const result = JSON.parse(text).result as { isError: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain(`k${MAX_REPORTED_ISSUES - 1}: unknown property`);
    expect(result.content[0]?.text).not.toContain(`k${MAX_REPORTED_ISSUES}:`);
    expect(result.content[0]?.text).toContain(`and ${5000 - MAX_REPORTED_ISSUES} more`);
  });

  it('get_page with 5,000 unknown keys: bounded too', async () => {
    const res = await mcp('get_page', unknownKeys(5000));
    expect((await res.text()).length).toBeLessThan(MAX_ERROR_BYTES);
  });

  it('check_fit with a 64 KB key: bounded, and no line break from the key', async () => {
    const res = await mcp('check_fit', longKey());
    const text = await res.text();
    expect(text.length).toBeLessThan(MAX_ERROR_BYTES);
    const message = (JSON.parse(text).result as { content: { text: string }[] }).content[0]?.text ?? '';
    expect(message).not.toMatch(/[\n`]/);
  });
});

/** Client text shaped to break out of a message: line breaks, a code fence, a link, and 60 KB of it. */
const HOSTILE = `x\n\n\`\`\`\n[pay here](https://evil.example/pay)\n${'y'.repeat(60_000)}`;

const rpc = (body: object, headers: Record<string, string> = {}) =>
  postMcp(JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }), headers);

/** The message of a JSON-RPC error or of a tool error, whichever the answer is. */
async function messageOf(res: Response): Promise<{ message: string; bytes: number }> {
  const text = await res.text();
  const json = JSON.parse(text) as {
    error?: { message: string };
    result?: { content: { text: string }[] };
  };
  return { message: json.error?.message ?? json.result?.content[0]?.text ?? '', bytes: text.length };
}

describe('MCP messages echo client text the one way (encoded, one line, bounded)', () => {
  const cases: [string, object, Record<string, string>?][] = [
    ['an unknown tool', { method: 'tools/call', params: { name: HOSTILE, arguments: {} } }],
    [
      'an unknown page slug',
      { method: 'tools/call', params: { name: 'get_page', arguments: { slug: HOSTILE } } },
    ],
    [
      'arguments to a tool that takes none',
      { method: 'tools/call', params: { name: 'get_offer', arguments: { [HOSTILE]: 1 } } },
    ],
    ['an unknown resource', { method: 'resources/read', params: { uri: HOSTILE } }],
    ['an unknown method', { method: HOSTILE }],
    ['an unknown prompt', { method: 'prompts/get', params: { name: HOSTILE } }],
    [
      'an unknown completion reference',
      {
        method: 'completion/complete',
        params: { ref: { type: 'ref/prompt', name: HOSTILE }, argument: { name: 'role', value: '' } },
      },
    ],
    [
      'an unsupported protocol version',
      { method: 'tools/list' },
      { 'mcp-protocol-version': `2025${'`'.repeat(6000)}` },
    ],
    [
      'a modern Mcp-Method header that differs from the body',
      {
        method: 'tools/list',
        params: {
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': `tools/call${'z'.repeat(6000)}` },
    ],
  ];
  it.each(cases)('%s', async (_, body, headers) => {
    const { message, bytes } = await messageOf(await rpc(body, headers));
    expect(message.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(MAX_ERROR_BYTES);
    expect(message).not.toMatch(/[\n\r`]/);
    expect(message).not.toContain('[pay here](https://evil.example/pay)');
  });
});
