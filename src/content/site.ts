// The validated site model every surface is derived from.
import type { OfferFile } from './schemas/offer-file.js';
import type { PageFrontMatter } from './schemas/page-file.js';
import type { SitePrompts } from './schemas/prompts-file.js';
import type { SiteFile } from './schemas/site-file.js';

export interface SitePage extends PageFrontMatter {
  /** Markdown body as written, tokens not yet expanded. */
  body: string;
  /** Path inside the content folder, for error messages. */
  file: string;
}

export interface Site {
  /** Public base URL without a trailing slash: every absolute URL starts with it. */
  baseUrl: string;
  identity: SiteFile;
  offer: OfferFile;
  pages: SitePage[];
  /** The MCP prompts' words: prompts.yaml over generic defaults. */
  prompts: SitePrompts;
}
