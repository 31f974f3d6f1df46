// UCP on a running door (Node, the Worker): the UCP conformance suite's checks that apply to a catalog-only
// business, and every catalog answer, over REST and MCP, against the official schemas of release 2026-04-08.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, it } from 'vitest';
import { UCP_SCHEMA_REFS as R, ucpErrors } from '../helpers/ucp-schemas.js';
import type { E2ETarget, Send } from './http.js';

interface Binding {
  transport: string;
  endpoint: string;
  spec: string;
  schema: string;
}

export function registerUcpTests(send: Send, target: () => E2ETarget): void {
  const profile = async () => {
    const res = await send('/.well-known/ucp');
    expect(res.status).toBe(200);
    return (res.json() as { ucp: unknown }).ucp as {
      version: string;
      services: Record<string, Binding[]>;
      capabilities: Record<string, Binding[]>;
    };
  };

  // The suite's test_discovery, less what only a checkout business has (its checkout capabilities, payment
  // handlers): the profile parses as the discovery profile, at a dated version, with the shopping service's REST
  // endpoint.
  it('discovery: /.well-known/ucp is a valid business profile with the shopping service over REST', async () => {
    const ucp = await profile();
    expect(ucpErrors(R.profile, ucp)).toEqual([]);
    expect(ucp.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rest = ucp.services['dev.ucp.shopping']?.find((s) => s.transport === 'rest');
    expect(rest?.endpoint).toBe(`${target().baseUrl}/ucp`);
  });

  // The suite's test_discovery_urls: every spec and schema URL must answer. Those of this site are fetched; the
  // ucp.dev ones are checked offline (CI reaches no other host): on ucp.dev, as the namespace binding requires,
  // at this version, and each schema one the pinned release publishes.
  it('discovery URLs: each is on ucp.dev at the profile’s version, and each schema is one of the release', async () => {
    const ucp = await profile();
    const bindings = [...Object.values(ucp.services), ...Object.values(ucp.capabilities)].flat();
    expect(bindings.length).toBeGreaterThan(0);
    for (const { spec, schema } of bindings) {
      for (const url of [spec, schema]) {
        const { origin, pathname } = new URL(url);
        expect([origin, pathname.split('/')[1]], url).toEqual(['https://ucp.dev', ucp.version]);
      }
      if (schema.includes('/schemas/')) ucpErrors(`${schema.split('/schemas/')[1]}#`, {});
    }
  });

  // The suite's core test_discovery_schema_and_types: every service and capability name in reverse-DNS form,
  // every version a date; no payment handler (the suite checks their names only when there are some).
  it('discovery names: reverse-DNS service and capability names, every version dated', async () => {
    const ucp = (await profile()) as Awaited<ReturnType<typeof profile>> & { payment_handlers?: unknown };
    expect(Object.keys(ucp.payment_handlers ?? {})).toEqual([]);
    for (const group of [ucp.services, ucp.capabilities]) {
      for (const [name, bindings] of Object.entries(group)) {
        expect(name).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
        for (const b of bindings as { version?: unknown }[])
          if (b.version !== undefined) expect(String(b.version)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  // The suite's core test_version_negotiation: a UCP-Agent at this version, and one from the future, still get
  // the profile (the suite also allows a structured 400 for the second).
  it('version negotiation: discovery answers a UCP-Agent at this version and at a future one', async () => {
    const { version } = await profile();
    for (const asked of [version, '2099-01-01']) {
      const res = await send('/.well-known/ucp', {
        headers: { 'ucp-agent': `profile="https://agent.example/profile"; version="${asked}"` },
      });
      expect(res.status, asked).toBe(200);
      expect(ucpErrors(R.profile, (res.json() as { ucp: unknown }).ucp)).toEqual([]);
    }
  });

  it('every catalog answer over REST validates, at the endpoint the profile names', async () => {
    const { site } = target();
    const ucp = await profile();
    const rest = ucp.services['dev.ucp.shopping']?.find((s) => s.transport === 'rest')?.endpoint ?? '';
    const path = new URL(rest).pathname;
    const post = async (op: string, body: object) =>
      (await send(`${path}/catalog/${op}`, { method: 'POST', body: JSON.stringify(body) })).json() as {
        products?: unknown[];
      };
    expect(ucpErrors(R.searchResponse, await post('search', { query: site.offer.name }))).toEqual([]);
    const lookup = await post('lookup', { ids: [site.offer.id, 'no-such-product'] });
    expect(ucpErrors(R.lookupResponse, lookup)).toEqual([]);
    expect(lookup.products).toHaveLength(1);
    expect(ucpErrors(R.productResponse, await post('product', { id: site.offer.id }))).toEqual([]);
    expect(ucpErrors(R.error, await post('product', { id: 'no-such-product' }))).toEqual([]);
    expect(ucpErrors(R.error, await post('search', {}))).toEqual([]);
  });

  it('the MCP binding the profile names: search_catalog, lookup_catalog and get_product answer as REST does', async () => {
    const { site } = target();
    const ucp = await profile();
    const mcp = ucp.services['dev.ucp.shopping']?.find((s) => s.transport === 'mcp')?.endpoint ?? '';
    const client = new Client(
      { name: 'e2e-ucp', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(new URL(mcp).pathname, target().url)));
    try {
      const meta = { 'ucp-agent': { profile: 'https://platform.example/profile.json' } };
      const call = async (name: string, catalog: object) =>
        (await client.callTool({ name, arguments: { meta, catalog } })).structuredContent;
      const search = await call('search_catalog', { query: site.offer.name });
      expect(ucpErrors(R.searchResponse, search)).toEqual([]);
      const rest = await send('/ucp/catalog/search', {
        method: 'POST',
        body: JSON.stringify({ query: site.offer.name }),
      });
      expect(search).toEqual(rest.json());
      expect(ucpErrors(R.lookupResponse, await call('lookup_catalog', { ids: [site.offer.id] }))).toEqual([]);
      expect(ucpErrors(R.productResponse, await call('get_product', { id: site.offer.id }))).toEqual([]);
    } finally {
      await client.close();
    }
  });
}
