// The four tools' input and output schemas as zod, per site: one source for MCP and the in-browser (WebMCP) tools.
import { z } from 'zod';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { pageSlugs } from './page-set.js';
import { type ApiSchemas, buildApiSchemas, FitResultSchema, OfferSchema } from './schemas.js';
import type { ToolSummary } from './tool-catalog.js';

export type ToolName = ToolSummary['name'];

const NoArguments = z.strictObject({});

/** get_page takes one slug of the content's page set. */
function getPageArguments(api: ApiSchemas, slugs: readonly string[], words: string) {
  return z.strictObject({ slug: api.PageSlug.describe(fillWords(words, { slugs: slugs.join(', ') })) });
}

export function buildToolSchemas(site: Site) {
  const api = buildApiSchemas(site);
  const slugs = pageSlugs(site);
  return {
    get_offer: { input: NoArguments, output: OfferSchema },
    check_fit: { input: api.FitRequest, output: FitResultSchema },
    list_pages: { input: NoArguments, output: api.PageList },
    get_page: { input: getPageArguments(api, slugs, site.words.agents.tools.slug), output: api.Page },
  } satisfies Record<ToolName, { input: z.ZodType; output: z.ZodType }>;
}

export type ToolSchemas = ReturnType<typeof buildToolSchemas>;
