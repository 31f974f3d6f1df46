// {{tokens}}: the values of the facts written once (the name, the price, the e-mail...) that YAML texts and page
// bodies pull in, and their expansion; which tokens exist is src/content/page-tokens.ts.
import type { SiteLocale } from './locale.js';
import { INLINE_TOKENS, type InlineToken } from './page-tokens.js';
import type { OfferFile } from './schemas/offer-file.js';
import type { SiteFile } from './schemas/site-file.js';

export type TokenValues = Readonly<Record<InlineToken, string>>;

export const TOKEN_PATTERN = /\{\{\s*([^}]*?)\s*\}\}/g;

/** The inline values, from fields that may not themselves use tokens (names, contact, price). */
export function tokenValues(
  site: SiteFile,
  offer: OfferFile,
  baseUrl: string,
  locale: SiteLocale,
): TokenValues {
  return {
    name: site.name,
    short_name: site.shortName ?? site.name,
    legal_name: site.legalName ?? site.name,
    offer_name: offer.name,
    email: site.email,
    telephone: site.telephone ?? '',
    price: locale.money(offer.price.amount, offer.price.currency),
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

export function expandInline(text: string, values: TokenValues): string {
  return text.replace(TOKEN_PATTERN, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name as InlineToken] : match,
  );
}

export interface TokenProblem {
  field: string;
  token: string;
}

/**
 * Every string inside `data` with its inline tokens expanded; unknown tokens are reported with the dotted
 * field they stand in, and left as written.
 */
export function expandStrings<T>(data: T, values: TokenValues, problems: TokenProblem[], path = ''): T {
  if (typeof data === 'string') {
    for (const token of unknownTokens(data, INLINE_TOKENS)) problems.push({ field: path, token });
    return expandInline(data, values) as T;
  }
  if (Array.isArray(data)) {
    return data.map((item, i) => expandStrings(item, values, problems, join(path, String(i)))) as T;
  }
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        expandStrings(value, values, problems, join(path, key)),
      ]),
    ) as T;
  }
  return data;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
