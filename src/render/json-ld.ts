// schema.org JSON-LD for every page: Organization, its people, WebSite, the WebPage (dateModified) and, on
// the homepage, the offer as a Service.
import { suggestSlug } from '../content/parse-page.js';
import type { PersonFile } from '../content/schemas/people-file.js';
import type { Site } from '../content/site.js';
import { handoffPath } from '../domain/handoff.js';
import { buildOffer } from '../domain/offer.js';
import { pagePath } from '../domain/pages.js';
import { findAsset } from './content-assets.js';
import { serializeJsonForScript } from './html/escape.js';

export const SCHEMA_CONTEXT = 'https://schema.org';

export type JsonLdNode = { '@context': string; '@type': string; '@id': string } & Record<string, unknown>;

export const nodeId = (site: Site, name: 'organization' | 'website' | 'service' | 'offer') =>
  `${site.baseUrl}/#${name}`;

/** A person's node id: their name as a slug, numbered when two people share one. */
export function personIds(site: Site): string[] {
  const seen = new Map<string, number>();
  return site.people.map((person) => {
    const slug = suggestSlug(person.name) || 'person';
    const n = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, n);
    return `${site.baseUrl}/#person-${slug}${n > 1 ? `-${n}` : ''}`;
  });
}

export function buildPersonNodes(site: Site): JsonLdNode[] {
  const ids = personIds(site);
  return site.people.map((person: PersonFile, i) => {
    const photo = findAsset(site, person.photo);
    return {
      '@context': SCHEMA_CONTEXT,
      '@type': 'Person',
      '@id': ids[i] ?? '',
      name: person.name,
      jobTitle: person.role,
      ...(person.bio ? { description: person.bio } : {}),
      ...(photo ? { image: `${site.baseUrl}${photo.url}` } : {}),
      ...(person.links.length > 0 ? { sameAs: person.links.map((l) => l.url) } : {}),
      worksFor: { '@id': nodeId(site, 'organization') },
    };
  });
}

/** The Organization's `founder` and `employee` references, by the people's node ids. */
function peopleRefs(site: Site): Record<string, { '@id': string }[]> {
  const ids = personIds(site);
  const refs: Record<string, { '@id': string }[]> = {};
  site.people.forEach((person, i) => {
    const list = refs[person.kind] ?? [];
    list.push({ '@id': ids[i] ?? '' });
    refs[person.kind] = list;
  });
  return refs;
}

export function buildOrganizationNode(site: Site): JsonLdNode {
  const { name, legalName, email, telephone, description, address, language } = site.identity;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': nodeId(site, 'organization'),
    name,
    ...(legalName ? { legalName } : {}),
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}${findAsset(site, site.identity.assets.logo)?.url ?? '/favicon.svg'}`,
    ...(site.identity.social.length > 0 ? { sameAs: site.identity.social.map((s) => s.url) } : {}),
    description,
    email,
    ...(telephone ? { telephone } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email,
      ...(telephone ? { telephone } : {}),
      url: site.identity.links.booking,
      availableLanguage: language,
    },
    address: { '@type': 'PostalAddress', ...address },
    ...peopleRefs(site),
  };
}

export function buildWebSiteNode(site: Site): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': nodeId(site, 'website'),
    url: `${site.baseUrl}/`,
    name: site.identity.name,
    description: site.identity.description,
    inLanguage: site.identity.language,
    publisher: { '@id': nodeId(site, 'organization') },
  };
}

export function buildServiceNode(site: Site): JsonLdNode {
  const offer = buildOffer(site);
  const checkout = offer.actions?.checkout?.url ?? site.identity.links.checkout;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    '@id': nodeId(site, 'service'),
    name: offer.name,
    // The content has no separate service category; the offer's own name is the most specific honest type.
    serviceType: offer.name,
    ...(offer.summary ? { description: offer.summary } : {}),
    url: `${site.baseUrl}/`,
    provider: { '@id': nodeId(site, 'organization') },
    offers: {
      '@type': 'Offer',
      '@id': nodeId(site, 'offer'),
      name: offer.name,
      price: offer.price.amount,
      priceCurrency: offer.price.currency,
      // Said only when offer.yaml says it: whether the price includes VAT is the owner's fact, never assumed.
      ...(offer.price.taxIncluded === undefined
        ? {}
        : {
            priceSpecification: {
              '@type': 'PriceSpecification',
              price: offer.price.amount,
              priceCurrency: offer.price.currency,
              valueAddedTaxIncluded: offer.price.taxIncluded,
            },
          }),
      url: checkout,
      seller: { '@id': nodeId(site, 'organization') },
    },
    ...(offer.actions ? { potentialAction: handOffActions(site, offer.actions) } : {}),
  };
}

/**
 * The buy and book buttons as schema.org actions: each the button's own label and the same link (the page's
 * hand-off, /go/{action}, made absolute), as an entry point. Buying is a BuyAction; booking the call a
 * ReserveAction (a slot is reserved, nothing is bought yet). The Offer's own `url` stays the owner's link.
 */
function handOffActions(site: Site, actions: NonNullable<ReturnType<typeof buildOffer>['actions']>) {
  const entry = (key: 'checkout' | 'call') => ({
    '@type': 'EntryPoint',
    urlTemplate: `${site.baseUrl}${handoffPath(key, 'web')}`,
  });
  return [
    { '@type': 'BuyAction', name: actions.checkout.name, target: entry('checkout') },
    { '@type': 'ReserveAction', name: actions.call.name, target: entry('call') },
  ];
}

/** The page itself, so search engines read when it last changed (`updated` in its front matter). */
export function buildWebPageNode(site: Site, slug: string): JsonLdNode | undefined {
  const page = site.pages.find((p) => p.slug === slug);
  if (!page) return undefined;
  const url = `${site.baseUrl}${pagePath(page.slug)}`;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: site.identity.language,
    dateModified: page.updated,
    isPartOf: { '@id': nodeId(site, 'website') },
  };
}

/**
 * The nodes of one page: the organisation, its people (the Organization refers to them by @id, so they travel
 * together), the website and the page everywhere, the Service only where the offer is sold.
 */
export function buildPageJsonLd(site: Site, slug: string): JsonLdNode[] {
  const webPage = buildWebPageNode(site, slug);
  const nodes = [
    buildOrganizationNode(site),
    ...buildPersonNodes(site),
    buildWebSiteNode(site),
    ...(webPage ? [webPage] : []),
  ];
  return slug === 'index' ? [...nodes, buildServiceNode(site)] : nodes;
}

/** One script element per node, so validators that read only the first object of a block see every node. */
export function renderJsonLdScripts(nodes: JsonLdNode[]): string {
  return nodes
    .map((node) => `<script type="application/ld+json">${serializeJsonForScript(node)}</script>`)
    .join('\n');
}
