// Did AI bring the owner clients? A scripted mix against the Node server, in two periods: people from
// ChatGPT, Claude (by utm_source), Perplexity and Google; hand-offs from the pages and from an opted-in MCP
// link; fit checks on every surface; signed, invalidly signed and unsigned agents. The report's JSON is exact.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/content/config.js';
import { createNodeHandler } from '../src/entry/node-door/node-server.js';
import { createKeyDirectories, DIRECTORY_PATH } from '../src/http/bot-auth/key-directory.js';
import { createSignatureVerifier } from '../src/http/bot-auth/verify-request.js';
import { createPeriods, type FullReport, parsePeriods } from '../tools/report/periods.js';
import { parseLogLine } from '../tools/report/read-log.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { WAIT_MS } from './helpers/wait-until.js';
import { ed25519, type KeyPair, signRequest } from './helpers/web-bot-auth.js';

const UA = {
  chrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chatgpt:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claude: 'Mozilla/5.0 (compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
};
const MCP = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const MODERN = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'openai-mcp', version: '3.1.0' },
};
const modern = (method: string, params: object, name?: string) => ({
  method: 'POST',
  headers: {
    ...MCP,
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name ? { 'mcp-name': name } : {}),
  },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: MODERN } }),
});
const legacy = (method: string, params: object) => ({
  method: 'POST',
  headers: { ...MCP, 'mcp-protocol-version': '2025-06-18' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
});
const fitPost = (profile: object, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(profile),
});
const STRONG = { annualRevenue: 2_345_678, founderLed: true, role: 'coach', priorPositioningWork: true };
const POSSIBLE = { annualRevenue: 3_456_789, founderLed: true };
const POOR = { annualRevenue: 98_765_432 };
const DAY = 86_400_000;

describe('the funnel report from a scripted mix in two periods', () => {
  let server: Server;
  let url = '';
  const lines: string[] = [];
  let report: FullReport;
  let mcpOffer: { actions: { checkout: { url: string } } };
  const keys: Record<string, KeyPair> = {};

  const send = async (
    ua: string,
    path: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'user-agent': ua, ...init.headers },
    });
    expect(res.status, path).toBeLessThan(400);
    return res;
  };
  const signed = async (
    agent: 'chatgpt' | 'claude',
    path: string,
    options: { form?: 'legacy'; by?: KeyPair } = {},
  ) => {
    const key = keys[agent] as KeyPair;
    return signRequest({
      key: options.by ?? key,
      keyid: key.keyid,
      url: `${url}${path}`,
      agent: `https://${agent}.test`,
      ...(options.form ? { form: options.form } : {}),
    });
  };

  beforeAll(async () => {
    keys.chatgpt = await ed25519();
    keys.claude = await ed25519();
    keys.forger = await ed25519();
    // The owner opts the checkout into /go/ links for agents, with attribution.
    const content = copyContent();
    edit(content, 'offer.yaml', (t) =>
      t.replace(
        '    method: stripe\n',
        '    method: stripe\n    handoff:\n      route: true\n      attribution: true\n',
      ),
    );
    const directories = createKeyDirectories({
      fetch: async (target) => {
        const agent = Object.keys(keys).find((k) => target === `https://${k}.test${DIRECTORY_PATH}`);
        if (!agent) return new Response('', { status: 404 });
        return Response.json({ keys: [keys[agent]?.jwk] }, { headers: { 'cache-control': 'max-age=600' } });
      },
    });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = parseConfig({ CONTENT_DIR: content, BASE_URL: url, LOG_LEVEL: 'info' });
    const verifier = createSignatureVerifier({ baseUrl: url, directories });
    server.on('request', createNodeHandler(config, { logRequest: (line) => lines.push(line), verifier }));

    // The previous period: one person from ChatGPT who booked a call, and GPTBot.
    await send(UA.chrome, '/', { headers: { referer: 'https://chatgpt.com/' } });
    await send(UA.gptbot, '/');
    await send(UA.chrome, '/go/call');
    await vi.waitFor(() => expect(lines).toHaveLength(3), { timeout: WAIT_MS });
    // Moved four days back: the same server wrote them, the report reads them as last period's.
    const earlier = (line: string) =>
      line.replace(
        /"time":"([^"]+)"/,
        (_, t: string) => `"time":"${new Date(Date.parse(t) - 4 * DAY).toISOString()}"`,
      );
    lines.splice(0, 3, ...lines.slice(0, 3).map(earlier));

    // This period. People arriving from AI assistants and a search engine:
    await send(UA.chrome, '/', {
      headers: { referer: 'https://chatgpt.com/', cookie: 'session=cookie-secret' },
    });
    await send(UA.chrome, '/about', {
      headers: { referer: 'https://chatgpt.com/c/private-chat-id?q=secret' },
    });
    await send(UA.firefox, '/about?utm_source=claude.ai&utm_campaign=query-secret');
    await send(UA.chrome, '/developers', {
      headers: { referer: 'https://www.perplexity.ai/search/private' },
    });
    await send(UA.chrome, '/', { headers: { referer: 'https://www.google.com/search?q=query-secret' } });
    // Hand-offs from the pages' buttons:
    await send(UA.chrome, '/go/checkout');
    await send(UA.chrome, '/go/call');
    // An MCP client (2026-07-28) starts a session and gets the offer, whose checkout link goes through /go/:
    await send('node', '/mcp', modern('server/discover', {}));
    const offer = await send(
      'node',
      '/mcp',
      modern('tools/call', { name: 'get_offer', arguments: {} }, 'get_offer'),
    );
    mcpOffer = ((await offer.json()) as { result: { structuredContent: typeof mcpOffer } }).result
      .structuredContent;
    await send(UA.chrome, new URL(mcpOffer.actions.checkout.url).pathname);
    // Fit checks on every surface: the form, the API, MCP (a 2025 session), WebMCP.
    await send(UA.chrome, '/fit?role=coach&priorPositioningWork=true');
    await send(UA.claude, '/api/fit', fitPost(POSSIBLE));
    await send(
      'node',
      '/mcp',
      legacy('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'claude-ai', version: '1' },
      }),
    );
    await send('python-httpx/0.27.0', '/mcp', legacy('tools/call', { name: 'check_fit', arguments: STRONG }));
    await send(UA.chrome, '/api/fit', fitPost(POOR, { 'x-offer-surface': 'webmcp' }));
    // Agents: signed (the current form), invalidly signed, unsigned; Claude-User signed in the older form.
    await send(UA.chatgpt, '/about', { headers: await signed('chatgpt', '/about') });
    await send(UA.chatgpt, '/about', { headers: await signed('chatgpt', '/about', { by: keys.forger }) });
    await send(UA.chatgpt, '/about');
    await send(UA.claude, '/about.md', { headers: await signed('claude', '/about.md', { form: 'legacy' }) });
    // Signed lines are written once their signature is checked, after the answer.
    await vi.waitFor(() => expect(lines).toHaveLength(22), { timeout: WAIT_MS });
    const periods = createPeriods(parsePeriods({ since: '3d', previous: true }, Date.now() + 60_000));
    for (const line of lines) for (const entry of parseLogLine(line)) periods.add(entry);
    report = periods.result();
  }, 60_000);

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts people from AI assistants and search engines, with their landing pages', () => {
    expect(report.referrals).toEqual([
      {
        source: 'ChatGPT',
        kind: 'ai',
        visits: 2,
        landingPages: [
          { path: '/', visits: 1 },
          { path: '/about', visits: 1 },
        ],
      },
      { source: 'Claude', kind: 'ai', visits: 1, landingPages: [{ path: '/about', visits: 1 }] },
      { source: 'Google', kind: 'search', visits: 1, landingPages: [{ path: '/', visits: 1 }] },
      { source: 'Perplexity', kind: 'ai', visits: 1, landingPages: [{ path: '/developers', visits: 1 }] },
    ]);
    expect(report.previous?.referrals).toEqual([
      { source: 'ChatGPT', kind: 'ai', visits: 1, landingPages: [{ path: '/', visits: 1 }] },
    ]);
  });

  it('counts hand-offs from the pages and from the opted-in MCP link', () => {
    expect(mcpOffer.actions.checkout.url).toBe(`${url}/go/checkout/mcp`);
    expect(report.handoffs).toEqual({
      checkout: 2,
      call: 1,
      email: 0,
      byVia: { web: 2, 'chat-view': 0, api: 0, mcp: 1, webmcp: 0, llms: 0 },
    });
    expect(report.previous?.handoffs).toMatchObject({ checkout: 0, call: 1, email: 0 });
  });

  it('counts fit checks by surface and verdict', () => {
    const none = { 'strong-fit': 0, 'possible-fit': 0, 'poor-fit': 0, unknown: 0 };
    expect(report.fitBySurface).toEqual({
      form: { ...none, unknown: 1 },
      api: { ...none, 'possible-fit': 1 },
      mcp: { ...none, 'strong-fit': 1 },
      webmcp: { ...none, 'poor-fit': 1 },
    });
  });

  it('tells signed, invalidly signed and unsigned agents apart', () => {
    expect(report.verified.filter((v) => v.agent === 'ChatGPT-User' || v.agent === 'Claude-User')).toEqual([
      {
        agent: 'ChatGPT-User',
        vendor: 'OpenAI',
        signed: 1,
        invalid: 1,
        unchecked: 0,
        claimed: 1,
        signers: { 'chatgpt.test': 1 },
      },
      {
        agent: 'Claude-User',
        vendor: 'Anthropic',
        signed: 1,
        invalid: 0,
        unchecked: 0,
        claimed: 1,
        signers: { 'claude.test': 1 },
      },
    ]);
  });

  it('counts MCP client sessions alike in both eras, and marks agents new against the previous period', () => {
    expect(report.mcp.clients).toEqual({ 'claude-ai': 1, 'openai-mcp': 1 });
    expect(report.mcp.tools).toEqual({ check_fit: 1, get_offer: 1 });
    const isNew = Object.fromEntries(report.agents.map((a) => [a.name, a.new]));
    expect(isNew).toMatchObject({ Chrome: false, Firefox: true, 'ChatGPT-User': true, 'Claude-User': true });
    expect(report.previous?.agents.map((a) => a.name).sort()).toEqual(['Chrome', 'GPTBot']);
    expect(report.requests).toBe(19);
    expect(report.previous?.requests).toBe(3);
  });

  it('logs no IP, cookie, query, full referrer or raw User-Agent', () => {
    const log = lines.join('\n');
    for (const secret of [
      '127.0.0.1',
      'cookie-secret',
      'query-secret',
      'private',
      'utm_source',
      'chatgpt.com',
      'www.google.com',
    ]) {
      expect(log).not.toContain(secret);
    }
    for (const ua of Object.values(UA)) expect(log).not.toContain(ua);
    for (const value of [...Object.values(STRONG), ...Object.values(POSSIBLE), ...Object.values(POOR)]) {
      if (typeof value !== 'boolean') expect(log).not.toContain(String(value));
    }
  });
});
