// The JSON API's operations as llms.txt and agents.md list them, from the schemas and the site: which answer, where.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { FIT_API_PATH, liveEndpoints } from '../../domain/live-endpoints.js';
import { apiPages } from '../../domain/pages.js';
import { describeApiPageSet } from './docs.js';

export interface EndpointDoc {
  method: 'GET' | 'POST';
  /** The path as documented, with {slug} where the path has a parameter. */
  path: string;
  /** A concrete path that answers, for links and examples. */
  example: string;
  /** The base URL it answers under: BASE_URL, or a static export's live origin for the fit check. */
  base: string;
  note: string;
}

/** The fields of the fit profile, in the criteria's order: the same list the FitRequest schema is built from. */
export function fitFields(site: Site): string[] {
  return site.criteria.map((c) => c.field);
}

/** The operations this site answers: the fit check only where an endpoint answers it (not a bare static export). */
export function apiEndpoints(site: Site): EndpointDoc[] {
  const w = site.words.agents.endpoints;
  const live = liveEndpoints(site);
  const base = site.baseUrl;
  const slugs = apiPages(site).map((p) => p.slug);
  const code = (items: string[]) => items.map((s) => `\`${s}\``).join(', ');
  return [
    {
      method: 'GET',
      path: '/api/health',
      example: '/api/health',
      base,
      note: live ? w.health : w.healthStatic,
    },
    { method: 'GET', path: '/api/offer', example: '/api/offer', base, note: w.offer },
    ...(live
      ? [
          {
            method: 'POST' as const,
            path: FIT_API_PATH,
            example: FIT_API_PATH,
            base: live.base,
            note: fillWords(w.fit, { fields: code(fitFields(site)) }),
          },
        ]
      : []),
    {
      method: 'GET',
      path: '/api/pages',
      example: '/api/pages',
      base,
      note: fillWords(w.pages, { pageSet: describeApiPageSet(site) }),
    },
    {
      method: 'GET',
      path: '/api/pages/{slug}',
      example: `/api/pages/${slugs[0] ?? 'index'}`,
      base,
      note: fillWords(w.page, { slugs: code(slugs) }),
    },
  ];
}

/** An operation as the list states it: its path relative to BASE_URL, or its full URL where it answers elsewhere. */
export const operationTarget = (site: Site, e: EndpointDoc) =>
  e.base === site.baseUrl ? e.path : `${e.base}${e.path}`;
