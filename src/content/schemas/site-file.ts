// site.yaml: who runs the site (name, contact, address, links) and how it is crawled.
import { z } from 'zod';
import { httpUrl, text } from './common.js';

export const SiteFileSchema = z.strictObject({
  name: text,
  legalName: text.optional(),
  url: httpUrl,
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
  links: z.strictObject({ checkout: httpUrl, booking: httpUrl }),
  engine: z.strictObject({ url: httpUrl, description: text }),
  robots: z.strictObject({ aiTrain: z.boolean() }),
});

export type SiteFile = z.infer<typeof SiteFileSchema>;
