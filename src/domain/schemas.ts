// The public resources of the API as zod schemas: the one definition behind types, validation, OpenAPI and MCP.
// Descriptions are named, not written: `words` in a schema's meta is a key of the site's agents.fields words,
// which the OpenAPI document and the MCP tool schemas fill in (render/schema-words.ts), in the site's language.
import { z } from 'zod';

import { createPageSchemas } from './site-schemas.js';

export type { FitRequest } from './fit/fit-fields.js';
export { type ApiSchemas, buildApiSchemas } from './site-schemas.js';

export const API_VERSION = '1.0.0';

/** Per-field problems listed in one error (issues); issueCount still counts them all. */
export const MAX_REPORTED_ISSUES = 10;

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ words: 'errorCode' }),
      message: z.string().meta({ words: 'errorMessage' }),
      hint: z.string().optional().meta({ words: 'errorHint' }),
      docs: z.url().optional().meta({ words: 'errorDocs' }),
      status: z.int().meta({ words: 'errorStatus' }),
      issues: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .meta({ words: 'errorIssues' }),
      issueCount: z.int().min(0).optional().meta({ words: 'errorIssueCount' }),
    }),
  })
  .meta({ id: 'Error', words: 'error' });

export const MoneySchema = z
  .object({
    amount: z.number().meta({ words: 'moneyAmount' }),
    currency: z.string().length(3).meta({ words: 'moneyCurrency' }),
    model: z.string().optional().meta({ words: 'moneyModel' }),
    taxIncluded: z.boolean().optional().meta({ words: 'moneyTaxIncluded' }),
  })
  .meta({ id: 'Money' });

export const DeliverableSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string() })
  .meta({ id: 'Deliverable' });

export const ActionSchema = z
  .object({ name: z.string(), url: z.string(), method: z.string().optional() })
  .meta({ id: 'Action', words: 'action' });

export const RevenueRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string().length(3),
});

export const OfferSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    provider: z.string().optional(),
    summary: z.string().optional(),
    price: MoneySchema,
    duration: z.object({ value: z.number(), unit: z.string() }),
    guarantee: z.string().optional(),
    credit: z.string().optional(),
    deliverables: z.array(DeliverableSchema),
    bestFit: z
      .object({
        description: z.string().optional(),
        revenueRange: RevenueRangeSchema.optional(),
        roles: z.array(z.string()).optional(),
      })
      .optional(),
    poorFit: z.array(z.string()).optional(),
    actions: z
      .object({
        checkout: ActionSchema.meta({ words: 'actionCheckout' }),
        call: ActionSchema.meta({ words: 'actionCall' }),
        email: ActionSchema.meta({ words: 'actionEmail' }),
      })
      .optional()
      .meta({ words: 'actions' }),
  })
  .meta({ id: 'Offer', words: 'offer' });

export const FitCheckSchema = z
  .object({
    id: z.string().meta({ words: 'checkId' }),
    criterion: z.string().meta({ words: 'checkCriterion' }),
    result: z.enum(['pass', 'fail', 'unknown']),
    note: z.string().optional(),
  })
  .meta({ id: 'FitCheck' });

export const FitResultSchema = z
  .object({
    verdict: z.enum(['strong-fit', 'possible-fit', 'poor-fit', 'unknown']),
    score: z.object({ earned: z.int(), available: z.int() }).optional(),
    checks: z.array(FitCheckSchema).meta({ words: 'resultChecks' }),
    recommendation: z.string().optional(),
    disclaimer: z.string().meta({ words: 'resultDisclaimer' }),
  })
  .meta({ id: 'FitResult' });

const staticPages = createPageSchemas(z.string());
export const PageSummarySchema = staticPages.PageSummary;
export const PageSchema = staticPages.Page;
export const PageListSchema = staticPages.PageList;

const healthFields = { status: z.literal('ok'), service: z.string(), apiVersion: z.string() };

export const HealthSchema = z
  .object({
    ...healthFields,
    endpoints: z.object({ openapi: z.url(), mcp: z.url(), llms: z.url() }).optional(),
  })
  .meta({ id: 'Health' });

/** Health where no MCP endpoint answers (a static export without a live origin): it names none. */
export const StaticHealthSchema = z.object({
  ...healthFields,
  endpoints: z.object({ openapi: z.url(), llms: z.url() }).optional(),
});

export type ApiError = z.infer<typeof ErrorSchema>;
export type Offer = z.infer<typeof OfferSchema>;
export type FitCheck = z.infer<typeof FitCheckSchema>;
export type FitResult = z.infer<typeof FitResultSchema>;
export type PageSummary = z.infer<typeof PageSummarySchema>;
export type Page = z.infer<typeof PageSchema>;
export type PageList = z.infer<typeof PageListSchema>;
export type Health = z.infer<typeof HealthSchema>;
export type StaticHealth = z.infer<typeof StaticHealthSchema>;
