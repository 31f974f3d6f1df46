// The business profile at /.well-known/ucp: this version, the REST and MCP bindings, the two catalog capabilities.
import type { LiveEndpoints } from '../live-endpoints.js';
import { UCP_CAPABILITIES, UCP_PATHS, UCP_VERSION, ucpDocs } from './version.js';

/**
 * Only what is served: catalog search and lookup over REST (`/ucp`) and MCP (the site's `/mcp`, where the
 * three catalog tools sit beside the offer's own). No checkout, cart or order capability and no payment
 * handler: buying happens on the owner's own checkout, which each product's variant links to.
 */
export function buildUcpProfile(live: LiveEndpoints) {
  // Where the bindings answer: this site, or a static export's live origin (src/domain/live-endpoints.ts).
  const base = live.base;
  const spec = ucpDocs('specification/overview');
  const capability = (name: string, schema: string) => [
    {
      version: UCP_VERSION,
      spec: ucpDocs(`specification/catalog/${name}`),
      schema: ucpDocs(`schemas/shopping/${schema}`),
    },
  ];
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        'dev.ucp.shopping': [
          {
            version: UCP_VERSION,
            spec,
            transport: 'rest',
            endpoint: `${base}${UCP_PATHS.rest}`,
            schema: ucpDocs('services/shopping/rest.openapi.json'),
          },
          {
            version: UCP_VERSION,
            spec,
            transport: 'mcp',
            endpoint: live.mcp,
            schema: ucpDocs('services/shopping/mcp.openrpc.json'),
          },
        ],
      },
      capabilities: {
        [UCP_CAPABILITIES.search]: capability('search', 'catalog_search.json'),
        [UCP_CAPABILITIES.lookup]: capability('lookup', 'catalog_lookup.json'),
      },
      payment_handlers: {},
    },
  };
}
