// The YAML front matter of a page under pages/: its slug, titles, date and navigation.
import { z } from 'zod';
import { text } from './common.js';

/** The API's page slugs; every site has these pages. */
export const PAGE_SLUGS = ['index', 'about', 'contact', 'developers', 'privacy'] as const;

export const PageFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case kebab-case'),
  title: text,
  description: text,
  updated: z.iso.date({ error: 'must be an ISO date such as 2026-11-20' }),
  nav: text,
});

export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;
