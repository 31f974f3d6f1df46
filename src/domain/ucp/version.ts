// The Universal Commerce Protocol version this site speaks, the capabilities it serves, and their published URLs.

/** The dated UCP release the catalog answers follow (its schemas, pinned, validate them in the tests). */
export const UCP_VERSION = '2026-04-08';

/** Only what is served: catalog search and lookup. No checkout, cart, order or payment capability. */
export const UCP_CAPABILITIES = {
  search: 'dev.ucp.shopping.catalog.search',
  lookup: 'dev.ucp.shopping.catalog.lookup',
} as const;

export type UcpCapability = (typeof UCP_CAPABILITIES)[keyof typeof UCP_CAPABILITIES];

/** Where ucp.dev publishes the spec and schema of a capability at this version (the origin its name binds to). */
export const ucpDocs = (path: string) => `https://ucp.dev/${UCP_VERSION}/${path}`;

/** The site's UCP paths: the business profile and the REST binding's endpoint, under which the operations sit. */
export const UCP_PATHS = {
  profile: '/.well-known/ucp',
  rest: '/ucp',
  search: '/ucp/catalog/search',
  lookup: '/ucp/catalog/lookup',
  product: '/ucp/catalog/product',
} as const;
