// JSON-LD of every page expands with the `jsonld` package to schema.org IRIs, losslessly, with no network.
import { readFileSync } from 'node:fs';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../src/domain/pages.js';
import { buildPageJsonLd, type JsonLdNode, SCHEMA_CONTEXT } from '../src/render/json-ld.js';
import { createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

/**
 * test/fixtures/schemaorg-context.json is the header of the official schema.org context plus the entry of every
 * term this site uses, copied verbatim from schemaorg/schemaorg data/releases/30.0/schemaorgcontext.jsonld
 * (CC BY-SA 3.0). Like the real one, it maps terms to http://schema.org/ IRIs.
 */
const CONTEXT = JSON.parse(readFileSync('test/fixtures/schemaorg-context.json', 'utf8'));
const S = 'http://schema.org/';

const documentLoader = async (url: string) => {
  if (url === SCHEMA_CONTEXT || url === `${SCHEMA_CONTEXT}/`) {
    return { contextUrl: undefined, documentUrl: url, document: CONTEXT };
  }
  throw new Error(`no network in tests: ${url}`);
};

type Expanded = Record<string, unknown[]> & { '@id'?: string; '@type'?: string[] };
// safe mode makes expansion throw instead of silently dropping a term the context does not define.
const expand = async (doc: object) =>
  (await jsonld.expand(
    doc as jsonld.JsonLdDocument,
    { documentLoader, safe: true } as jsonld.Options.Expand,
  )) as Expanded[];

const site = loadSampleSite();
const app = createTestApp(site);
const first = (value: unknown): Expanded => (value as Expanded[])[0] as Expanded;

/** Every key of a compact node (nested objects too) must be a schema.org term in the pinned context. */
function keysOf(node: object): string[] {
  if (Array.isArray(node))
    return node.flatMap((item) => (item && typeof item === 'object' ? keysOf(item) : []));
  return Object.entries(node).flatMap(([k, v]) =>
    k.startsWith('@') ? [] : [k, ...(v && typeof v === 'object' ? keysOf(v) : [])],
  );
}

describe.each(site.pages.map((p) => [pagePath(p.slug), p.slug] as const))('JSON-LD of %s', (path, slug) => {
  it('is exactly what the page embeds, and every node expands losslessly to schema.org IRIs', async () => {
    const text = await (await app.request(path)).text();
    const embedded = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? ''),
    );
    const nodes: JsonLdNode[] = buildPageJsonLd(site, slug);
    expect(embedded).toEqual(nodes);
    for (const node of nodes) {
      for (const key of keysOf(node)) expect(CONTEXT['@context'], key).toHaveProperty(key);
      const [expanded] = await expand(node);
      expect(expanded?.['@type']).toEqual([`${S}${node['@type']}`]);
      expect(expanded?.['@id']).toBe(node['@id']);
      for (const key of Object.keys(node).filter((k) => !k.startsWith('@'))) {
        expect(expanded, key).toHaveProperty([`${S}${key}`]);
      }
    }
  });
});

describe('JSON-LD graph', () => {
  it('links WebSite and Service to the Organization by @id, with contactPoint, address and an Offer', async () => {
    // No context argument: the flattened graph stays expanded, keyed by full IRIs.
    const flatten = jsonld.flatten as unknown as (doc: object, ctx: null, o: object) => Promise<unknown>;
    const flat = (await flatten(buildPageJsonLd(site, 'index'), null, { documentLoader })) as
      | { '@graph'?: Expanded[] }
      | Expanded[];
    const graph = Array.isArray(flat) ? flat : (flat['@graph'] ?? []);
    const byId = (id: unknown) => graph.find((n) => n['@id'] === id);
    const org = byId(`${TEST_BASE_URL}/#organization`);
    expect(org?.['@type']).toEqual([`${S}Organization`]);
    expect(byId(first(byId(`${TEST_BASE_URL}/#website`)?.[`${S}publisher`])['@id'])).toBe(org);
    const service = byId(`${TEST_BASE_URL}/#service`);
    expect(first(service?.[`${S}provider`])['@id']).toBe(org?.['@id']);
    const offer = byId(first(service?.[`${S}offers`])['@id']);
    expect(offer?.['@type']).toEqual([`${S}Offer`]);
    expect(offer?.[`${S}price`]).toEqual([{ '@value': site.offer.price.amount }]);
    expect(offer?.[`${S}priceCurrency`]).toEqual([{ '@value': site.offer.price.currency }]);
    expect(offer?.[`${S}url`]).toEqual([{ '@id': site.identity.links.checkout }]);
    // The hand-off buttons as actions: the same labels and links as the page's buy and book buttons.
    const actions = (service?.[`${S}potentialAction`] ?? []).map((ref) =>
      byId((ref as { '@id': string })['@id']),
    );
    expect(actions.map((a) => [a?.['@type'], a?.[`${S}name`]])).toEqual([
      [[`${S}BuyAction`], [{ '@value': site.offer.actions.checkout.name }]],
      [[`${S}ReserveAction`], [{ '@value': site.offer.actions.call.name }]],
    ]);
    // Each entry point is the href of the home page's button for that action (its /go/ hand-off), absolute.
    const home = await (await app.request('/')).text();
    const href = (key: string) =>
      new RegExp(`href="([^"]+)" data-action="${key}"`).exec(home)?.[1]?.replaceAll('&amp;', '&');
    const button = (key: string) => {
      const link = href(key);
      return link === undefined ? undefined : new URL(link, site.baseUrl).href;
    };
    const targets = actions.map((a) => byId(first(a?.[`${S}target`])['@id']));
    expect(targets.map((t) => [t?.['@type'], t?.[`${S}urlTemplate`]])).toEqual([
      [[`${S}EntryPoint`], [{ '@value': button('checkout') }]],
      [[`${S}EntryPoint`], [{ '@value': button('call') }]],
    ]);
    expect(button('checkout')).toBeDefined();
    const contact = byId(first(org?.[`${S}contactPoint`])['@id']);
    expect(contact?.['@type']).toEqual([`${S}ContactPoint`]);
    expect(contact?.[`${S}email`]).toEqual([{ '@value': site.identity.email }]);
    const address = byId(first(org?.[`${S}address`])['@id']);
    expect(address?.['@type']).toEqual([`${S}PostalAddress`]);
    expect(address?.[`${S}streetAddress`]).toEqual([{ '@value': site.identity.address.streetAddress }]);
  });

  it('would catch a misspelt term and a dropped property, so the checks above can fail', async () => {
    expect(CONTEXT['@context']).not.toHaveProperty('nmae');
    expect(keysOf({ name: 'x', address: { nmae: 'typo' } })).toContain('nmae');
    const lossy = {
      '@context': { name: `${S}name` },
      '@type': `${S}Thing`,
      name: 'x',
      undefinedTerm: 'dropped',
    };
    await expect(expand(lossy)).rejects.toThrow();
  });
});

describe('JSON-LD people', () => {
  it('publishes each person as a Person the Organization names as founder or employee, with an absolute image URL', async () => {
    const nodes = buildPageJsonLd(site, 'about');
    const org = nodes.find((n) => n['@type'] === 'Organization');
    const people = nodes.filter((n) => n['@type'] === 'Person');
    expect(people.map((p) => p.name)).toEqual(['Mara Lind', 'Tomás Reyes']);
    const [mara, tomas] = people;
    expect(org?.founder).toEqual([{ '@id': mara?.['@id'] }]);
    expect(org?.employee).toEqual([{ '@id': tomas?.['@id'] }]);
    expect(mara?.['@id']).toBe(`${TEST_BASE_URL}/#person-mara-lind`);
    expect(tomas?.['@id']).toBe(`${TEST_BASE_URL}/#person-tomas-reyes`);
    expect(mara).toMatchObject({
      jobTitle: 'Founder',
      description: `Mara leads every ${site.offer.name}.`,
      sameAs: ['https://www.linkedin.com/in/example-mara-lind', 'https://mara.example.com'],
      worksFor: { '@id': `${TEST_BASE_URL}/#organization` },
    });
    expect(tomas).not.toHaveProperty('description');
    // The image is the served, content-hashed asset: fetching it gives the JPEG from the fixture.
    const image = String(mara?.image);
    expect(image).toMatch(new RegExp(`^${TEST_BASE_URL}/assets/people-mara-lind\\.[0-9a-z]{12}\\.jpg$`));
    const response = await app.request(image.slice(TEST_BASE_URL.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(site.assets.get('assets/people/mara-lind.jpg')).toMatchObject({ width: 400, height: 400 });
  });
});
