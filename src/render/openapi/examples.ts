// OpenAPI examples produced by the real code paths on the real content, so they can never drift from the API.
import type { Site } from '../../content/site.js';
import {
  internalErrorBody,
  methodNotAllowedBody,
  pageNotFoundBody,
  payloadTooLargeBody,
} from '../../domain/api-errors.js';
import { checkFit } from '../../domain/fit.js';
import { answerFitText } from '../../domain/fit-answer.js';
import { buildHealth } from '../../domain/health.js';
import { buildOffer } from '../../domain/offer.js';
import { apiPages, listPages } from '../../domain/pages.js';
import type { ApiError, FitRequest, FitResult } from '../../domain/schemas.js';
import { buildPageResource } from '../markdown/page.js';

export interface Example {
  summary: string;
  value: unknown;
}

export type Examples = Record<string, Example>;

/** One profile per verdict; the request and the 200 response share these names. */
export function fitProfiles(site: Site): Record<string, { summary: string; profile: FitRequest }> {
  const { min, max } = site.offer.bestFit.revenueRange;
  const roles = site.offer.bestFit.roles;
  const firstRole = roles[0] ?? 'coach';
  // Typed the way people write it ("Thought Leader"), to show that roles are normalised before matching.
  const typedRole = (roles.find((r) => r.includes('-')) ?? firstRole)
    .split('-')
    .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)
    .join(' ');
  const inside = Math.round((min + max) / 2);
  return {
    strongFit: {
      summary: 'Every criterion passes',
      profile: { annualRevenue: inside, founderLed: true, role: firstRole, priorPositioningWork: true },
    },
    possibleFit: {
      summary: 'Required criteria pass, one other fails (role is normalised)',
      profile: {
        annualRevenue: inside,
        founderLed: true,
        role: typedRole,
        priorPositioningWork: false,
      },
    },
    poorFit: {
      summary: 'Revenue below the band',
      profile: { annualRevenue: Math.max(0, min - 400_000), founderLed: true, role: firstRole },
    },
    unknown: { summary: 'No required criterion answered', profile: { role: firstRole } },
  };
}

export function fitRequestExamples(site: Site): Examples {
  return Object.fromEntries(
    Object.entries(fitProfiles(site)).map(([name, p]) => [name, { summary: p.summary, value: p.profile }]),
  );
}

export function fitResultExamples(site: Site): Examples {
  return Object.fromEntries(
    Object.entries(fitProfiles(site)).map(([name, p]) => [
      name,
      { summary: p.summary, value: checkFit(site, p.profile) },
    ]),
  );
}

export function successExamples(site: Site) {
  const page = apiPages(site).find((p) => p.slug === 'contact') ?? apiPages(site)[0];
  return {
    health: buildHealth(site),
    offer: buildOffer(site),
    pages: listPages(site),
    page: page ? buildPageResource(site, page) : undefined,
  };
}

const one = (summary: string, body: ApiError | FitResult): Examples =>
  'error' in body ? { [body.error.code]: { summary, value: body } } : {};
const fitError = (site: Site, text: string) => answerFitText(site, text).body;

export function errorExamples(site: Site) {
  const base = site.baseUrl;
  return {
    badRequest: {
      ...one('The body is not valid JSON', fitError(site, '{"annualRevenue": ')),
      ...one('No body at all', fitError(site, '')),
    },
    pageNotFound: one('Unknown slug', pageNotFoundBody(base, 'pricing')),
    postNotAllowed: one('GET on a POST-only path', methodNotAllowedBody(base, 'GET', 'POST, OPTIONS')),
    getNotAllowed: one('POST on a read-only path', methodNotAllowedBody(base, 'POST', 'GET, HEAD, OPTIONS')),
    payloadTooLarge: one('A body over 64 KB', payloadTooLargeBody(base)),
    unprocessable: {
      ...one(
        'Wrong type, out-of-range value and an unknown property',
        fitError(site, '{"annualRevenue": -5, "founderLed": "yes", "budget": 20000}'),
      ),
      ...one('A valid object without any profile field', fitError(site, '{}')),
    },
    internalError: one('An unexpected failure (details are logged, never sent)', internalErrorBody(base)),
  };
}
