// The three UCP catalog operations as pure functions of the parsed request: search, lookup and get product.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { fillWords } from '../../content/words/fill.js';
import { echoClientText } from '../client-echo.js';
import { buildUcpProduct, type UcpProduct, variantId } from './product.js';
import type { CatalogFilters, LookupInput, ProductInput, SearchInput } from './requests.js';
import { MAX_LOOKUP_IDS } from './requests.js';
import { UCP_CAPABILITIES, UCP_VERSION, type UcpCapability } from './version.js';

export type UcpBody = Record<string, unknown>;
/** A catalog answer: the JSON body and the status REST sends (MCP sends the body as the tool's result). */
export interface UcpAnswer {
  status: 200 | 400;
  body: UcpBody;
}

/** The envelope every catalog response starts with: this version and the one capability that answered. */
const envelope = (capability: UcpCapability) => ({
  version: UCP_VERSION,
  capabilities: { [capability]: [{ version: UCP_VERSION }] },
});
const SEARCH_ENVELOPE = envelope(UCP_CAPABILITIES.search);
const LOOKUP_ENVELOPE = envelope(UCP_CAPABILITIES.lookup);

/** An application error in UCP's own shape: status "error" and one message (error_response.json). */
export function ucpError(code: string, content: string): UcpBody {
  return {
    ucp: { version: UCP_VERSION, status: 'error' },
    messages: [{ type: 'error', code, content, severity: 'unrecoverable' }],
  };
}

/** The product's words, lower-cased, that a query word must meet: its title, summary, deliverables and roles. */
const productWords = perSite('ucp-product-words', (site) => {
  const { offer } = site;
  const parts = [
    offer.name,
    offer.summary ?? '',
    ...offer.deliverables.map((d) => d.name),
    ...offer.bestFit.roles,
  ];
  return new Set(splitWords(parts.join(' ')));
});

/** Letters and digits in runs; a character class, so the split is linear in the text. */
const splitWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** AND of the filters the product can be judged on; a category filter excludes it (it has no categories). */
function passesFilters(product: UcpProduct, filters: CatalogFilters | undefined): boolean {
  if (!filters) return true;
  if (filters.categories && filters.categories.length > 0) return false;
  const amount = product.price_range.min.amount;
  const { min, max } = filters.price ?? {};
  return (min === undefined || amount >= min) && (max === undefined || amount <= max);
}

export function searchCatalog(site: Site, input: SearchInput): UcpAnswer {
  const w = site.words.agents.ucp;
  const query = input.query?.trim() ?? '';
  if (query === '' && !input.filters) {
    return {
      status: 400,
      body: ucpError('invalid_request', fillWords(w.noInput, { example: SEARCH_EXAMPLE })),
    };
  }
  if (input.pagination?.cursor !== undefined) {
    return { status: 400, body: ucpError('invalid_cursor', w.unknownCursor) };
  }
  const product = buildUcpProduct(site);
  const known = productWords(site);
  // One product: it matches when any word of three letters or more in the query is one of its words.
  const matches = query === '' || splitWords(query).some((word) => word.length >= 3 && known.has(word));
  const products = matches && passesFilters(product, input.filters) ? [product] : [];
  return {
    status: 200,
    body: {
      ucp: SEARCH_ENVELOPE,
      products,
      pagination: { has_next_page: false, total_count: products.length },
    },
  };
}

export function lookupCatalog(site: Site, input: LookupInput): UcpAnswer {
  const w = site.words.agents.ucp;
  if (input.ids.length > MAX_LOOKUP_IDS) {
    const content = fillWords(w.tooMany, { max: MAX_LOOKUP_IDS, count: input.ids.length });
    return { status: 400, body: ucpError('request_too_large', content) };
  }
  const product = buildUcpProduct(site);
  const variant = variantId(site);
  // Each id that names the product (featured: we chose its one variant) or the variant (exact) correlates.
  const inputs = input.ids.flatMap((id) =>
    id === product.id ? [{ id, match: 'featured' }] : id === variant ? [{ id, match: 'exact' }] : [],
  );
  const missing = input.ids.filter((id) => id !== product.id && id !== variant);
  const found = inputs.length > 0 && passesFilters(product, input.filters);
  const products = found ? [{ ...product, variants: product.variants.map((v) => ({ ...v, inputs })) }] : [];
  const messages = missing.map((id) => ({
    type: 'info',
    code: 'not_found',
    content: fillWords(w.notFound, { id: echoClientText(id, 200), product: product.id }),
  }));
  return {
    status: 200,
    body: {
      ucp: LOOKUP_ENVELOPE,
      products,
      ...(messages.length > 0 ? { messages } : {}),
    },
  };
}

export function getProduct(site: Site, input: ProductInput): UcpAnswer {
  const product = buildUcpProduct(site);
  if (input.id !== product.id && input.id !== variantId(site)) {
    const content = fillWords(site.words.agents.ucp.notFound, {
      id: echoClientText(input.id, 200),
      product: product.id,
    });
    // Not found is an outcome the handler reports in the envelope, not a transport error (the lookup spec).
    return { status: 200, body: ucpError('not_found', content) };
  }
  return { status: 200, body: productAnswer(site) };
}

/** No options: nothing to select, so `selected` is empty and the one variant is the featured one. */
const productAnswer = perSite('ucp-product-answer', (site) => ({
  ucp: LOOKUP_ENVELOPE,
  product: { ...buildUcpProduct(site), selected: [] },
}));

/** The smallest valid search, for the hints. */
export const SEARCH_EXAMPLE = '{"query": "…"}';
