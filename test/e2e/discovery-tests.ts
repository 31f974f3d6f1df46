// Shared e2e tests of discovery without HTML: Link headers on every page, and the agent skills with their digests.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { pagePath } from '../../src/domain/pages.js';
import { linksWithRel, type ParsedLink, parseLinkHeader } from '../../tools/readiness/link-header.js';
import { type E2ETarget, mediaType, type Send } from './http.js';
import { fitPath, strongProfile } from './model.js';

/** Relations every HTML page announces, besides its own twin; the home page adds the skills index. */
const SITE_RELS = ['api-catalog', 'service-desc', 'describedby', 'mcp-server-card'];

const relOf = (link: ParsedLink) => link.params.rel ?? '';
const CARD_TYPE = 'application/mcp-server-card+json';

export function registerDiscoveryTests(send: Send, target: () => E2ETarget): void {
  const pathOf = (url: string) => {
    expect(url.startsWith(`${target().baseUrl}/`), url).toBe(true);
    return new URL(url).pathname;
  };

  it('every HTML page sends Link headers to its twin and the discovery documents; home adds the skills', async () => {
    const { site, baseUrl } = target();
    for (const page of site.pages) {
      const res = await send(pagePath(page.slug), { method: 'HEAD', headers: { accept: 'text/html' } });
      const links = parseLinkHeader(res.headers.get('link'));
      const twin = linksWithRel(links, 'alternate').filter((l) => l.params.type === 'text/markdown');
      expect(
        twin.map((l) => l.href),
        page.slug,
      ).toEqual([`${baseUrl}/${page.slug}.md`]);
      const expected = page.slug === 'index' ? [...SITE_RELS, 'agent-skills'] : SITE_RELS;
      expect(
        links.map(relOf).filter((r) => r !== 'alternate'),
        page.slug,
      ).toEqual(expected);
      for (const link of links) expect(link.params.type, `${page.slug} ${relOf(link)}`).toBeTruthy();
    }
  });

  it('the fit page answered live (with a query) sends the same Link header as the stored page', async () => {
    const stored = await send(fitPath(target().site), { headers: { accept: 'text/html' } });
    const [field, value] = Object.entries(strongProfile(target().site))[0] ?? ['', ''];
    const live = await send(`${fitPath(target().site)}?${field}=${encodeURIComponent(String(value))}`, {
      headers: { accept: 'text/html' },
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('link')).toBe(stored.headers.get('link'));
  });

  it('every Link target resolves: 200 with the media type the link declares', async () => {
    const { site } = target();
    const targets = new Map<string, ParsedLink>();
    for (const page of site.pages) {
      const res = await send(pagePath(page.slug), { method: 'HEAD', headers: { accept: 'text/html' } });
      for (const link of parseLinkHeader(res.headers.get('link'))) targets.set(link.href, link);
    }
    for (const [href, link] of targets) {
      const type = link.params.type ?? '';
      const res = await send(pathOf(href), { headers: { accept: type } });
      expect(res.status, href).toBe(200);
      expect(mediaType(res), href).toBe(type);
    }
  });

  it('the skills index lists SKILL.md files whose bytes match their sha256 digests', async () => {
    const index = (await send('/.well-known/agent-skills/index.json')).json() as {
      skills: { name: string; url: string; digest: string }[];
    };
    expect(index.skills.length).toBeGreaterThanOrEqual(2);
    for (const skill of index.skills) {
      const res = await fetch(`${target().url}${pathOf(skill.url)}`);
      expect(res.status, skill.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(`sha256:${createHash('sha256').update(bytes).digest('hex')}`, skill.url).toBe(skill.digest);
      expect(new TextDecoder().decode(bytes)).toMatch(new RegExp(`^---\\nname: ${skill.name}\\n`));
    }
  });

  it('the server card answers at its reserved location and every probed path, as the draft media type when asked', async () => {
    const paths = [
      '/mcp/server-card',
      '/.well-known/mcp.json',
      '/.well-known/mcp/server-card.json',
      '/.well-known/mcp-server-card',
    ];
    const reserved = await send(paths[0] as string, { headers: { accept: CARD_TYPE } });
    expect(mediaType(reserved)).toBe(CARD_TYPE);
    expect(reserved.headers.get('access-control-allow-origin')).toBe('*');
    expect(reserved.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = reserved.headers.get('etag') ?? '';
    for (const path of paths) {
      const card = await send(path, { headers: { accept: CARD_TYPE } });
      expect([card.status, mediaType(card)], path).toEqual([200, CARD_TYPE]);
      expect(card.text, path).toBe(reserved.text);
      const json = await send(path, { headers: { accept: 'application/json' } });
      expect([mediaType(json), json.text], path).toEqual(['application/json', reserved.text]);
      const again = await send(path, { headers: { accept: CARD_TYPE, 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
    const preflight = await send(paths[0] as string, {
      method: 'OPTIONS',
      headers: { origin: 'https://client.example', 'access-control-request-headers': 'if-none-match' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
  });

  it('the MCP Catalog and the AI Catalog hold the same entry, pointing to the card at its reserved location', async () => {
    const base = target().baseUrl;
    const ai = await send('/.well-known/ai-catalog.json', {
      headers: { accept: 'application/ai-catalog+json' },
    });
    const mcp = await send('/.well-known/mcp/catalog.json');
    expect(mediaType(ai)).toBe('application/ai-catalog+json');
    expect(mediaType(mcp)).toBe('application/json');
    const aiCatalog = ai.json() as { specVersion: string; entries: unknown[] };
    const mcpCatalog = mcp.json() as { specVersion: string; entries: unknown[] };
    expect(aiCatalog.specVersion).toBe('1.0');
    expect(mcpCatalog.specVersion).toBe('draft');
    expect(mcpCatalog.entries).toEqual(aiCatalog.entries);
    const [entry] = aiCatalog.entries as { identifier: string; type: string; url: string }[];
    // The draft's domain-anchored identifier (urn:air:{publisher}:{namespace}:{name}) for this host.
    expect(entry?.identifier).toMatch(
      new RegExp(`^urn:air:${new URL(base).hostname.replaceAll('.', '\\.')}:`),
    );
    expect([entry?.type, entry?.url]).toEqual([CARD_TYPE, `${base}/mcp/server-card`]);
    for (const res of [ai, mcp]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toMatch(/^public, /);
    }
  });
}
