// Discovery without HTML: Link headers on every page, the agent skills and their digests, the MCP card and catalogs.
import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { type Client, mediaType } from '../client.js';
import { linksWithRel, type ParsedLink, parseLinkHeader } from '../link-header.js';
import { type CheckResult, Finding } from '../report.js';
import { BASE_FIX, type Context, described, isObject, ROUTE_FIX } from './context.js';
import { mcpDiscoveryChecks } from './mcp-discovery.js';

const GROUP = 'discovery';
const SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
const SITE_RELS = ['api-catalog', 'service-desc', 'describedby', 'mcp-server-card'];
const LINK_FIX =
  'Keep the origin’s Link header: some CDNs and proxies drop it or turn it into early hints; agents read it to find the twin, the API and MCP without parsing HTML.';
const TYPE_FIX =
  'Serve each discovery document with the type its link declares: a proxy must pass Accept through and keep the origin’s Content-Type.';
const SKILL_FIX =
  'Something in front of the app changes SKILL.md or serves an older copy: purge the cache after each deploy and exclude /.well-known/agent-skills/ from minifying or rewriting.';

async function resolveLink(client: Client, f: Finding, link: ParsedLink, seen: Set<string>): Promise<void> {
  if (seen.has(link.href)) return;
  seen.add(link.href);
  const path = client.localPath(link.href);
  if (path === undefined) return f.fail(`Link target ${link.href} is not under ${client.base}`, BASE_FIX);
  const type = link.params.type ?? '';
  const r = await client.request(path, { headers: type ? { accept: type } : {} });
  if (r.status !== 200) return f.fail(`Link target ${link.href}: ${described(r)}`, ROUTE_FIX);
  if (type && mediaType(r) !== type)
    f.fail(`Link target ${link.href} is ${mediaType(r)}, declared ${type}`, TYPE_FIX);
}

async function checkLinkHeaders(ctx: Context): Promise<CheckResult> {
  const { client, pages } = ctx;
  const f = new Finding('Link headers', GROUP);
  const seen = new Set<string>();
  for (const page of pages) {
    const r = await client.request(page, { method: 'HEAD', headers: { accept: 'text/html' } });
    const links = parseLinkHeader(r.headers.get('link'));
    if (links.length === 0) {
      f.fail(`${page}: no Link header`, LINK_FIX);
      continue;
    }
    const twin = linksWithRel(links, 'alternate').find((l) => l.params.type === 'text/markdown');
    if (!twin) f.fail(`${page}: no rel="alternate" type="text/markdown"`, LINK_FIX);
    // The card is linked only where an MCP endpoint is advertised.
    const rels = ctx.advertised.mcp ? SITE_RELS : SITE_RELS.filter((rel) => rel !== 'mcp-server-card');
    const wanted = page === '/' ? [...rels, 'agent-skills'] : rels;
    const missing = wanted.filter((rel) => linksWithRel(links, rel).length === 0);
    if (missing.length > 0)
      f.fail(`${page}: Link has no ${missing.map((m) => `rel="${m}"`).join(', ')}`, LINK_FIX);
    for (const link of links) await resolveLink(client, f, link, seen);
  }
  return f.result(`every page links its twin and the discovery documents; ${seen.size} targets resolve`);
}

/** The SKILL.md's YAML front matter, parsed as a skills client parses it. */
function frontMatter(text: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  try {
    const data: unknown = block === undefined ? undefined : parse(block);
    return isObject(data) ? data : {};
  } catch {
    return {};
  }
}

async function checkSkills({ client }: Context): Promise<CheckResult> {
  const f = new Finding('agent skills', GROUP);
  const r = await client.request('/.well-known/agent-skills/index.json');
  if (!f.require(r.status === 200 && mediaType(r) === 'application/json', described(r), ROUTE_FIX))
    return f.result('');
  const index = isObject(r.json) ? r.json : {};
  f.require(
    index.$schema === SKILLS_SCHEMA,
    `$schema is ${String(index.$schema)}, not the v0.2.0 URI`,
    ROUTE_FIX,
  );
  const skills = Array.isArray(index.skills) ? index.skills.filter(isObject) : [];
  if (!f.require(skills.length > 0, 'the index lists no skills', ROUTE_FIX)) return f.result('');
  for (const skill of skills) {
    const name = String(skill.name);
    f.require(
      /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && name.length <= 64,
      `skill name "${name}" breaks the naming rules`,
      ROUTE_FIX,
    );
    const path = client.localPath(String(skill.url));
    if (path === undefined) {
      f.fail(`skill ${name}: ${String(skill.url)} is not under ${client.base}`, BASE_FIX);
      continue;
    }
    const file = await client.request(path);
    if (!f.require(file.status === 200, `skill ${name}: ${described(file)}`, ROUTE_FIX)) continue;
    f.require(
      ['text/markdown', 'text/plain'].includes(mediaType(file)),
      `skill ${name} is ${mediaType(file)}`,
      ROUTE_FIX,
    );
    const digest = `sha256:${createHash('sha256').update(file.bytes).digest('hex')}`;
    f.require(
      digest === skill.digest,
      `skill ${name}: the bytes served do not match the index digest`,
      SKILL_FIX,
    );
    const front = frontMatter(file.text);
    f.require(front.name === name, `skill ${name}: front matter name is ${String(front.name)}`, SKILL_FIX);
    f.require(
      front.description === skill.description,
      `skill ${name}: front matter description differs from the index`,
      SKILL_FIX,
    );
  }
  return f.result(`${skills.length} skills; every SKILL.md answers and matches its digest`);
}

export function discoveryChecks(ctx: Context): Promise<CheckResult>[] {
  return [checkLinkHeaders(ctx), checkSkills(ctx), ...mcpDiscoveryChecks(ctx)];
}
