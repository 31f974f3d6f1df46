// The validated site model every surface is derived from.
import type { ContentAsset } from './assets.js';
import type { FitCriterion } from './fit-criteria.js';
import type { SiteLocale } from './locale.js';
import type { OfferFile } from './schemas/offer-file.js';
import type { PageFrontMatter } from './schemas/page-file.js';
import type { PersonFile } from './schemas/people-file.js';
import type { SitePrompts } from './schemas/prompts-file.js';
import type { ProofFile } from './schemas/proof-file.js';
import type { SiteFile } from './schemas/site-file.js';
import type { Theme } from './theme.js';
import type { TokenValues } from './tokens.js';
import type { Words } from './words/defaults.js';

export interface SitePage extends PageFrontMatter {
  /** Menu label: the front matter's `nav`, or the title. */
  nav: string;
  /** Markdown body as written, tokens not yet expanded. */
  body: string;
  /** Path inside the content folder, for error messages. */
  file: string;
  /** 1-based line of the body's first line in the file, so checks of the body can name a line. */
  bodyLine?: number;
}

export interface Site {
  /** Public base URL without a trailing slash (BASE_URL): every absolute URL starts with it. */
  baseUrl: string;
  /**
   * Where the dynamic endpoints answer (POST /api/fit, /mcp, the fit page's results), without a trailing slash:
   * baseUrl on a server; for a static export, the live origin its owner names (LIVE_ORIGIN), or null without
   * one, and then nothing published may send an agent to them (src/domain/live-endpoints.ts).
   */
  liveBase: string | null;
  /** site.yaml, with its {{tokens}} expanded. */
  identity: SiteFile;
  /** offer.yaml, with its {{tokens}} expanded. */
  offer: OfferFile;
  /** Every page, in menu order (front matter `order`, then home, then slug). */
  pages: SitePage[];
  /** The MCP prompts' words: prompts.yaml over generic defaults. */
  prompts: SitePrompts;
  theme: Theme;
  /** The people behind the offer (people.yaml), in the owner's order; empty without the file. */
  people: PersonFile[];
  /** Client quotes and results from proof.yaml, when the owner has written one. */
  proof?: ProofFile;
  /** Files under assets/, by their path as written in YAML (`assets/logo.svg`). */
  assets: ReadonlyMap<string, ContentAsset>;
  /** The values of the inline {{tokens}}. */
  tokens: TokenValues;
  /** Every word a visitor or agent reads: words.yaml over the language's defaults, {{tokens}} expanded. */
  words: Words;
  /** The site's language (site.yaml `language`) and its number, money, duration and region formats. */
  locale: SiteLocale;
  /**
   * The fit criteria in offer.yaml's order, each with its FitRequest field, type, rule and words: the
   * FitRequest schema, the form, the page's query, the prompts, the skills and the agent files derive from it.
   */
  criteria: readonly FitCriterion[];
}

/** Text files (YAML, Markdown) as strings; assets as bytes. Keys are forward-slash paths inside the folder. */
export type ContentFiles = Readonly<Record<string, string | Uint8Array>>;
