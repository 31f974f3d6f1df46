// What the three catalog operations accept, parsed with zod: unknown members pass (UCP extends by adding them).
import { z } from 'zod';

/** Lookups are batches; the spec asks for at least 10 ids and lets a business set its limit. */
export const MAX_LOOKUP_IDS = 50;
/** Longer than any id or query of ours; a longer one cannot match and is refused rather than scanned. */
const MAX_TEXT = 1000;

const text = z.string().max(MAX_TEXT);
const Filters = z.looseObject({
  categories: z.array(text).max(50).optional(),
  price: z
    .looseObject({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() })
    .optional(),
});

export const SearchRequest = z.looseObject({
  query: text.optional(),
  filters: Filters.optional(),
  pagination: z
    .looseObject({ cursor: text.optional(), limit: z.number().int().min(1).optional() })
    .optional(),
  context: z.looseObject({}).optional(),
});

export const LookupRequest = z.looseObject({
  ids: z.array(text).min(1),
  filters: Filters.optional(),
  context: z.looseObject({}).optional(),
});

export const ProductRequest = z.looseObject({
  id: text,
  selected: z
    .array(z.looseObject({ name: text, label: text }))
    .max(50)
    .optional(),
  filters: Filters.optional(),
  context: z.looseObject({}).optional(),
});

export type SearchInput = z.output<typeof SearchRequest>;
export type LookupInput = z.output<typeof LookupRequest>;
export type ProductInput = z.output<typeof ProductRequest>;
export type CatalogFilters = z.output<typeof Filters>;

/**
 * The envelope of every catalog answer, as far as this API's own document describes it: UCP's schemas (pinned
 * in the profile's `schema` URLs, and validated in the tests) define the rest of each product and message.
 */
export const UcpAnswerSchema = z.looseObject({
  ucp: z.looseObject({
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    status: z.enum(['success', 'error']).optional(),
  }),
  products: z.array(z.looseObject({ id: z.string(), title: z.string() })).optional(),
  product: z.looseObject({ id: z.string(), title: z.string() }).optional(),
  messages: z
    .array(z.looseObject({ type: z.enum(['error', 'warning', 'info']), content: z.string() }))
    .optional(),
});
