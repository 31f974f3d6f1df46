// A catalog operation from raw input (REST body text, or an MCP tool's catalog argument) to its UCP answer.
import type { z } from 'zod';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { describeFieldIssues } from '../fit/fit.js';
import {
  getProduct,
  lookupCatalog,
  SEARCH_EXAMPLE,
  searchCatalog,
  type UcpAnswer,
  ucpError,
} from './catalog.js';
import { buildUcpProduct } from './product.js';
import { LookupRequest, ProductRequest, SearchRequest } from './requests.js';

export type UcpOperation = 'search' | 'lookup' | 'product';

const REQUESTS: Record<UcpOperation, z.ZodType> = {
  search: SearchRequest,
  lookup: LookupRequest,
  product: ProductRequest,
};

/** Each operation's name as its refusals name the request that does not fit. */
const OPERATION_NAMES: Readonly<Record<UcpOperation, string>> = {
  search: 'search_catalog',
  lookup: 'lookup_catalog',
  product: 'get_product',
};

/** A valid request of each operation, naming this site's product, for the refusals' hints. */
function exampleOf(site: Site, op: UcpOperation): string {
  const id = buildUcpProduct(site).id;
  if (op === 'search') return SEARCH_EXAMPLE;
  return op === 'lookup' ? JSON.stringify({ ids: [id] }) : JSON.stringify({ id });
}

/** The request as parsed JSON (an MCP tool's `catalog` argument): refused with the fields that are wrong. */
export function answerUcpInput(site: Site, op: UcpOperation, input: unknown): UcpAnswer {
  const zodErrors = site.locale.zodErrors;
  const parsed = REQUESTS[op].safeParse(input, zodErrors ? { error: zodErrors } : undefined);
  if (!parsed.success) {
    const w = site.words.errors;
    const unknownKey = fillWords(w.unknownProperty, { schema: OPERATION_NAMES[op] });
    const problems = describeFieldIssues(parsed.error, unknownKey)
      .map((i) => `${i.path || w.tools.arguments}${site.words.typography.colon} ${i.message}`)
      .join('; ');
    const content = fillWords(site.words.agents.ucp.invalid, { problems, example: exampleOf(site, op) });
    return { status: 400, body: ucpError('invalid_request', content) };
  }
  if (op === 'search') return searchCatalog(site, parsed.data as z.output<typeof SearchRequest>);
  if (op === 'lookup') return lookupCatalog(site, parsed.data as z.output<typeof LookupRequest>);
  return getProduct(site, parsed.data as z.output<typeof ProductRequest>);
}

/** The REST body text: JSON whatever Content-Type says, as POST /api/fit reads it. */
export function answerUcpText(site: Site, op: UcpOperation, text: string): UcpAnswer {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    const content = fillWords(site.words.agents.ucp.badJson, { example: exampleOf(site, op) });
    return { status: 400, body: ucpError('invalid_request', content) };
  }
  return answerUcpInput(site, op, input);
}
