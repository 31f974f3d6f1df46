// Two owners side by side: every surface of each names its own organisation and offer and nothing of the other's.
import { describe, expect, it } from 'vitest';
import type { Site } from '../src/content/site.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { ALT_FIXTURE_CONTENT, createTestApp, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const BASE = 'https://owner.example.com';
const owners = [loadSampleSite(BASE, FIXTURE_CONTENT), loadSampleSite(BASE, ALT_FIXTURE_CONTENT)] as const;

/** Words that belong to one owner only. */
function ownWords(site: Site): string[] {
  const { name, shortName, email } = site.identity;
  return [name, shortName ?? name, site.offer.name, email, site.offer.price.currency];
}

/** Every static surface (each variant) and the dynamic answers, as text. */
async function everySurface(site: Site): Promise<Map<string, string>> {
  const app = createTestApp(site);
  const texts = new Map<string, string>();
  for (const entry of buildSurfaces(site)) {
    for (const variant of entry.variants) {
      if (!/text|json|xml|svg/.test(variant.type)) continue;
      const res = await app.request(entry.path, { headers: { accept: variant.type.split(';')[0] ?? '' } });
      texts.set(`${entry.path} (${variant.type})`, await res.text());
    }
  }
  const mcp = await app.request('/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  texts.set('MCP tools/list', await mcp.text());
  return texts;
}

describe.each([
  [0, 1],
  [1, 0],
] as const)('owner %i', (own, other) => {
  const site = owners[own];
  const foreign = ownWords(owners[other]);

  it("no surface names the other owner's organisation, offer, e-mail or currency", async () => {
    for (const [surface, text] of await everySurface(site)) {
      for (const word of foreign) expect(text.includes(word), `${surface} contains "${word}"`).toBe(false);
    }
  });

  it('the organisation is named from site.yaml everywhere it is named', async () => {
    const app = createTestApp(site);
    const offer = (await (await app.request('/api/offer')).json()) as { provider: string };
    expect(offer.provider).toBe(site.identity.name);
    const health = (await (await app.request('/api/health')).json()) as { service: string };
    expect(health.service).toBe(site.identity.name);
    const card = (await (await app.request('/.well-known/mcp.json')).json()) as { title: string };
    expect(card.title).toBe(site.identity.name);
    const home = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    expect(home).toContain(`"name":"${site.identity.name}"`);
    expect(home).toContain(`og:site_name" content="${site.identity.name}"`);
  });
});
