// The bench cases: what each sends, which baseline it is compared with, and the ratio it must reach.
export interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  expectStatus: number;
  /** ceiling: our exact bytes replayed by bare node:http; sdk: the MCP SDK's server on the same request. */
  baseline: 'ceiling' | 'sdk';
  /** Minimum ours / baseline requests per second. */
  target: number;
}

const PROFILE = { annualRevenue: 2400000, founderLed: true, role: 'coach', priorPositioningWork: true };
export const FIT_BODY = JSON.stringify(PROFILE);

export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};

export function toolCall(name: string, args: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
}

export const CHECK_FIT_CALL = toolCall('check_fit', PROFILE);

/** The same call in the 2026-07-28 era: _meta in the body, the version and method mirrored in headers. */
export const MCP_MODERN_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': 'check_fit',
};
export const CHECK_FIT_CALL_MODERN = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'check_fit',
    arguments: PROFILE,
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
    },
  },
});
export const GET_OFFER_CALL = toolCall('get_offer', {});

const get = (name: string, path: string, headers: Record<string, string> = {}): BenchCase => ({
  name,
  method: 'GET',
  path,
  headers,
  expectStatus: 200,
  baseline: 'ceiling',
  target: 0.85,
});

/** The conditional case needs our ETag, so it is completed once the server is up. */
export function ceilingCases(offerEtag: string, withMcp: boolean): BenchCase[] {
  return [
    get('GET /api/offer', '/api/offer'),
    get('GET / (text/html)', '/', { accept: 'text/html' }),
    get('GET / (text/markdown)', '/', { accept: 'text/markdown' }),
    get('GET /llms.txt', '/llms.txt'),
    { ...get('GET /api/offer 304', '/api/offer', { 'if-none-match': offerEtag }), expectStatus: 304 },
    {
      name: 'POST /api/fit',
      method: 'POST',
      path: '/api/fit',
      headers: { 'content-type': 'application/json' },
      body: FIT_BODY,
      expectStatus: 200,
      baseline: 'ceiling',
      target: 0.6,
    },
    ...(withMcp
      ? [
          {
            name: 'POST /mcp check_fit (2025-06-18)',
            method: 'POST' as const,
            path: '/mcp',
            headers: MCP_HEADERS,
            body: CHECK_FIT_CALL,
            expectStatus: 200,
            baseline: 'ceiling' as const,
            target: 0.4,
          },
          {
            name: 'POST /mcp check_fit (2026-07-28)',
            method: 'POST' as const,
            path: '/mcp',
            headers: MCP_MODERN_HEADERS,
            body: CHECK_FIT_CALL_MODERN,
            expectStatus: 200,
            baseline: 'ceiling' as const,
            target: 0.4,
          },
        ]
      : []),
  ];
}

export function sdkCases(): BenchCase[] {
  return [
    ['MCP check_fit vs SDK', CHECK_FIT_CALL],
    ['MCP get_offer vs SDK', GET_OFFER_CALL],
  ].map(([name = '', body]) => ({
    name,
    method: 'POST',
    path: '/mcp',
    headers: MCP_HEADERS,
    body,
    expectStatus: 200,
    baseline: 'sdk',
    target: 5,
  }));
}
