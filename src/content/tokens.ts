// {{tokens}}: the values of the facts written once (the name, the price, the e-mail...) that YAML texts and page
// bodies pull in, and their expansion; which tokens exist is src/content/page-tokens.ts.
import type { ContentProblem, LocateIssue } from './errors.js';
import type { SiteLocale } from './locale.js';
import { INLINE_TOKENS, type InlineToken } from './page-tokens.js';
import type { OfferFile } from './schemas/offer-file.js';
import type { SiteFile } from './schemas/site-file.js';
import { fillWords } from './words/fill.js';

export type TokenValues = Readonly<Record<InlineToken, string>>;

export const TOKEN_PATTERN = /\{\{\s*([^}]*?)\s*\}\}/g;

/**
 * The inline values, from fields that may not themselves use tokens (names, contact, price). `tax` words the
 * price when offer.yaml says whether it includes VAT ("{price} excl. VAT"), so every surface that names the
 * price says it the same way.
 */
export function tokenValues(
  site: SiteFile,
  offer: OfferFile,
  baseUrl: string,
  locale: SiteLocale,
  tax: Readonly<{ included: string; excluded: string }>,
): TokenValues {
  let price: string | undefined;
  const { amount, currency, taxIncluded } = offer.price;
  return {
    name: site.name,
    short_name: site.shortName ?? site.name,
    legal_name: site.legalName ?? site.name,
    offer_name: offer.name,
    email: site.email,
    telephone: site.telephone ?? '',
    // Formatted when a text first uses it: the process's first Intl formatter loads ICU's locale data (~7 MB
    // resident, measured), which start-up should not pay when only later surfaces (MCP prompts, pages) name it.
    get price() {
      price ??=
        taxIncluded === undefined
          ? locale.money(amount, currency)
          : fillWords(taxIncluded ? tax.included : tax.excluded, { price: locale.money(amount, currency) });
      return price;
    },
    base_url: baseUrl,
    booking_url: site.links.booking,
    checkout_url: site.links.checkout,
    engine_url: site.engine?.url ?? '',
  };
}

/** The names of the tokens in `text` that are not in `known`. */
export function unknownTokens(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
}

/** `{{` with no `}}` after it on its line, before another brace: what follows it, as far as a name goes. */
export const UNCLOSED_TOKEN = /\{\{(?![^{}\n]*\}\})\s*([^{}\s]{0,40})/g;

/** The tokens left open in `text` ("{{offer_name" without its "}}"), each as written after the braces. */
export function unclosedTokens(text: string): string[] {
  return [...text.matchAll(UNCLOSED_TOKEN)].map((m) => m[1] ?? '');
}

/** What an owner reads about an unclosed token. */
export const describeUnclosed = (token: string) =>
  `unclosed {{${token}: write {{${token.replace(/\W+$/, '') || 'token'}}} with both closing braces`;

export function expandInline(text: string, values: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name as InlineToken] : match,
  );
}

export interface TokenProblem {
  field: string;
  token: string;
  /** A `{{` that is never closed, rather than an unknown name. */
  unclosed?: boolean;
}

function findTokenProblems(text: string, field: string, problems: TokenProblem[]): void {
  for (const token of unknownTokens(text, INLINE_TOKENS)) problems.push({ field, token });
  for (const token of unclosedTokens(text)) problems.push({ field, token, unclosed: true });
}

/**
 * Every string inside `data` with its inline tokens expanded; unknown tokens are reported with the dotted
 * field they stand in, and left as written.
 */
export function expandStrings<T>(data: T, values: TokenValues, problems: TokenProblem[], path = ''): T {
  return mapStrings(data, path, (text, field) => {
    findTokenProblems(text, field, problems);
    return expandInline(text, values);
  });
}

/** Each unknown or unclosed token as a problem of `file` (on its line, given the file's locator). */
export function reportUnknownTokens(
  file: string,
  unknown: TokenProblem[],
  problems: ContentProblem[],
  locate?: LocateIssue,
): void {
  for (const { field, token, unclosed } of unknown) {
    const message = unclosed
      ? describeUnclosed(token)
      : `unknown token {{${token}}}; known: ${INLINE_TOKENS.join(', ')}`;
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const line = locate?.(path);
    problems.push({ file, field, message, ...(line ? { line } : {}) });
  }
}

/** The unknown tokens of every string inside `data`, as expandStrings reports them, without expanding any. */
export function checkStrings(data: unknown, problems: TokenProblem[], path = ''): void {
  mapStrings(data, path, (text, field) => {
    findTokenProblems(text, field, problems);
    return text;
  });
}

function mapStrings<T>(data: T, path: string, map: (text: string, field: string) => string): T {
  if (typeof data === 'string') return map(data, path) as T;
  if (Array.isArray(data)) return data.map((item, i) => mapStrings(item, join(path, String(i)), map)) as T;
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, mapStrings(value, join(path, key), map)]),
    ) as T;
  }
  return data;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
