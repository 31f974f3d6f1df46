// Schemas of the content folder's files (site.yaml, offer.yaml, page front matter): what an owner may write.
import { z } from 'zod';

/** The fit criteria the code knows how to judge, one per FitRequest field, in the order checks are listed. */
export const FIT_CRITERION_IDS = ['revenue-band', 'founder-led', 'expert-role', 'prior-positioning'] as const;
/** The API's page slugs; every site has these pages. */
export const PAGE_SLUGS = ['index', 'about', 'contact', 'developers', 'privacy'] as const;

const text = z.string().trim().min(1, 'must not be empty');
const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const SiteFileSchema = z.strictObject({
  name: text,
  legalName: text.optional(),
  url: httpsUrl,
  tagline: text,
  description: text,
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag such as en or en-GB'),
  email: z.email(),
  telephone: text.optional(),
  address: z.strictObject({
    streetAddress: text,
    addressLocality: text,
    addressRegion: text.optional(),
    postalCode: text,
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US'),
  }),
  links: z.strictObject({ checkout: httpsUrl, booking: httpsUrl }),
  engine: z.strictObject({ url: httpsUrl, description: text }),
  robots: z.strictObject({ aiTrain: z.boolean() }),
});

const actionFile = z.strictObject({ name: text, method: text.optional() });

export const CriterionFileSchema = z.strictObject({
  id: z.enum(FIT_CRITERION_IDS),
  criterion: text,
  weight: z.int().min(1),
  required: z.boolean(),
});

const deliverableFile = z.strictObject({ id: text, name: text, description: text });

export const OfferFileSchema = z
  .strictObject({
    id: text,
    name: text,
    provider: text.optional(),
    summary: text.optional(),
    price: z.strictObject({
      amount: z.number().min(0),
      currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
      model: text.optional(),
    }),
    duration: z.strictObject({ value: z.number().positive(), unit: text }),
    guarantee: text.optional(),
    credit: text.optional(),
    poorFit: z.array(text).optional(),
    deliverables: z.array(deliverableFile).length(3, 'the offer has exactly three deliverables'),
    bestFit: z.strictObject({
      description: text,
      revenueRange: z.strictObject({
        min: z.number().min(0),
        max: z.number().min(0),
        currency: z.string().length(3),
      }),
      roles: z.array(text).min(1),
    }),
    actions: z.strictObject({ checkout: actionFile, call: actionFile, email: actionFile }),
    criteria: z.array(CriterionFileSchema).length(FIT_CRITERION_IDS.length),
    fitDisclaimer: text,
  })
  .superRefine((offer, ctx) => {
    const { min, max } = offer.bestFit.revenueRange;
    if (min > max)
      ctx.addIssue({ code: 'custom', path: ['bestFit', 'revenueRange'], message: 'min must be <= max' });
    const ids = offer.criteria.map((c) => c.id);
    FIT_CRITERION_IDS.forEach((id, i) => {
      if (ids[i] !== id) {
        ctx.addIssue({
          code: 'custom',
          path: ['criteria', i, 'id'],
          message: `expected "${id}" at this position`,
        });
      }
    });
  });

export const PageFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case kebab-case'),
  title: text,
  description: text,
  updated: z.iso.date({ error: 'must be an ISO date such as 2026-11-20' }),
  nav: text,
});

export type SiteFile = z.infer<typeof SiteFileSchema>;
export type OfferFile = z.infer<typeof OfferFileSchema>;
export type CriterionFile = z.infer<typeof CriterionFileSchema>;
export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;
