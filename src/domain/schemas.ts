// The public resources of the API as zod schemas: the one definition behind types, validation, OpenAPI and MCP.
import { z } from 'zod';

import { createFitRequestSchema, createPageSchemas } from './site-schemas.js';

export { FIT_CRITERION_IDS } from '../content/schemas/offer-file.js';
export { type ApiSchemas, buildApiSchemas, MAX_ROLE_LENGTH } from './site-schemas.js';

export const API_VERSION = '1.0.0';

/** Per-field problems listed in one error (issues); issueCount still counts them all. */
export const MAX_REPORTED_ISSUES = 10;

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable error slug, e.g. page_not_found.'),
      message: z.string().describe('What went wrong.'),
      hint: z.string().optional().describe('What to do about it.'),
      docs: z.url().optional().describe('Link to the API description.'),
      status: z.int().describe('HTTP status code.'),
      issues: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .describe(
          `Per-field problems (validation_failed and empty_profile): the first ${MAX_REPORTED_ISSUES} at most.`,
        ),
      issueCount: z
        .int()
        .min(0)
        .optional()
        .describe(`How many per-field problems there are in all; issues lists up to ${MAX_REPORTED_ISSUES}.`),
    }),
  })
  .meta({ id: 'Error', description: 'Every failure of the API has this shape.' });

export const MoneySchema = z
  .object({
    amount: z.number().describe('Amount in major units.'),
    currency: z.string().length(3).describe('ISO 4217 code.'),
    model: z.string().optional().describe('Pricing model; the offer uses `fixed`.'),
  })
  .meta({ id: 'Money' });

export const DeliverableSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string() })
  .meta({ id: 'Deliverable' });

export const ActionSchema = z
  .object({ name: z.string(), url: z.string(), method: z.string().optional() })
  .meta({ id: 'Action', description: 'A link for a human: checkout, booking a call, or e-mail.' });

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
        checkout: ActionSchema.describe('Pay for the engagement (a hosted payment link).'),
        call: ActionSchema.describe('Book a call with a person first.'),
        email: ActionSchema.describe('Write an e-mail (a mailto: link).'),
      })
      .optional()
      .describe('Links for a human to act on; purchase is never done through the API.'),
  })
  .meta({
    id: 'Offer',
    description: 'The one engagement on offer, with the links a human uses to act on it.',
  });

/** The request shape for validation and types; the per-site one (buildApiSchemas) names the currency. */
export const FitRequestSchema = createFitRequestSchema();

export const FitCheckSchema = z
  .object({
    id: z.string().describe('Criterion identifier.'),
    criterion: z.string().describe('Criterion text.'),
    result: z.enum(['pass', 'fail', 'unknown']),
    note: z.string().optional(),
  })
  .meta({ id: 'FitCheck' });

export const FitResultSchema = z
  .object({
    verdict: z.enum(['strong-fit', 'possible-fit', 'poor-fit', 'unknown']),
    score: z.object({ earned: z.int(), available: z.int() }).optional(),
    checks: z.array(FitCheckSchema).describe('One entry per criterion.'),
    recommendation: z.string().optional(),
    disclaimer: z.string().describe('States that the result is indicative and mechanical.'),
  })
  .meta({ id: 'FitResult' });

const staticPages = createPageSchemas(z.string());
export const PageSummarySchema = staticPages.PageSummary;
export const PageSchema = staticPages.Page;
export const PageListSchema = staticPages.PageList;

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    service: z.string(),
    apiVersion: z.string(),
    endpoints: z.object({ openapi: z.url(), mcp: z.url(), llms: z.url() }).optional(),
  })
  .meta({ id: 'Health' });

export type ApiError = z.infer<typeof ErrorSchema>;
export type Offer = z.infer<typeof OfferSchema>;
export type FitRequest = z.infer<typeof FitRequestSchema>;
export type FitCheck = z.infer<typeof FitCheckSchema>;
export type FitResult = z.infer<typeof FitResultSchema>;
export type PageSummary = z.infer<typeof PageSummarySchema>;
export type Page = z.infer<typeof PageSchema>;
export type PageList = z.infer<typeof PageListSchema>;
export type Health = z.infer<typeof HealthSchema>;
