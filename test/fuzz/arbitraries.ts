// Generators of hostile requests for the fuzz suite: paths, methods, headers and bodies, valid and not.
import fc from 'fast-check';
import { MCP_PROTOCOL_VERSIONS } from '../../src/domain/mcp-versions.js';
import { pageSlugs } from '../../src/domain/pages.js';
import { loadSampleSite } from '../helpers/site.js';

/** Real slugs of the fixture, so that get_page calls also reach real pages. */
const SLUGS = pageSlugs(loadSampleSite());

export const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
export const segment = fc.oneof(
  fc.constantFrom(
    '',
    'api',
    'fit',
    'mcp',
    'pages',
    'index',
    'about',
    'llms.txt',
    'offer',
    'health',
    '.well-known',
  ),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '%2F',
    '%5C',
    '%00',
    '\u0000',
    '%',
    '%zz',
    '%C0%AE',
    '\\',
    '//',
  ),
  fc.constantFrom(
    'etc',
    'passwd',
    'index.md',
    'openapi.json',
    'mcp.json',
    'é',
    '😀',
    '%F0%9F%98%80',
    '?',
    '#',
  ),
  printable(12),
  fc.nat({ max: 9000 }).map((n) => 'a'.repeat(n)),
);
export const pathArb = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join('/')}`),
  fc.tuple(fc.constantFrom('/api/pages/', '/api/', '/'), segment).map(([p, s]) => p + s),
  fc
    .tuple(fc.constantFrom('/', '/fit', '/api/offer', '/llms.txt'), printable(40))
    .map(([p, q]) => `${p}?${q}`),
);
export const methodArb = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'PROPFIND',
  'FOO',
  'get',
  'Patch',
);
export const headerArb = fc.record(
  {
    accept: fc.oneof(
      fc.constantFrom('text/html', 'text/markdown', 'application/json', '*/*', 'text/*;q=0', 'image/png', ''),
      fc.constantFrom(
        'text/html;q=abc',
        'text/markdown;q=1.5',
        ',,,;;',
        'text/markdown;q=0, */*;q=0',
        'application/json, text/event-stream',
      ),
      printable(60),
    ),
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      printable(40),
    ),
    'content-length': fc.oneof(
      fc.constantFrom('0', '5', '65537', '999999999999', '-1', 'abc', '1e3'),
      fc.nat({ max: 2000 }).map(String),
    ),
    'accept-encoding': fc.oneof(
      fc.constantFrom('gzip', 'br', 'br;q=0, gzip;q=0', 'identity;q=0', '*'),
      printable(30),
    ),
    'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', ''), printable(40)),
    'x-request-id': printable(200),
    'mcp-protocol-version': fc.oneof(fc.constantFrom(...MCP_PROTOCOL_VERSIONS), printable(20)),
    origin: fc.constantFrom('https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

export const anyJson = fc.jsonValue({ maxDepth: 4 });
export const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
);
const fitValue = fc.oneof(
  anyJson,
  fc.double(),
  fc.constantFrom(1e308, -1, 0, 2_400_000, Number.MAX_SAFE_INTEGER, 'coach', true, null),
);
const fitLike = fc.dictionary(
  fc.oneof(
    fc.constantFrom('annualRevenue', 'founderLed', 'role', 'priorPositioningWork'),
    hostileKeys,
    fc.string({ maxLength: 10 }),
  ),
  fitValue,
  { maxKeys: 6 },
);
/** Well-formed profiles, so that a good share of requests gets past validation to a 200. */
export const validProfile = fc.record(
  {
    annualRevenue: fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e12, noNaN: true })),
    founderLed: fc.boolean(),
    role: fc.oneof(fc.constantFrom('coach', 'Thought Leader', ' consultant_'), fc.string({ maxLength: 200 })),
    priorPositioningWork: fc.boolean(),
  },
  { requiredKeys: [] },
);
const depth = fc.integer({ min: 1, max: 5000 });
export const bodyText = fc.oneof(
  { arbitrary: validProfile.map((o) => JSON.stringify(o)), weight: 4 },
  fitLike.map((o) => JSON.stringify(o)),
  hostileKeys.map((k) => `{"${k}": {"polluted": true, "prototype": {"polluted": true}}, "annualRevenue": 1}`),
  depth.map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  depth.map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom(
    '1e999',
    '-0',
    '{"annualRevenue": 1e999}',
    '{"annualRevenue": 123456789012345678901234567890}',
    '',
    ' ',
    'null',
    '"x"',
    '{',
    '{"a":1,}',
  ),
  anyJson.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
);
export const bodyArb: fc.Arbitrary<BodyInit> = fc.oneof(
  bodyText,
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), new Uint8Array([0xc0, 0xae, 0xed, 0xa0, 0x80])),
);

const rpcId = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null), anyJson);
const rpcMethod = fc.oneof(
  { arbitrary: fc.constant('tools/call'), weight: 4 },
  fc.constantFrom(
    'initialize',
    'ping',
    'tools/list',
    'tools/call',
    'resources/list',
    'resources/read',
    'resources/templates/list',
  ),
  fc.constantFrom('notifications/initialized', 'prompts/list', '__proto__', 'constructor', ''),
  fc.string({ maxLength: 12 }),
);
const toolCall = fc.record({
  name: fc.oneof(
    fc.constantFrom('get_offer', 'check_fit', 'list_pages', 'get_page', '__proto__'),
    fc.string({ maxLength: 8 }),
  ),
  arguments: fc.oneof(
    validProfile,
    fitLike,
    fc.record({ slug: fc.oneof(fc.constantFrom(...SLUGS), fc.string()) }),
    anyJson,
  ),
});
const rpcMessage = fc.record(
  {
    jsonrpc: fc.oneof({ arbitrary: fc.constant('2.0'), weight: 5 }, anyJson),
    id: rpcId,
    method: rpcMethod,
    params: fc.oneof(toolCall, fc.record({ uri: fc.string({ maxLength: 40 }) }), anyJson),
  },
  { requiredKeys: ['jsonrpc'] },
);
export const mcpBody = fc.oneof(
  rpcMessage.map((m) => JSON.stringify(m)),
  fc.array(rpcMessage, { maxLength: 5 }).map((m) => JSON.stringify(m)),
  bodyText,
);
export const mcpHeaders = fc.record(
  {
    accept: fc.oneof(
      { arbitrary: fc.constant('application/json, text/event-stream'), weight: 6 },
      fc.constantFrom(
        'application/json',
        'text/event-stream',
        '*/*',
        'text/event-stream;q=0, application/json',
      ),
    ),
    'content-type': fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 6 },
      fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON'),
    ),
    'mcp-protocol-version': fc.oneof(fc.constantFrom(...MCP_PROTOCOL_VERSIONS), printable(12)),
  },
  { requiredKeys: ['accept', 'content-type'] },
);

/** Text a client could shape into Markdown or terminal structure: breaks, controls, fences, links, HTML. */
export const hostileText = fc.constantFrom(
  '\n',
  '\r\n\r\n',
  '\u0000',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\t',
  '`',
  '```',
  '\\',
  '[pay here](https://evil.example/pay)',
  '<script>alert(1)</script>',
  '# Heading',
  'The offer moved.',
);
const hostileString = fc
  .array(fc.oneof(hostileText, printable(8)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));

/** Paths whose decoded form carries hostile text, percent-encoded as a client would send it. */
export const hostilePathArb = fc
  .tuple(fc.constantFrom('/', '/api/', '/api/pages/', '/pricing', '/about/'), hostileString)
  .map(([prefix, text]) => `${prefix}${encodeURIComponent(text)}`);

/**
 * The red-team amplification body, scaled down to keep the run short: up to 2,000 unknown keys (20 KB),
 * which the uncapped issue list answered with about 140 KB, far past what the invariant allows.
 */
export const manyKeysBody = fc
  .nat({ max: 2000 })
  .map((count) => JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 0]))));

/** Fit bodies whose keys and role carry hostile text, sometimes at the length limit. */
export const hostileFitBody = fc.oneof(
  fc
    .dictionary(hostileString, fc.constantFrom(0, true, 'x'), { minKeys: 1, maxKeys: 20 })
    .map((o) => JSON.stringify(o)),
  hostileString.map((role) => JSON.stringify({ role })),
  fc
    .tuple(hostileString, fc.nat({ max: 60_000 }))
    .map(([text, n]) => JSON.stringify({ [text + 'k'.repeat(n)]: 1 })),
  { arbitrary: manyKeysBody, weight: 1 },
);
