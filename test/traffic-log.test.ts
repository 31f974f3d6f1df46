// Agent classification, the Worker's log lines read by the report's parser, and the reader's input shapes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KNOWN_AGENTS } from '../src/domain/agents/agent-table.js';
import {
  classifyMcpClient,
  classifyUserAgentUncached,
  createAgentCache,
} from '../src/domain/agents/classify-agent.js';
import { MCP_MODERN_PROTOCOL_VERSIONS, MCP_PROTOCOL_VERSIONS } from '../src/domain/mcp-versions.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { formatServedFields } from '../src/http/log-fields.js';
import { describeMcpCall } from '../src/mcp/call-facts.js';
import { createAggregate } from '../tools/report/aggregate.js';
import { parseLogLine, readLines } from '../tools/report/read-log.js';
import { renderHtml } from '../tools/report/render-html.js';
import { renderMarkdown } from '../tools/report/render-md.js';
import { loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

describe('classifyUserAgent', () => {
  it('every table entry cites an https source and is found by its own token', () => {
    for (const agent of KNOWN_AGENTS) {
      expect(agent.source, agent.name).toMatch(/^https:\/\//);
      const found = classifyUserAgentUncached(`Mozilla/5.0 (compatible; ${agent.token}/1.0)`);
      expect(found, agent.token).toEqual({ name: agent.name, vendor: agent.vendor, class: agent.class });
    }
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'browser',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'browser',
    ],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 'Other bot', 'other-bot'],
    ['curl/8.5.0', 'Other bot', 'other-bot'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Unknown', 'unknown'],
    ['', 'Unknown', 'unknown'],
  ])('%s is %s (%s)', (ua, name, cls) => {
    expect(classifyUserAgentUncached(ua)).toMatchObject({ name, class: cls });
  });

  it('robots-only tokens are not User-Agents: Google-Extended alone names no agent', () => {
    expect(KNOWN_AGENTS.map((a) => a.token)).not.toContain('Google-Extended');
    expect(KNOWN_AGENTS.map((a) => a.token)).not.toContain('Applebot-Extended');
  });

  it('the cache derives once per string and stays bounded', () => {
    let derived = 0;
    const cached = createAgentCache((a) => {
      derived++;
      return a.name;
    }, 3);
    expect(cached('GPTBot/1.0')).toBe('GPTBot');
    expect(cached('GPTBot/1.0')).toBe('GPTBot');
    expect(derived).toBe(1);
    for (const ua of ['a-bot', 'b-bot', 'c-bot']) cached(ua);
    // The first string was forgotten when the fourth came in: asking again derives it again.
    cached('GPTBot/1.0');
    expect(derived).toBe(5);
  });

  it('MCP clients by clientInfo name, case-insensitive; unknown and prototype names are not agents', () => {
    expect(classifyMcpClient('Claude-AI')).toMatchObject({ vendor: 'Anthropic', class: 'ai-user' });
    expect(classifyMcpClient('my-own-client')).toBeUndefined();
    expect(classifyMcpClient('__proto__')).toBeUndefined();
    expect(classifyMcpClient(undefined)).toBeUndefined();
  });
});

describe('the Worker log line, read by the report', () => {
  const site = loadSampleSite();
  const UA = 'Mozilla/5.0 (compatible; Claude-User/1.0; +Claude-User@anthropic.com)';

  /** The lines the Worker's door writes (console.log there), for a table hit and a fit check. */
  async function workerLines(): Promise<string[]> {
    const lines: string[] = [];
    const door = createFetchDoor(site, { logRequest: (line) => lines.push(line) });
    await door.fetch(new Request(`${TEST_BASE_URL}/about.md?q=private`, { headers: { 'user-agent': UA } }));
    // A fit check: its verdict and score reach the line, never the profile.
    await door.fetch(
      new Request(`${TEST_BASE_URL}/api/fit`, {
        method: 'POST',
        headers: { 'user-agent': UA, 'content-type': 'application/json' },
        body: JSON.stringify({ annualRevenue: 7_777_777 }),
      }),
    );
    return lines;
  }

  it('one JSON line each, no newline (console.log adds it), no query, no UA, no profile value', async () => {
    const lines = await workerLines();
    for (const line of lines) expect(line).not.toContain('\n');
    const text = lines.join('\n');
    expect(text).not.toMatch(/private|7777777|Claude-User@/);
    const [twin, fit] = lines.map((l) => JSON.parse(l));
    expect(twin).toMatchObject({ path: '/about.md', variant: 'markdown', agent: { name: 'Claude-User' } });
    expect(twin.markdownTokens).toBeGreaterThan(0);
    expect(fit).toMatchObject({ path: '/api/fit', variant: 'json', fit: { verdict: 'poor-fit' } });
  });

  it.each(
    MCP_PROTOCOL_VERSIONS.filter((v) => !(MCP_MODERN_PROTOCOL_VERSIONS as readonly string[]).includes(v)),
  )(
    'an MCP check_fit in %s logs its verdict and score, with or without structuredContent',
    async (version) => {
      const lines: string[] = [];
      const door = createFetchDoor(site, { logRequest: (line) => lines.push(line) });
      const call = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'check_fit', arguments: { annualRevenue: 7_777_777, founderLed: true } },
      };
      const response = await door.fetch(
        new Request(`${TEST_BASE_URL}/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': version,
          },
          body: JSON.stringify(call),
        }),
      );
      expect(response.status).toBe(200);
      const line = JSON.parse(lines[0] ?? '{}');
      expect(line.mcp).toMatchObject({ method: 'tools/call', name: 'check_fit', version });
      expect(line.fit.verdict).toMatch(/^(strong|possible|poor)-fit$/);
      expect(line.fit.score.available).toBeGreaterThan(0);
      expect(lines[0]).not.toContain('7777777');
    },
  );

  it('counts the same through a Logpush record (Logs[].Message[]) as plain lines, gzipped or not', async () => {
    const lines = await workerLines();
    const logpush = JSON.stringify({
      Event: { Request: { URL: 'https://www.example.com/' } },
      Logs: lines.map((l) => ({ Level: 'log', Message: [l], TimestampMs: 0 })),
      Outcome: 'ok',
    });
    const exported = JSON.stringify({ logs: lines.map((message) => ({ message })) });
    const dir = mkdtempSync(join(tmpdir(), 'traffic-'));
    writeFileSync(join(dir, 'push.gz'), gzipSync(`${logpush}\nnot json\n${exported}\n`));
    const aggregate = createAggregate();
    for await (const line of readLines(join(dir, 'push.gz'))) {
      for (const entry of parseLogLine(line)) aggregate.add(entry);
    }
    const report = aggregate.result();
    expect(report.requests).toBe(4);
    expect(report.classes['ai-user']).toBe(4);
    expect(report.fit['poor-fit']).toBe(2);
    expect(report.variants).toEqual({ markdown: 2, json: 2 });
  });

  it('reads stdin and prefixed lines (journal, docker), and --since drops older requests', async () => {
    const [line = ''] = await workerLines();
    const older = line.replace(/"time":"[^"]+"/, '"time":"2020-01-01T00:00:00.000Z"');
    const stdin = Readable.from([`Nov 26 host node[1]: ${line}\n${older}\n`]);
    const aggregate = createAggregate({ since: Date.parse('2021-01-01') });
    for await (const l of readLines('-', stdin)) for (const entry of parseLogLine(l)) aggregate.add(entry);
    expect(aggregate.result().requests).toBe(1);
  });

  it('renders the Markdown summary and a self-contained HTML page', async () => {
    const aggregate = createAggregate();
    for (const line of await workerLines()) for (const entry of parseLogLine(line)) aggregate.add(entry);
    const report = aggregate.result();
    expect(renderMarkdown(report)).toContain('| `Claude-User` | `Anthropic` | AI for a person | 2 |');
    const html = renderHtml(report);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html.match(/<ol class="bars">/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('log fields', () => {
  const fields = (contentType: string | undefined, facts?: Parameters<typeof formatServedFields>[4]) =>
    JSON.parse(`{${formatServedFields('curl/8', contentType, 10, undefined, facts).slice(1)}}`);

  it.each([
    ['text/html; charset=utf-8', 'html'],
    ['application/problem+json', 'json'],
    ['application/linkset+json', 'json'],
    ['application/xml', 'xml'],
    ['image/svg+xml', 'xml'],
    ['image/png', 'image'],
    ['font/woff2', 'font'],
    ['constructor', 'other'],
    [undefined, 'none'],
  ])('%s is the variant %s', (type, variant) => {
    expect(fields(type).variant).toBe(variant);
  });

  it('bounds what an MCP client sends, drops a resource query, and lets a known client name the agent', () => {
    const payload = {
      jsonrpc: '2.0',
      id: 1,
      method: 'resources/read',
      params: {
        uri: `offer://pages/about?email=someone@example.com`,
        _meta: { 'io.modelcontextprotocol/clientInfo': { name: 'claude-ai', version: 'v'.repeat(500) } },
      },
    };
    const facts = describeMcpCall(payload, { kind: 'accepted', protocolVersion: '2026-07-28' });
    expect(facts.mcpName).toBe('offer://pages/about');
    expect(facts.mcpClientVersion?.length).toBeLessThanOrEqual(67);
    const line = fields('application/json', facts);
    expect(line.agent).toEqual({ name: 'Claude', vendor: 'Anthropic', class: 'ai-user' });
    expect(line.mcp).toMatchObject({
      method: 'resources/read',
      version: '2026-07-28',
      client: { name: 'claude-ai' },
    });
    expect(JSON.stringify(line)).not.toContain('someone@example.com');
  });

  it('a User-Agent that names an agent wins over the client name', () => {
    const line = JSON.parse(
      `{${formatServedFields('Claude-User/1.0', 'application/json', 1, undefined, { mcpClient: 'openai-mcp' }).slice(1)}}`,
    );
    expect(line.agent.name).toBe('Claude-User');
  });
});
