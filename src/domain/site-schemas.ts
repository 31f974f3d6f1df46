// The API schemas whose details come from content (the page slug set, the revenue currency), built per site.
import { z } from 'zod';
import type { Site } from '../content/site.js';
import { type ExampleProfile, exampleProfile } from './fit/fit-example.js';
import { pageSlugs } from './page-set.js';

/** Longest role a fit request may name, in UTF-16 code units (what zod's max counts). */
export const MAX_ROLE_LENGTH = 200;

/** FitRequest, with the revenue's currency named in its description (the currency of the offer's revenue band). */
export function createFitRequestSchema(currency: string, examples: ExampleProfile[] = []) {
  return z
    .strictObject({
      annualRevenue: z.number().min(0).describe(`Annual revenue in whole ${currency}.`).optional(),
      founderLed: z.boolean().describe("Whether the founder's own name carries the brand.").optional(),
      role: z
        .string()
        .max(MAX_ROLE_LENGTH)
        .describe(
          'Role as people write it; it matches when it contains one of the offer’s roles as whole words.',
        )
        .optional(),
      priorPositioningWork: z
        .boolean()
        .describe('Whether the founder has already paid for positioning, decks or personal-brand help.')
        .optional(),
    })
    .meta({
      description: 'A founder profile. Every field is optional, but at least one must be supplied.',
      // The "at least one field" rule, stated where generated clients and validators can see it.
      minProperties: 1,
      ...(examples.length > 0 ? { examples } : {}),
    });
}

export function createPageSchemas(slug: z.ZodType<string>) {
  const summary = z.object({
    slug,
    title: z.string(),
    description: z.string().optional(),
    url: z.url().describe('HTML address.'),
    markdownUrl: z.url().describe('Address of the Markdown twin.'),
  });
  return {
    PageSummary: summary,
    Page: summary.extend({ markdown: z.string().describe('The full Markdown body.') }),
    PageList: z.object({ count: z.int(), pages: z.array(summary) }),
  };
}

/** The schemas whose details come from content: the page slug set and the revenue currency. */
export function buildApiSchemas(site: Site) {
  const PageSlug = z.enum(pageSlugs(site)).describe('A page slug, as listed by listPages.');
  return {
    PageSlug,
    FitRequest: createFitRequestSchema(site.offer.bestFit.revenueRange.currency, [exampleProfile(site)]),
    ...createPageSchemas(PageSlug),
  };
}

export type ApiSchemas = ReturnType<typeof buildApiSchemas>;
