// The API schemas whose details come from content (the page slug set, the revenue currency), built per site.
import { z } from 'zod';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { fillWords } from '../content/words/fill.js';
import { type ExampleProfile, exampleProfile } from './fit/fit-example.js';
import { pageSlugs } from './page-set.js';

/** Longest role a fit request may name, in UTF-16 code units (what zod's max counts). */
export const MAX_ROLE_LENGTH = 200;

/** What a schema says about each FitRequest field and the whole profile; absent, the schema describes nothing. */
export type FitRequestDescriptions = Record<
  'profile' | 'annualRevenue' | 'founderLed' | 'role' | 'priorPositioningWork',
  string
>;

/**
 * FitRequest: validation is the same for every site; a site's schema adds its descriptions (the site's own
 * fit questions, in its language) and an example for OpenAPI and the MCP input schema.
 */
export function createFitRequestSchema(
  descriptions?: FitRequestDescriptions,
  examples: ExampleProfile[] = [],
) {
  const describe = <T extends z.ZodType>(schema: T, key: keyof FitRequestDescriptions): T =>
    descriptions ? schema.describe(descriptions[key]) : schema;
  return z
    .strictObject({
      annualRevenue: describe(z.number().min(0), 'annualRevenue').optional(),
      founderLed: describe(z.boolean(), 'founderLed').optional(),
      role: describe(z.string().max(MAX_ROLE_LENGTH), 'role').optional(),
      priorPositioningWork: describe(z.boolean(), 'priorPositioningWork').optional(),
    })
    .meta({
      ...(descriptions ? { description: descriptions.profile } : {}),
      // The "at least one field" rule, stated where generated clients and validators can see it.
      minProperties: 1,
      ...(examples.length > 0 ? { examples } : {}),
    });
}

/** The site's descriptions of the FitRequest fields: its fit questions, with the rules an agent needs. */
function describeFitRequest(site: Site): FitRequestDescriptions {
  const w = site.words.agents.schema;
  const question = (field: string) => site.fitQuestions.find((q) => q.field === field)?.question ?? '';
  const { currency } = site.offer.bestFit.revenueRange;
  return {
    profile: w.profile,
    annualRevenue: fillWords(w.annualRevenue, { question: question('annualRevenue'), currency }),
    founderLed: fillWords(w.field, { question: question('founderLed') }),
    role: fillWords(w.role, { question: question('role') }),
    priorPositioningWork: fillWords(w.field, { question: question('priorPositioningWork') }),
  };
}

export function createPageSchemas(slug: z.ZodType<string>) {
  const summary = z.object({
    slug,
    title: z.string(),
    description: z.string().optional(),
    url: z.url().meta({ words: 'pageUrl' }),
    markdownUrl: z.url().meta({ words: 'pageMarkdownUrl' }),
  });
  return {
    PageSummary: summary,
    Page: summary.extend({ markdown: z.string().meta({ words: 'pageMarkdown' }) }),
    PageList: z.object({ count: z.int(), pages: z.array(summary) }),
  };
}

/**
 * The schemas whose details come from content: the page slug set and the revenue currency. Built once per
 * site: OpenAPI and every tool's schemas read them (each build is most of a millisecond).
 */
export const buildApiSchemas = perSite('api-schemas', (site: Site) => {
  const PageSlug = z.enum(pageSlugs(site)).describe(site.words.agents.openapi.slug);
  return {
    PageSlug,
    FitRequest: createFitRequestSchema(describeFitRequest(site), [exampleProfile(site)]),
    ...createPageSchemas(PageSlug),
  };
});

export type ApiSchemas = ReturnType<typeof buildApiSchemas>;
