// The traffic report end to end: a scripted mix against the real Node server, its log lines, the report's counts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/content/config.js';
import { createNodeHandler } from '../src/entry/node-door/node-server.js';
import { createAggregate, type Report } from '../tools/report/aggregate.js';
import { parseLogLine } from '../tools/report/read-log.js';
import { FIXTURE_CONTENT } from './helpers/site.js';
import { WAIT_MS } from './helpers/wait-until.js';

const UA = {
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  searchbot: 'Mozilla/5.0 (compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)',
  chatgpt:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  claudeUser: 'Mozilla/5.0 (compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  perplexity: 'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  chrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  curl: 'curl/8.5.0',
  httpx: 'python-httpx/0.27.0',
  bare: 'Mozilla/5.0 (X11; Linux x86_64)',
};
/** Profile values chosen to be findable: none may reach the log. */
const STRONG = { annualRevenue: 2_345_678, founderLed: true, role: 'coach', priorPositioningWork: true };
const POSSIBLE = { annualRevenue: 3_456_789, founderLed: true };
const POOR = { annualRevenue: 98_765_432, role: 'zebra-keeper' };

const MCP_ACCEPT = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'openai-mcp', version: '3.1.0' },
};

interface Step {
  ua: string;
  path: string;
  init?: RequestInit & { headers?: Record<string, string> };
}

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { ...MCP_ACCEPT, ...headers },
  body: JSON.stringify(body),
});

const SCRIPT: Step[] = [
  { ua: UA.gptbot, path: '/' },
  { ua: UA.gptbot, path: '/about' },
  { ua: UA.claudebot, path: '/about.md' },
  { ua: UA.searchbot, path: '/llms.txt' },
  { ua: UA.perplexity, path: '/api/offer' },
  { ua: UA.chatgpt, path: '/about', init: { headers: { accept: 'text/markdown' } } },
  { ua: UA.googlebot, path: '/' },
  { ua: UA.bingbot, path: '/about' },
  { ua: UA.chrome, path: '/' },
  { ua: UA.firefox, path: '/about?utm_source=newsletter' },
  { ua: UA.curl, path: '/api/offer' },
  { ua: UA.bare, path: '/robots.txt' },
  // 2025 era: the client names itself in initialize only, so only that line can name it.
  {
    ua: 'node',
    path: '/mcp',
    init: post({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'claude-ai', version: '0.1.0' },
      },
    }),
  },
  {
    ua: UA.httpx,
    path: '/mcp',
    init: post(
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'check_fit', arguments: STRONG } },
      { 'mcp-protocol-version': '2025-06-18' },
    ),
  },
  // 2026-07-28: every request carries the client in _meta.
  {
    ua: 'node',
    path: '/mcp',
    init: post(
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'check_fit', arguments: POOR, _meta: MODERN_META },
      },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'check_fit' },
    ),
  },
  {
    ua: UA.claudeUser,
    path: '/api/fit',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(POSSIBLE) },
  },
  // The fit page through Hono: no required criterion known, so the verdict is unknown.
  { ua: UA.chrome, path: '/fit?role=coach&priorPositioningWork=true' },
];

describe('traffic report from the running Node server', () => {
  let server: Server;
  const lines: string[] = [];
  let report: Report;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = parseConfig({ CONTENT_DIR: FIXTURE_CONTENT, BASE_URL: url, LOG_LEVEL: 'info' });
    server.on('request', createNodeHandler(config, { logRequest: (line) => lines.push(line) }));
    for (const step of SCRIPT) {
      const headers = { 'user-agent': step.ua, ...step.init?.headers };
      const res = await fetch(`${url}${step.path}`, { ...step.init, headers });
      expect(res.status, step.path).toBeLessThan(300);
      await res.arrayBuffer();
    }
    // Hono's door logs on 'close', a moment after the client has its answer.
    await vi.waitFor(() => expect(lines).toHaveLength(SCRIPT.length), { timeout: WAIT_MS });
    const aggregate = createAggregate();
    for (const line of lines) for (const entry of parseLogLine(line)) aggregate.add(entry);
    report = aggregate.result();
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts every request by class, exactly', () => {
    expect(report.requests).toBe(17);
    expect(report.classes).toEqual({
      'ai-training': 3,
      'ai-search': 2,
      // ChatGPT-User, Claude-User, and the two MCP clients named in clientInfo (claude-ai, openai-mcp).
      'ai-user': 4,
      search: 2,
      // curl, and python-httpx on the 2025-era call that carries no clientInfo.
      'other-bot': 2,
      browser: 3,
      unknown: 1,
    });
  });

  it('names the agents with their vendors', () => {
    const byName = Object.fromEntries(report.agents.map((a) => [a.name, [a.vendor, a.class, a.requests]]));
    expect(byName).toEqual({
      GPTBot: ['OpenAI', 'ai-training', 2],
      ClaudeBot: ['Anthropic', 'ai-training', 1],
      'OAI-SearchBot': ['OpenAI', 'ai-search', 1],
      PerplexityBot: ['Perplexity', 'ai-search', 1],
      'ChatGPT-User': ['OpenAI', 'ai-user', 1],
      'Claude-User': ['Anthropic', 'ai-user', 1],
      Claude: ['Anthropic', 'ai-user', 1],
      ChatGPT: ['OpenAI', 'ai-user', 1],
      Googlebot: ['Google', 'search', 1],
      bingbot: ['Microsoft', 'search', 1],
      Chrome: [undefined, 'browser', 2],
      Firefox: [undefined, 'browser', 1],
      'Other bot': [undefined, 'other-bot', 2],
      Unknown: [undefined, 'unknown', 1],
    });
    // Largest first; ties by name.
    expect(report.agents.slice(0, 3).map((a) => a.name)).toEqual(['Chrome', 'GPTBot', 'Other bot']);
  });

  it('counts variants, MCP calls and fit verdicts of every door', () => {
    expect(report.variants).toEqual({ html: 7, markdown: 2, text: 2, json: 6 });
    expect(report.mcp.tools).toEqual({ check_fit: 2 });
    expect(report.mcp.methods).toEqual({ initialize: 1, 'tools/call': 2 });
    // Client sessions: the 2025 initialize names claude-ai; the 2026 call started no session (no server/discover).
    expect(report.mcp.clients).toEqual({ 'claude-ai': 1 });
    expect(report.mcp.versions).toEqual({ '2025-06-18': 2, '2026-07-28': 1 });
    expect(report.fit).toEqual({ 'strong-fit': 1, 'possible-fit': 1, 'poor-fit': 1, unknown: 1 });
    expect(report.markdownTokens).toBeGreaterThan(0);
    const tokens = lines.map((l) => JSON.parse(l).markdownTokens).filter((t) => t !== undefined);
    // The two Markdown twins and llms.txt (Markdown served as text/plain) carry X-Markdown-Tokens.
    expect(tokens).toHaveLength(3);
    expect(report.markdownTokens).toBe(tokens[0] + tokens[1] + tokens[2]);
    expect(report.surfaces.mcp).toEqual({ agents: 3, people: 0, unknown: 0 });
    expect(report.surfaces.html.people).toBe(3);
  });

  it('logs no profile value, IP, query or raw User-Agent', () => {
    const log = lines.join('\n');
    for (const value of [...Object.values(STRONG), ...Object.values(POSSIBLE), ...Object.values(POOR)]) {
      if (typeof value !== 'boolean') expect(log).not.toContain(String(value));
    }
    expect(log).not.toContain('127.0.0.1');
    expect(log).not.toContain('utm_source');
    expect(log).not.toContain('priorPositioningWork');
    for (const ua of Object.values(UA)) expect(log).not.toContain(ua);
    expect(log).not.toMatch(/python-httpx|curl\//);
  });
});
