// The YAML front matter of a page under pages/: its slug, titles, date, navigation and (for tool pages) its tool.
import { z } from 'zod';
import { text } from './common.js';

/** Tools a page can host. A tool page has HTML and a Markdown twin but is not one of the API's pages. */
export const PAGE_TOOLS = ['fit'] as const;
export const MENUS = ['main', 'footer', 'none'] as const;

export const PageFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case kebab-case, such as our-method'),
  title: text,
  description: text,
  updated: z.iso.date({ error: 'must be an ISO date such as 2026-11-20' }),
  /** Menu label; defaults to the title. */
  nav: text.optional(),
  /** Position in menus and page lists (lower first); pages without one follow, home first, then by slug. */
  order: z.int().min(0).max(999).optional(),
  /** Which menu links the page: the header (`main`), the footer, or neither (still published everywhere). */
  menu: z.enum(MENUS).default('main'),
  tool: z.enum(PAGE_TOOLS).optional(),
});

export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;
