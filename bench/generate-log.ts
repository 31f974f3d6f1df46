// A synthetic request log in the server's line format, for the report's 1M-line measure and its screenshot.
// `npx tsx bench/generate-log.ts [LINES] [DAYS] > FILE`: deterministic (seeded), no personal data.

const lines = Number(process.argv[2] ?? 1_000_000);
const days = Number(process.argv[3] ?? 30);

let seed = 42;
/** mulberry32: a small seeded generator, so two runs write the same file. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick<T>(weighted: readonly [T, number][]): T {
  const total = weighted.reduce((a, [, w]) => a + w, 0);
  let r = random() * total;
  for (const [value, w] of weighted) {
    r -= w;
    if (r < 0) return value;
  }
  return weighted[0]?.[0] as T;
}

const agent = (name: string, vendor: string | undefined, cls: string) =>
  JSON.stringify({ name, vendor, class: cls });
const AGENTS: [string, number][] = [
  [agent('GPTBot', 'OpenAI', 'ai-training'), 9],
  [agent('ClaudeBot', 'Anthropic', 'ai-training'), 7],
  [agent('CCBot', 'Common Crawl', 'ai-training'), 3],
  [agent('OAI-SearchBot', 'OpenAI', 'ai-search'), 6],
  [agent('PerplexityBot', 'Perplexity', 'ai-search'), 4],
  [agent('ChatGPT-User', 'OpenAI', 'ai-user'), 8],
  [agent('Claude-User', 'Anthropic', 'ai-user'), 6],
  [agent('Googlebot', 'Google', 'search'), 8],
  [agent('bingbot', 'Microsoft', 'search'), 4],
  [agent('Chrome', undefined, 'browser'), 14],
  [agent('Safari', undefined, 'browser'), 6],
  [agent('Other bot', undefined, 'other-bot'), 7],
  [agent('Unknown', undefined, 'unknown'), 2],
];
const MCP_CLIENTS: [string, number][] = [
  [agent('Claude', 'Anthropic', 'ai-user'), 5],
  [agent('ChatGPT', 'OpenAI', 'ai-user'), 3],
];
const CLIENT_NAMES: Record<string, string> = { Claude: 'claude-ai', ChatGPT: 'openai-mcp' };
const PAGES: [string, number][] = [
  ['/', 6],
  ['/about', 3],
  ['/fit', 2],
  ['/developers', 1],
];
const TOOLS: [string, number][] = [
  ['get_offer', 5],
  ['check_fit', 4],
  ['get_page', 2],
  ['list_pages', 1],
];
const VERDICTS: [string, number][] = [
  ['strong-fit', 2],
  ['possible-fit', 4],
  ['poor-fit', 3],
  ['unknown', 1],
];
const verdictFacts = (surface: string) =>
  `,"fit":{"verdict":"${pick(VERDICTS)}","score":{"earned":6,"available":9},"surface":"${surface}"}`;
/** Where people came from: most directly, some from AI assistants and search engines. */
const REFERRALS: [string, number][] = [
  ['', 30],
  [',"referral":{"source":"Google","kind":"search"}', 6],
  [',"referral":{"source":"ChatGPT","kind":"ai"}', 4],
  [',"referral":{"source":"Perplexity","kind":"ai"}', 2],
  [',"referral":{"source":"Claude","kind":"ai"}', 2],
  [',"referral":{"source":"Gemini","kind":"ai"}', 1],
  [',"referral":{"source":"other","kind":"other"}', 3],
];
const HANDOFFS: [string, number][] = [
  ['/go/call', 5],
  ['/go/checkout', 2],
  ['/go/email', 2],
  ['/go/checkout/mcp', 1],
];
/** Signed agents verify; a few forged ones claim a vendor without a valid signature. */
const VERIFIED: Record<string, [string, number][]> = {
  'ChatGPT-User': [
    [',"verified":"signed","signer":"chatgpt.com"', 6],
    ['', 2],
    [',"verified":"invalid"', 1],
  ],
};

function line(time: string, i: number): string {
  const who = pick(AGENTS);
  const cls = JSON.parse(who).class as string;
  const agentic = cls !== 'browser' && cls !== 'unknown';
  const head = `{"time":"${time}","level":"info","msg":"request"`;
  const tail = `"status":200,"durationMs":0.4,"requestId":"r${i}"`;
  const kind = agentic
    ? pick([
        ['markdown', 5],
        ['html', 3],
        ['llms', 2],
        ['api', 2],
        ['mcp', 3],
        ['fit', 1],
      ] as [string, number][])
    : pick([
        ['html', 12],
        ['fit', 1],
        ['asset', 4],
      ] as [string, number][]);
  if (kind === 'mcp') {
    const client = pick(MCP_CLIENTS);
    const name = JSON.parse(client).name as string;
    const modern = random() < 0.6;
    // One session start (initialize or server/discover) to every four calls.
    const start = random() < 0.2;
    const tool = pick(TOOLS);
    const method = start ? (modern ? 'server/discover' : 'initialize') : 'tools/call';
    const facts = !start && tool === 'check_fit' ? verdictFacts('mcp') : '';
    const called = start ? '' : `,"name":"${tool}"`;
    return `${head},"method":"POST","path":"/mcp",${tail},"agent":${client},"variant":"json","bytes":2100,"mcp":{"method":"${method}"${called},"version":"${modern ? '2026-07-28' : '2025-11-25'}","client":{"name":"${CLIENT_NAMES[name]}","version":"1.0"}}${facts}}`;
  }
  if (!agentic && random() < 0.03) {
    const path = pick(HANDOFFS);
    const [, , action, via = 'web'] = path.split('/');
    return `${head},"method":"GET","path":"${path}","status":303,"durationMs":0.1,"requestId":"r${i}","agent":${who},"variant":"none","bytes":0,"handoff":{"action":"${action}","via":"${via}"}}`;
  }
  const page = pick(PAGES);
  if (kind === 'markdown') {
    return `${head},"method":"GET","path":"${page === '/' ? '/index.md' : `${page}.md`}",${tail},"agent":${who},"variant":"markdown","bytes":1600,"markdownTokens":${400 + Math.floor(random() * 600)}}`;
  }
  if (kind === 'llms') {
    return `${head},"method":"GET","path":"/llms.txt",${tail},"agent":${who},"variant":"text","bytes":2465,"markdownTokens":1597}`;
  }
  if (kind === 'api')
    return `${head},"method":"GET","path":"/api/offer",${tail},"agent":${who},"variant":"json","bytes":1728}`;
  if (kind === 'fit') {
    return agentic
      ? `${head},"method":"POST","path":"/api/fit",${tail},"agent":${who},"variant":"json","bytes":1197${verdictFacts(random() < 0.2 ? 'webmcp' : 'api')}}`
      : `${head},"method":"GET","path":"/fit",${tail},"agent":${who},"variant":"html","bytes":18000${verdictFacts('form')}}`;
  }
  if (kind === 'asset')
    return `${head},"method":"GET","path":"/assets/site.css",${tail},"agent":${who},"variant":"css","bytes":9000}`;
  // Scanners probe for pages that are not there: a share of agents' reads fail.
  if (agentic && random() < 0.05) {
    return `${head},"method":"GET","path":"/wp-login.php","status":404,"durationMs":0.2,"requestId":"r${i}","agent":${who},"variant":"html","bytes":5200}`;
  }
  const referral = agentic ? '' : pick(REFERRALS);
  const name = JSON.parse(who).name as string;
  const verified = VERIFIED[name] ? pick(VERIFIED[name]) : '';
  return `${head},"method":"GET","path":"${page}",${tail},"agent":${who},"variant":"html","bytes":7400${referral}${verified}}`;
}

const start = Date.UTC(2026, 10, 26) - days * 86_400_000;
let out = '';
for (let i = 0; i < lines; i++) {
  // Traffic grows over the period: a shape an owner would recognise.
  const at = start + Math.sqrt(i / lines) * days * 86_400_000;
  out += `${line(new Date(at).toISOString(), i)}\n`;
  if (out.length > 1 << 20) {
    process.stdout.write(out);
    out = '';
  }
}
process.stdout.write(out);
