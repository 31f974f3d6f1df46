// The hostile corpus: requests a hostile or careless client sends, replayed on every door by the parity suites.

export interface HostileRequest {
  name: string;
  method: string;
  /** The request target exactly as sent on the request line. */
  target: string;
  /** Header lines in order (repeats allowed); Host is added unless one is given. */
  headers?: [string, string][];
  body?: string;
  /** The body is sent with Transfer-Encoding: chunked, in one chunk. */
  chunked?: boolean;
  httpVersion?: '1.0' | '1.1';
  /**
   * Why a fetch runtime cannot receive this request as sent: its own HTTP parser or the fetch API frames,
   * refuses or rewrites it first (workerd, undici). Such requests reach only the Node door.
   */
  rawOnly?: string;
  /**
   * Why workerd answers this request itself, from its own HTTP parser, before the Worker runs: such a
   * request is sent raw to Node and the cluster only. Every other one, rawOnly or not, reaches workerd raw.
   */
  workerd?: string;
}

const MCP = [
  ['content-type', 'application/json'],
  ['accept', 'application/json, text/event-stream'],
] as [string, string][];
const rpc = (method: string, params: unknown = {}, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });
const HOSTILE_ROLE = '\u202ecoach\u001b[31m\u2066x\u0007';

const HOST_PARSED = 'a fetch URL cannot hold this host: the URL parser refuses it before any code runs';
const FRAMED =
  'the runtime frames the body itself; the app sees a plain body stream, never the transfer coding';
/** workerd's HTTP parser answers these itself (on Cloudflare the edge parses requests, not workerd). */
const WORKERD_500 = 'workerd cannot make a URL of it and answers 500 itself, before the Worker runs';

export const HOSTILE_CORPUS: HostileRequest[] = [
  // Issue 22, gap 1: a malformed Host must not reach a page.
  ...['xn--', 'a.xn--', '999.1.1.1'].map(
    (host): HostileRequest => ({
      name: `fit page with Host: ${host}`,
      method: 'GET',
      target: '/fit?role=coach',
      headers: [
        ['host', host],
        ['accept', 'text/html'],
      ],
      rawOnly: HOST_PARSED,
    }),
  ),
  {
    name: 'a Host that is not a host',
    method: 'GET',
    target: '/nowhere',
    headers: [['host', 'bad host!']],
    rawOnly: HOST_PARSED,
    workerd: WORKERD_500,
  },
  // Gap 2: controls, bidi overrides and terminal escapes in a prompt argument and the fit page.
  {
    name: 'prompts/get with a hostile role',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: rpc('prompts/get', { name: 'check_my_fit', arguments: { role: HOSTILE_ROLE } }),
  },
  {
    name: 'fit page with a hostile role, as Markdown',
    method: 'GET',
    target: `/fit?role=${encodeURIComponent(HOSTILE_ROLE)}&annualRevenue=abc`,
    headers: [['accept', 'text/markdown']],
  },
  // Gap 3: framing.
  {
    name: 'Transfer-Encoding: gzip, chunked',
    method: 'POST',
    target: '/api/fit',
    headers: [
      ['content-type', 'application/json'],
      ['transfer-encoding', 'gzip, chunked'],
    ],
    body: '{}',
    chunked: true,
    rawOnly: FRAMED,
    workerd: WORKERD_500,
  },
  {
    name: 'HTTP/1.0 with Transfer-Encoding: chunked',
    method: 'POST',
    target: '/api/fit',
    headers: [['content-type', 'application/json']],
    body: '{}',
    chunked: true,
    httpVersion: '1.0',
    rawOnly: FRAMED,
    workerd: 'workerd frames a chunked body under HTTP/1.0 too, so the Worker reads it as a plain body',
  },
  ...['/api/fit', '/mcp'].map(
    (target): HostileRequest => ({
      name: `POST ${target} with Content-Encoding: gzip`,
      method: 'POST',
      target,
      headers: [...MCP, ['content-encoding', 'gzip']],
      body: target === '/mcp' ? rpc('ping') : '{"role":"coach"}',
    }),
  ),
  {
    name: 'GET with a body',
    method: 'GET',
    target: '/api/offer',
    body: 'hello',
    rawOnly: 'the fetch API refuses a GET with a body before it is sent',
  },
  {
    name: 'Expect other than 100-continue',
    method: 'GET',
    target: '/api/offer',
    headers: [['expect', 'teapot']],
  },
  // Gap 4: the loopback Origin guard (a public BASE_URL here: every door must still agree).
  {
    name: 'MCP from another local port',
    method: 'POST',
    target: '/mcp',
    headers: [...MCP, ['origin', 'http://localhost:9999']],
    body: rpc('ping'),
  },
  // Gap 7: a JSON-RPC id too long to echo, alone and in a batch.
  {
    name: 'a 55 KB JSON-RPC id',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: rpc('tools/list', {}, 'i'.repeat(55_000)),
  },
  {
    name: 'a batch with one long id',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: `[${rpc('ping', {}, 'i'.repeat(300))},${rpc('ping', {}, 2)}]`,
  },
  // Gap 8: prompt errors.
  {
    name: 'prompts/get without its required argument',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: rpc('prompts/get', { name: 'prepare_for_fit_call', arguments: {} }),
  },
  // Targets.
  {
    name: 'absolute-form target',
    method: 'GET',
    target: 'http://offer.example.com/api/offer',
    rawOnly: 'a fetch runtime always hands the app an origin-form URL',
    workerd: WORKERD_500,
  },
  {
    name: 'an escaped unreserved character',
    method: 'GET',
    target: '/%61bout',
    headers: [['accept', 'text/html']],
  },
  { name: 'an escaped page slug', method: 'GET', target: '/api/pages/%61bout' },
  { name: 'an escaped route', method: 'POST', target: '/api/%66it', headers: MCP, body: '{"role":"coach"}' },
  { name: 'a 404 with markup in the path', method: 'GET', target: '/%3Cscript%3Ealert(1)%3C/script%3E' },
  { name: 'a 404 for a browser', method: 'GET', target: '/nowhere', headers: [['accept', 'text/html']] },
  { name: 'a 404 under /api', method: 'GET', target: '/api/nowhere%00%1b[31m' },
  { name: 'a target over 8 KB', method: 'GET', target: `/${'a'.repeat(8200)}` },
  { name: 'a query on a static surface', method: 'GET', target: '/llms.txt?utm_source=x' },
  // Methods and negotiation.
  { name: 'DELETE on a surface', method: 'DELETE', target: '/api/offer' },
  { name: 'PUT on /mcp', method: 'PUT', target: '/mcp', headers: MCP, body: rpc('ping') },
  { name: 'GET /mcp', method: 'GET', target: '/mcp', headers: MCP },
  { name: 'HEAD /api/fit', method: 'HEAD', target: '/api/fit' },
  { name: 'OPTIONS anywhere', method: 'OPTIONS', target: '/anything/at/all' },
  {
    name: 'MCP without SSE in Accept',
    method: 'POST',
    target: '/mcp',
    headers: [
      ['accept', 'application/json'],
      ['content-type', 'application/json'],
    ],
    body: rpc('ping'),
  },
  {
    name: 'MCP as text/plain',
    method: 'POST',
    target: '/mcp',
    headers: [
      ['accept', 'application/json, text/event-stream'],
      ['content-type', 'text/plain'],
    ],
    body: rpc('ping'),
  },
  {
    name: 'MCP with a body that is not JSON',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: '{"jsonrpc":',
  },
  {
    name: 'fit with a body over 64 KB',
    method: 'POST',
    target: '/api/fit',
    headers: MCP,
    body: `{"role":"${'x'.repeat(66_000)}"}`,
  },
  {
    name: 'fit with unknown fields',
    method: 'POST',
    target: '/api/fit',
    headers: MCP,
    body: '{"annualRevenue":-1,"__proto__":{"x":1}}',
  },
  { name: 'If-None-Match: *', method: 'GET', target: '/api/offer', headers: [['if-none-match', '*']] },
  { name: 'an Accept nothing matches', method: 'GET', target: '/', headers: [['accept', 'image/png']] },
  {
    name: 'an Accept full of ranges',
    method: 'GET',
    target: '/about',
    headers: [['accept', `${'text/x;q=0.1, '.repeat(200)}text/markdown`]],
  },
  {
    name: 'a fit page with only tracking parameters',
    method: 'GET',
    target: '/fit?utm_source=x&fbclid=y',
    headers: [['accept', 'text/html']],
  },
  // Issue 48: headers that cost CPU or memory to read, $ patterns, SVG assets, Workers parity, targets.
  {
    name: 'a 15 KB User-Agent that backtracked the Safari pattern',
    method: 'GET',
    target: '/api/health',
    headers: [['user-agent', `Mozilla/5.0 (X11) version/1.${'1.'.repeat(7700)}`]],
  },
  {
    name: 'OPTIONS with 16,000 bytes of 0xA0 before an x in Content-Encoding',
    method: 'OPTIONS',
    target: '/',
    headers: [['content-encoding', `${'\u00a0'.repeat(16_000)}x`]],
  },
  {
    name: 'a 14 KB Accept that wants Markdown after its first kilobyte',
    method: 'GET',
    target: '/about',
    headers: [['accept', `text/html;q=0.1, ${'application/x-a;q=0.5, '.repeat(600)}text/markdown`]],
  },
  {
    name: "a Markdown 404 for a path with $' $& $$",
    method: 'GET',
    target: "/a$'$'$&$$",
    headers: [['accept', 'text/markdown']],
  },
  {
    name: "a fit page for a role with $' $& $$",
    method: 'GET',
    target: `/fit?role=${encodeURIComponent("zz$'$'$&$$")}&annualRevenue=2000000&founderLed=yes`,
    headers: [['accept', 'text/html']],
  },
  { name: 'the SVG favicon', method: 'GET', target: '/favicon.svg' },
  {
    name: 'GET with Content-Length: 0',
    method: 'GET',
    target: '/api/offer',
    headers: [['content-length', '0']],
  },
  {
    name: 'HEAD with Content-Length: 0',
    method: 'HEAD',
    target: '/api/offer',
    headers: [['content-length', '0']],
  },
  {
    name: 'a fit profile after a UTF-8 BOM',
    method: 'POST',
    target: '/api/fit',
    headers: MCP,
    body: '\ufeff{"annualRevenue":2400000,"role":"coach"}',
  },
  {
    name: 'a JSON-RPC call after a UTF-8 BOM',
    method: 'POST',
    target: '/mcp',
    headers: MCP,
    body: `\ufeff${rpc('ping')}`,
  },
  {
    name: 'a raw # in the target',
    method: 'GET',
    target: '/about#team',
    headers: [['accept', 'text/markdown']],
  },
  // Socket-level: only a raw client can send these.
  {
    name: 'an absolute-form target with userinfo',
    method: 'GET',
    target: 'http://alice:hunter2@offer.example.com/api/offer',
    rawOnly: 'a fetch runtime always hands the app an origin-form URL',
    workerd: WORKERD_500,
  },
  {
    name: 'Expect: 100-continue with a declared body over 64 KB',
    method: 'POST',
    target: '/api/fit',
    headers: [
      ['content-type', 'application/json'],
      ['expect', '100-continue'],
      ['content-length', '100000'],
    ],
    rawOnly: 'the fetch API refuses an Expect header',
  },
  {
    name: 'two Host headers',
    method: 'GET',
    target: '/api/offer',
    headers: [
      ['host', 'offer.example.com'],
      ['host', 'evil.example'],
    ],
    rawOnly: 'a fetch Request has one Host, taken from its URL',
    workerd: WORKERD_500,
  },
  {
    name: 'a flood of headers',
    method: 'GET',
    target: '/api/offer',
    headers: Array.from({ length: 120 }, (_, i): [string, string] => [`x-h${i}`, '1']),
    rawOnly: 'workerd applies its own header limits before the Worker runs',
    workerd: 'workerd allows more header lines than Node does, so the Worker answers it',
  },
];
