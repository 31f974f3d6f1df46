// The one table of {{tokens}}: each name once, with where it may stand and what it stands for. The loader checks
// names against it, the renderers are typed by it (a missing or extra renderer does not compile), docs/content.md's
// table is written from it.

/**
 * `inline`: a fact from the token values, in any text (YAML files and page bodies). `page-inline`: a fact from
 * the model, in page bodies only. `block`: a part of the model, in page bodies only, best on a line of its own
 * (the twin shows it as Markdown; the web page as a designed component where there is one).
 */
export type TokenKind = 'inline' | 'page-inline' | 'block';

interface TokenEntry {
  kind: TokenKind;
  /** What the token stands for, as docs/content.md states it. */
  meaning: string;
}

/** Facts, then blocks: the order of docs/content.md's table and of the loader's list when it meets an unknown token. */
export const PAGE_TOKEN_TABLE = {
  name: { kind: 'inline', meaning: "The organisation's name (`site.yaml` `name`)" },
  short_name: { kind: 'inline', meaning: 'The short form for prose (`site.yaml` `shortName`, else `name`)' },
  legal_name: { kind: 'inline', meaning: 'The legal name (`site.yaml` `legalName`, else `name`)' },
  offer_name: { kind: 'inline', meaning: "The offer's name (`offer.yaml` `name`)" },
  email: { kind: 'inline', meaning: 'The e-mail address (`site.yaml` `email`)' },
  telephone: { kind: 'inline', meaning: 'The telephone number (`site.yaml` `telephone`; empty without one)' },
  price: {
    kind: 'inline',
    meaning:
      "The price as the site's language writes it (`offer.yaml` `price`), with its VAT words when `taxIncluded` is set",
  },
  base_url: { kind: 'inline', meaning: "The site's public address (`BASE_URL`), for links" },
  booking_url: { kind: 'inline', meaning: 'The booking link (`site.yaml` `links.booking`)' },
  checkout_url: { kind: 'inline', meaning: 'The checkout link (`site.yaml` `links.checkout`)' },
  engine_url: {
    kind: 'inline',
    meaning: "The private engine's address (`site.yaml` `engine.url`); refused without an `engine` section",
  },
  fit_disclaimer: {
    kind: 'page-inline',
    meaning: 'The fit disclaimer (`offer.yaml` `fitDisclaimer`) that every fit result carries',
  },
  mcp_versions: { kind: 'page-inline', meaning: 'Every MCP protocol version the endpoint speaks' },
  offer: {
    kind: 'block',
    meaning:
      'The offer: name, price, duration, actions, summary, guarantee and credit; deliverables and best/poor fit follow unless the page places them with their own tokens',
  },
  actions: { kind: 'block', meaning: "The offer's actions (checkout, call, e-mail), each with its label" },
  criteria: { kind: 'block', meaning: 'The fit criteria in words, required or optional' },
  contact: { kind: 'block', meaning: 'E-mail, booking, telephone and post' },
  deliverables: { kind: 'block', meaning: 'The deliverables, numbered' },
  fit: {
    kind: 'block',
    meaning: 'Best fit (revenue band, roles) and poor fit, with a link to the self-check',
  },
  proof: { kind: 'block', meaning: 'Results and client quotes from `proof.yaml`' },
  people: { kind: 'block', meaning: 'Everyone in `people.yaml`, with their portraits' },
  engine: {
    kind: 'block',
    meaning:
      "The private engine's boundary from `site.yaml`; the page that places it is the developer documentation llms.txt and the API catalog link",
  },
  discovery: { kind: 'block', meaning: 'The discovery documents an agent finds without HTML' },
  not_applicable: { kind: 'block', meaning: 'The agent standards left out on purpose, and why' },
} as const satisfies Readonly<Record<string, TokenEntry>>;

export type PageToken = keyof typeof PAGE_TOKEN_TABLE;
type TokensOf<K extends TokenKind> = {
  [T in PageToken]: (typeof PAGE_TOKEN_TABLE)[T]['kind'] extends K ? T : never;
}[PageToken];
/** The facts any text may use: the keys of the token values. */
export type InlineToken = TokensOf<'inline'>;
/** Tokens rendered from the model, in page bodies only: each renderer of a page body has one entry per token. */
export type ModelToken = Exclude<PageToken, InlineToken>;
export type BlockToken = TokensOf<'block'>;

/** Every token a page body may use. */
export const PAGE_TOKENS = Object.keys(PAGE_TOKEN_TABLE) as readonly PageToken[];
/** The tokens any text may use, in YAML files and page bodies alike. */
export const INLINE_TOKENS = PAGE_TOKENS.filter(
  (token): token is InlineToken => PAGE_TOKEN_TABLE[token].kind === 'inline',
);

/** Whether a body places the token (typed, so a renamed token fails to compile wherever it is looked for). */
export const usesToken = (body: string, token: PageToken) =>
  new RegExp(`\\{\\{\\s*${token}\\s*\\}\\}`).test(body);
