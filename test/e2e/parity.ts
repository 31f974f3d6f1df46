// One suite, two runtimes, same results: the Node server and the worker side by side, compared request by request.
import { loadSite } from '../../src/content/load-site.js';
import { buildSurfaces } from '../../src/http/surfaces/all.js';
import { startTestServer } from '../helpers/server.js';
import { FIXTURE_CONTENT } from '../helpers/site.js';
import { HOSTILE_CORPUS } from '../parity/hostile-corpus.js';
import { startWorkerd } from './workerd-server.js';

/** Headers that legitimately differ per runtime or per request; everything else must match. */
const NOISE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'server']);

interface Probe {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One retry when the connection is reset before an answer: fetch may reuse a kept-alive socket that the
 * server is closing at that moment (seen under load). Every probe is stateless, so asking again is safe, and
 * a server that really resets fails the second time too.
 */
async function send(url: string, probe: Probe, retried = false): Promise<Response> {
  try {
    return await fetch(`${url}${probe.path}`, {
      method: probe.method ?? 'GET',
      headers: { 'accept-encoding': 'identity', ...probe.headers },
      body: probe.body,
      redirect: 'manual',
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (retried || code !== 'ECONNRESET') throw error;
    return send(url, probe, true);
  }
}

async function ask(url: string, probe: Probe): Promise<Answer> {
  const res = await send(url, probe);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!NOISE.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

function describeProbe(p: Probe): string {
  return `${p.method ?? 'GET'} ${p.path}${p.headers ? ` ${JSON.stringify(p.headers)}` : ''}`;
}

/** A short, readable excerpt around the first differing character (bodies are long). */
function firstDifference(left: string, right: string): string | undefined {
  if (left === right) return undefined;
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  const from = Math.max(0, i - 40);
  return `differ at ${i}: node=…${left.slice(from, i + 60)}… workerd=…${right.slice(from, i + 60)}…`;
}

const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
const rpc = (method: string, params: unknown = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

export const DYNAMIC_PROBES: Probe[] = [
  {
    method: 'POST',
    path: '/api/fit',
    body: '{"annualRevenue": 2400000, "founderLed": true, "role": "Coach"}',
  },
  { method: 'POST', path: '/api/fit', body: '{"annualRevenue": -1, "extra": 1}' },
  { method: 'POST', path: '/api/fit', body: '{}' },
  { method: 'POST', path: '/api/fit', body: 'not json' },
  { method: 'POST', path: '/api/fit' },
  { method: 'POST', path: '/api/fit', body: 'x'.repeat(65 * 1024) },
  { method: 'GET', path: '/api/fit' },
  { method: 'DELETE', path: '/api/offer' },
  { method: 'GET', path: '/api/pages/nope' },
  { method: 'GET', path: '/api/missing' },
  { method: 'GET', path: '/missing', headers: { accept: 'text/html' } },
  { method: 'GET', path: '/', headers: { accept: 'application/json' } },
  { method: 'OPTIONS', path: '/api/fit', headers: { 'access-control-request-method': 'POST' } },
  { method: 'GET', path: '/fit?annualRevenue=3000000&founderLed=yes', headers: { accept: 'text/html' } },
  { method: 'GET', path: '/fit?annualRevenue=-3', headers: { accept: 'text/markdown' } },
  { method: 'GET', path: '/mcp' },
  { method: 'POST', path: '/mcp', headers: MCP_HEADERS, body: rpc('tools/list') },
  {
    method: 'POST',
    path: '/mcp',
    headers: MCP_HEADERS,
    body: rpc('tools/call', { name: 'get_page', arguments: { slug: 'about' } }),
  },
  {
    method: 'POST',
    path: '/mcp',
    headers: MCP_HEADERS,
    body: '{"jsonrpc": "2.0", "id": 1, "method": "nope"}',
  },
  // The hostile corpus, as far as fetch can send it (undici refuses an Expect header of its own accord).
  ...HOSTILE_CORPUS.filter(
    (r) => r.rawOnly === undefined && !r.headers?.some(([name]) => name === 'expect'),
  ).map(
    (r): Probe => ({
      method: r.method,
      path: r.target,
      headers: r.headers && Object.fromEntries(r.headers),
      body: r.body,
    }),
  ),
];

export async function startParityPair() {
  const worker = await startWorkerd();
  const node = await startTestServer({ BASE_URL: worker.baseUrl });
  const compare = async (probes: Probe[]): Promise<string[]> => {
    const differences: string[] = [];
    for (const probe of probes) {
      const [a, b] = await Promise.all([ask(node.url, probe), ask(worker.url, probe)]);
      for (const field of ['status', 'headers', 'body'] as const) {
        const difference = firstDifference(JSON.stringify(a[field]), JSON.stringify(b[field]));
        if (difference) differences.push(`${describeProbe(probe)}: ${field} ${difference}`);
      }
    }
    return differences;
  };
  return {
    /** Every table entry and variant, GET and HEAD, plus a conditional GET with the variant's ETag. */
    compareSurfaces: async () => {
      const probes: Probe[] = [];
      for (const entry of buildSurfaces(loadSite(FIXTURE_CONTENT, worker.baseUrl))) {
        for (const variant of entry.variants) {
          const accept = variant.type.split(';')[0] ?? variant.type;
          probes.push(
            { path: entry.path, headers: { accept } },
            { method: 'HEAD', path: entry.path, headers: { accept } },
          );
          const etag = (await ask(node.url, { path: entry.path, headers: { accept } })).headers.etag ?? '';
          probes.push({ path: entry.path, headers: { accept, 'if-none-match': etag } });
        }
      }
      return compare(probes);
    },
    compareDynamic: () => compare(DYNAMIC_PROBES),
    stop: async () => {
      await Promise.all([node.close(), worker.stop()]);
    },
  };
}
