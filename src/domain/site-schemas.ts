// The API schemas whose details come from content (the page slug set, the FitRequest fields), built per site.
import { z } from 'zod';
import type { FitCriterion } from '../content/fit-criteria.js';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { fillWords } from '../content/words/fill.js';
import { exampleProfile } from './fit/fit-example.js';
import { createFitRequestSchema } from './fit/fit-fields.js';
import { pageSlugs } from './page-set.js';

/** A field's description: the criterion's question, with what its type needs an agent to know. */
function describeField(site: Site, c: FitCriterion): string {
  return fillWords(site.words.agents.schema[c.type], { question: c.fieldQuestion, currency: c.currency });
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
 * The schemas whose details come from content: the page slug set and the FitRequest fields. Built once per
 * site: OpenAPI and every tool's schemas read them (each build is most of a millisecond).
 */
export const buildApiSchemas = perSite('api-schemas', (site: Site) => {
  const PageSlug = z.enum(pageSlugs(site)).describe(site.words.agents.openapi.slug);
  return {
    PageSlug,
    FitRequest: createFitRequestSchema(site.criteria, {
      field: (c) => describeField(site, c),
      profile: site.words.agents.schema.profile,
      examples: [exampleProfile(site)],
    }),
    ...createPageSchemas(PageSlug),
  };
});

export type ApiSchemas = ReturnType<typeof buildApiSchemas>;
