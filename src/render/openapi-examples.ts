// OpenAPI examples produced by the real code paths on the real content, so they can never drift from the API.
import type { Site } from '../content/site.js';
import { checkFit } from '../domain/fit.js';
import { buildHealth } from '../domain/health.js';
import { buildOffer } from '../domain/offer.js';
import { apiPages, buildPage, listPages } from '../domain/pages.js';
import type { FitRequest } from '../domain/schemas.js';
import { internalError, methodNotAllowed, pageNotFound } from '../http/errors.js';
import { answerFit } from '../http/fit-endpoint.js';
import type { PlainResponse } from '../http/plain-response.js';
import { payloadTooLarge } from '../http/read-body.js';

export interface Example {
  summary: string;
  value: unknown;
}

export type Examples = Record<string, Example>;

const decoder = new TextDecoder();

function bodyOf(response: PlainResponse): unknown {
  return JSON.parse(decoder.decode(response.body ?? new Uint8Array()));
}

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
    page: page ? buildPage(site, page) : undefined,
  };
}

const one = (summary: string, response: PlainResponse): Examples => ({
  [(bodyOf(response) as { error: { code: string } }).error.code]: { summary, value: bodyOf(response) },
});

export function errorExamples(site: Site) {
  const base = site.baseUrl;
  return {
    badRequest: {
      ...one('The body is not valid JSON', answerFit(site, '{"annualRevenue": ')),
      ...one('No body at all', answerFit(site, '')),
    },
    pageNotFound: one('Unknown slug', pageNotFound(base, 'pricing')),
    postNotAllowed: one('GET on a POST-only path', methodNotAllowed(base, 'GET', 'POST, OPTIONS')),
    getNotAllowed: one('POST on a read-only path', methodNotAllowed(base, 'POST', 'GET, HEAD, OPTIONS')),
    payloadTooLarge: one('A body over 64 KB', payloadTooLarge(base)),
    unprocessable: {
      ...one(
        'Wrong type, out-of-range value and an unknown property',
        answerFit(site, '{"annualRevenue": -5, "founderLed": "yes", "budget": 20000}'),
      ),
      ...one('A valid object without any profile field', answerFit(site, '{}')),
    },
    internalError: one('An unexpected failure (details are logged, never sent)', internalError(base)),
  };
}
