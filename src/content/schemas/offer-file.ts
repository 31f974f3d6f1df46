// offer.yaml: the one engagement on offer, its fit criteria and the words of its actions.
import { z } from 'zod';
import { currencyCode, text } from './common.js';
import { CriterionFileSchema, checkCriteria, MAX_CRITERIA } from './criterion-file.js';

/**
 * Per action, both off by default: the API, MCP, llms.txt and agents.md give the owner's exact link, as the
 * contract has it. `route` gives them the site's own /go/ link instead, so their hand-offs are counted;
 * `attribution` adds utm_source, utm_medium and utm_campaign (and client_reference_id for a Stripe payment
 * link) to where the link leads. docs/content.md, "Hand-offs".
 */
const handoffFile = z.strictObject({
  route: z.boolean().default(false),
  attribution: z.boolean().default(false),
});

const actionFile = z.strictObject({ name: text, method: text.optional(), handoff: handoffFile.optional() });

const deliverableFile = z.strictObject({ id: text, name: text, description: text });

export const OfferFileSchema = z
  .strictObject({
    id: text,
    name: text,
    summary: text.optional(),
    price: z.strictObject({
      amount: z.number().min(0),
      currency: currencyCode,
      /** The pricing model: `fixed`, `hourly`, `daily` and `monthly` are shown in the site's words, others as written. */
      model: text.optional(),
      /** Whether the amount includes VAT; left out, the site says nothing about tax. */
      taxIncluded: z.boolean().optional(),
      /** How prices show the currency: its ISO code ("USD 12,000", the default) or its symbol ("$12,000"). */
      display: z.enum(['code', 'symbol']).default('code'),
    }),
    duration: z.strictObject({ value: z.number().positive(), unit: text }),
    /**
     * The guarantee as one text, or as dated steps in order ("Thursday, 12:00 noon: tell us …"), which pages list
     * as steps; the API and the twins read the steps as one text.
     */
    guarantee: z.union([text, z.array(text).min(1).max(8, 'at most 8 steps')]).optional(),
    /** The guarantee as one promise (about ten words) for the hero; the full text stays one step away. */
    guaranteeShort: text.optional(),
    credit: text.optional(),
    poorFit: z.array(text).optional(),
    deliverables: z.array(deliverableFile).min(1, 'list at least one deliverable').max(12),
    bestFit: z.strictObject({
      description: text,
      revenueRange: z.strictObject({
        min: z.number().min(0),
        max: z.number().min(0),
        currency: currencyCode,
      }),
      roles: z.array(text).min(1),
    }),
    actions: z.strictObject({ checkout: actionFile, call: actionFile, email: actionFile }),
    /** The action the header and hero lead with; premium studios lead with the conversation, so a call by default. */
    primaryAction: z.enum(['checkout', 'call', 'email']).optional(),
    criteria: z
      .array(CriterionFileSchema)
      .min(1, 'list at least one criterion')
      .max(MAX_CRITERIA, `at most ${MAX_CRITERIA} criteria`),
    fitDisclaimer: text,
    /** The result's recommendation per verdict, in the owner's words; plain defaults otherwise. */
    recommendations: z
      .strictObject({
        'strong-fit': text.optional(),
        'possible-fit': text.optional(),
        'poor-fit': text.optional(),
        unknown: text.optional(),
      })
      .optional(),
  })
  .superRefine((offer, ctx) => {
    const { min, max } = offer.bestFit.revenueRange;
    if (min > max)
      ctx.addIssue({ code: 'custom', path: ['bestFit', 'revenueRange'], message: 'min must be <= max' });
    for (const { path, message } of checkCriteria(offer.criteria))
      ctx.addIssue({ code: 'custom', path: ['criteria', ...path], message });
  })
  .transform(({ guarantee, ...offer }) => ({
    ...offer,
    ...(guarantee === undefined
      ? {}
      : { guarantee: typeof guarantee === 'string' ? guarantee : guarantee.join(' ') }),
    ...(Array.isArray(guarantee) ? { guaranteeSteps: guarantee } : {}),
  }));

export type OfferFile = z.infer<typeof OfferFileSchema>;
export type { CriterionFile } from './criterion-file.js';
