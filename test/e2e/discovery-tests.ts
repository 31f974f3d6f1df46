// Shared e2e tests of discovery without HTML: Link headers on every page, and the agent skills with their digests.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { pagePath } from '../../src/domain/pages.js';
import { linksWithRel, type ParsedLink, parseLinkHeader } from '../../tools/readiness/link-header.js';
import type { E2ETarget, Send } from './http.js';
import { fitPath } from './model.js';

/** Relations every HTML page announces, besides its own twin; the home page adds the skills index. */
const SITE_RELS = ['api-catalog', 'service-desc', 'describedby', 'mcp-server-card'];

const relOf = (link: ParsedLink) => link.params.rel ?? '';

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
    const live = await send(`${fitPath(target().site)}?founderLed=true`, {
      headers: { accept: 'text/html' },
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('link')).toBe(stored.headers.get('link'));
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
}
