// MCP discovery: the server card at its reserved location and every alias, and the catalogs that point to it.
import { type Client, mediaType } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { BASE_FIX, type Context, described, elsewhereResult, isObject, ROUTE_FIX } from './context.js';

const GROUP = 'discovery';
const CARD_TYPE = 'application/mcp-server-card+json';

async function checkServerCard({ client, advertised }: Context): Promise<CheckResult> {
  const f = new Finding('MCP server card', GROUP);
  const card = await client.request('/mcp/server-card', { headers: { accept: CARD_TYPE } });
  if (
    !f.require(card.status === 200 && isObject(card.json), `/mcp/server-card: ${described(card)}`, ROUTE_FIX)
  )
    return f.result('');
  if (mediaType(card) !== CARD_TYPE)
    f.warn(`/mcp/server-card is ${mediaType(card)}, not ${CARD_TYPE}`, ROUTE_FIX);
  f.require(
    card.headers.get('access-control-allow-origin') === '*',
    '/mcp/server-card is not CORS-open',
    ROUTE_FIX,
  );
  const cc = card.headers.get('cache-control') ?? '';
  f.require(/\bpublic\b/.test(cc), `/mcp/server-card Cache-Control is "${cc}", not public`, ROUTE_FIX);
  const remotes = (card.json as { remotes?: { url?: unknown }[] }).remotes ?? [];
  f.require(
    remotes[0]?.url === advertised.mcp,
    `the card's remote is ${String(remotes[0]?.url)}, not the ${String(advertised.mcp)} health names`,
    BASE_FIX,
  );
  for (const alias of [
    '/.well-known/mcp.json',
    '/.well-known/mcp/server-card.json',
    '/.well-known/mcp-server-card',
  ]) {
    const r = await client.request(alias);
    if (r.status !== 200) f.fail(`${alias}: ${described(r)}`, ROUTE_FIX);
    else if (r.text !== card.text) f.fail(`${alias} is not the same card as /mcp/server-card`, ROUTE_FIX);
  }
  return f.result(
    'at its reserved location and every alias, CORS open, public caching, remote where health says',
  );
}

async function checkCatalog(client: Client, id: string, path: string, type: string): Promise<CheckResult> {
  const f = new Finding(id, GROUP);
  const r = await client.request(path, { headers: { accept: `${type}, application/json;q=0.5` } });
  const catalog = isObject(r.json) ? r.json : undefined;
  if (!f.require(r.status === 200 && catalog !== undefined, described(r), ROUTE_FIX)) return f.result('');
  if (mediaType(r) !== type) f.warn(`${path} is ${mediaType(r)}, not ${type}`, ROUTE_FIX);
  const entries = Array.isArray(catalog?.entries) ? catalog.entries.filter(isObject) : [];
  const cards = entries.filter((e) => e.type === CARD_TYPE);
  if (!f.require(cards.length > 0, `${path} has no ${CARD_TYPE} entry`, ROUTE_FIX)) return f.result('');
  for (const entry of cards) {
    const local = client.localPath(String(entry.url));
    if (local === undefined)
      f.fail(`entry ${String(entry.identifier)} points to ${String(entry.url)}`, BASE_FIX);
    else {
      const card = await client.request(local, { headers: { accept: CARD_TYPE } });
      f.require(
        card.status === 200 && isObject(card.json),
        `entry ${String(entry.url)}: ${described(card)}`,
        ROUTE_FIX,
      );
    }
  }
  return f.result(`${cards.length} server card entry; its card answers`);
}

export function mcpDiscoveryChecks(ctx: Context): Promise<CheckResult>[] {
  // No MCP endpoint advertised (a static export without a live origin): no card or catalog entry should claim one.
  if (!ctx.advertised.mcp)
    return [Promise.resolve(elsewhereResult('MCP server card', GROUP, 'MCP endpoint', undefined))];
  return [
    checkServerCard(ctx),
    checkCatalog(ctx.client, 'MCP catalog', '/.well-known/mcp/catalog.json', 'application/json'),
    checkCatalog(ctx.client, 'AI catalog', '/.well-known/ai-catalog.json', 'application/ai-catalog+json'),
  ];
}
