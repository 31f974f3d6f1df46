// The API schemas whose details come from content (the page slug set, the revenue currency), built per site.
import { z } from 'zod';
import type { Site } from '../content/site.js';
import { type FitFieldName, questionsByField } from '../content/words/fit-questions.js';
import { type ExampleProfile, exampleProfile } from './fit/fit-example.js';
import { pageSlugs } from './page-set.js';

/** Longest role a fit request may name, in UTF-16 code units (what zod's max counts). */
export const MAX_ROLE_LENGTH = 200;

export type FitFieldDescriptions = Readonly<Record<FitFieldName, string>>;

/** The descriptions of the site-independent FitRequest (the contract's shape, used to validate). */
const GENERIC_DESCRIPTIONS: FitFieldDescriptions = {
  annualRevenue: 'Annual revenue in whole units of the offer’s revenue currency.',
  founderLed: 'Whether the business is led by its founder.',
  role: 'Role as people write it.',
  priorPositioningWork: 'Whether similar work has been paid for before.',
};

/** FitRequest; a site's schema describes each field with the site's fit question (site.fitQuestions). */
export function createFitRequestSchema(
  descriptions: FitFieldDescriptions = GENERIC_DESCRIPTIONS,
  examples: ExampleProfile[] = [],
) {
  return z
    .strictObject({
      annualRevenue: z.number().min(0).describe(descriptions.annualRevenue).optional(),
      founderLed: z.boolean().describe(descriptions.founderLed).optional(),
      role: z.string().max(MAX_ROLE_LENGTH).describe(descriptions.role).optional(),
      priorPositioningWork: z.boolean().describe(descriptions.priorPositioningWork).optional(),
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
    FitRequest: createFitRequestSchema(questionsByField(site.fitQuestions), [exampleProfile(site)]),
    ...createPageSchemas(PageSlug),
  };
}

export type ApiSchemas = ReturnType<typeof buildApiSchemas>;
