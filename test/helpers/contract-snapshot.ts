// The contract a content folder publishes, as one JSON value: OpenAPI components and the fit operation, MCP
// tools/list schemas in both eras, prompts, completions, and fit answers (API, MCP, Markdown) for a fixed set of
// profiles. Captured before fit criteria came from content, it pins what the seed's four fields must keep.
import { loadSite } from '../../src/content/load-site.js';
import { createFetchDoor } from '../../src/entry/fetch-door.js';
import { postMcp } from './mcp-request.js';
import { TEST_BASE_URL } from './site.js';

/** Request bodies of POST /api/fit: every branch of every seed criterion, each verdict and each refusal. */
export const FIT_BODIES: readonly string[] = [
  '',
  '{"annualRevenue": ',
  '[]',
  '{}',
  '{"annualRevenue":2000000,"founderLed":true,"role":"coach","priorPositioningWork":true}',
  '{"annualRevenue":2000000,"founderLed":true,"role":"Thought Leader","priorPositioningWork":false}',
  '{"annualRevenue":999999}',
  '{"annualRevenue":1000000}',
  '{"annualRevenue":5000000}',
  '{"annualRevenue":5000001}',
  '{"annualRevenue":0,"role":"coaching"}',
  '{"founderLed":false}',
  '{"founderLed":true}',
  '{"role":"coach"}',
  '{"role":""}',
  '{"role":"  "}',
  '{"role":"Executive Coach"}',
  '{"priorPositioningWork":false}',
  '{"priorPositioningWork":true,"founderLed":true}',
  '{"annualRevenue":-1}',
  '{"annualRevenue":"2000000"}',
  '{"founderLed":"yes"}',
  '{"role":5}',
  '{"annualRevenue":null}',
  '{"budget":20000}',
  '{"annualRevenue":-5,"founderLed":"yes","budget":20000}',
];

/** MCP check_fit arguments: what agents send, and the refusals. */
export const MCP_ARGUMENTS: readonly unknown[] = [
  {},
  { annualRevenue: 2000000, founderLed: true, role: 'coach', priorPositioningWork: true },
  { annualRevenue: 100, founderLed: false },
  { role: 'Executive Coach' },
  { role: 'generalist', priorPositioningWork: true },
  { annualRevenue: -1, founderLed: 'yes', extra: 1 },
];

/** Fit page queries, answered as Markdown (the result, the problems). */
export const FIT_QUERIES: readonly string[] = [
  'annualRevenue=2000000&founderLed=true&role=coach&priorPositioningWork=true',
  'annualRevenue=2,000,000&founderLed=yes&role=Executive+Coach&priorPositioningWork=no',
  'role=coaching',
  'founderLed=',
  'annualRevenue=abc',
  'annualRevenue=-1&founderLed=maybe',
];

const JSON_HEADERS = { 'content-type': 'application/json' };

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are walked dynamically.
type Json = any;

async function modernList(app: ReturnType<typeof createFetchDoor>): Promise<Json> {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'snapshot', version: '1.0.0' },
  };
  const res = await app.request('/mcp', {
    method: 'POST',
    headers: {
      ...JSON_HEADERS,
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/list',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta } }),
  });
  return res.json();
}

const schemasOf = (list: Json) =>
  (list.result.tools as Json[]).map((t) => ({
    name: t.name,
    inputSchema: t.inputSchema,
    outputSchema: t.outputSchema,
  }));

/** Everything the snapshot compares, for one content folder. */
export async function captureContract(dir: string): Promise<Json> {
  const site = loadSite(dir, TEST_BASE_URL);
  const app = createFetchDoor(site);
  const openapi = await (await app.request('/openapi.json')).json();
  const offer = await (await app.request('/api/offer')).json();
  const fit: Json[] = [];
  for (const body of FIT_BODIES) {
    const res = await app.request('/api/fit', { method: 'POST', headers: JSON_HEADERS, body });
    fit.push({ body, status: res.status, answer: await res.json() });
  }
  const mcpCalls: Json[] = [];
  for (const args of MCP_ARGUMENTS) {
    const res = await postMcp(app, 'tools/call', { name: 'check_fit', arguments: args });
    mcpCalls.push({ args, answer: (await res.json()).result ?? null });
  }
  const markdown: Json[] = [];
  for (const query of FIT_QUERIES) {
    const res = await app.request(`/fit?${query}`, { headers: { accept: 'text/markdown' } });
    markdown.push({ query, status: res.status, text: await res.text() });
  }
  const prompts = (await (await postMcp(app, 'prompts/list')).json()).result;
  const checkMyFit: Json[] = [];
  for (const args of [{}, { role: 'Executive Coach' }]) {
    const res = await postMcp(app, 'prompts/get', { name: 'check_my_fit', arguments: args });
    checkMyFit.push({ args, answer: (await res.json()).result });
  }
  const completion = (
    await (
      await postMcp(app, 'completion/complete', {
        ref: { type: 'ref/prompt', name: 'check_my_fit' },
        argument: { name: 'role', value: 'c' },
      })
    ).json()
  ).result;
  return {
    openapi: {
      components: openapi.components,
      fit: openapi.paths['/api/fit'],
    },
    tools: {
      legacy: schemasOf(await (await postMcp(app, 'tools/list')).json()),
      modern: schemasOf(await modernList(app)),
    },
    offer,
    fit,
    mcpCalls,
    markdown,
    prompts,
    checkMyFit,
    completion,
  };
}
