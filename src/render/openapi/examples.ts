// OpenAPI examples produced by the real code paths on the real content, so they can never drift from the API.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import {
  BODY_LIMIT_BYTES,
  internalErrorBody,
  methodNotAllowedBody,
  pageNotFoundBody,
  payloadTooLargeBody,
} from '../../domain/api-errors.js';
import { checkFit, matchRole } from '../../domain/fit/fit.js';
import { answerFitText } from '../../domain/fit/fit-answer.js';
import { type ExampleProfile, exampleProfile } from '../../domain/fit/fit-example.js';
import { buildHealth } from '../../domain/health.js';
import { buildOffer } from '../../domain/offer.js';
import { apiPages, listPages } from '../../domain/pages.js';
import type { ApiError, FitRequest, FitResult } from '../../domain/schemas.js';
import { buildPageResource } from '../markdown/page.js';
import { typedRole } from './text.js';

export interface Example {
  summary: string;
  value: unknown;
}

export type Examples = Record<string, Example>;

type CriterionId = Site['offer']['criteria'][number]['id'];
type Profile = Record<string, unknown>;

const FIELD: Record<CriterionId, keyof ExampleProfile> = {
  'revenue-band': 'annualRevenue',
  'founder-led': 'founderLed',
  'expert-role': 'role',
  'prior-positioning': 'priorPositioningWork',
};

/** A value of the criterion's field that fails it on this content. */
function failing(site: Site, id: CriterionId): unknown {
  const { revenueRange } = site.offer.bestFit;
  if (id === 'revenue-band')
    return revenueRange.min > 0 ? Math.floor(revenueRange.min / 2) : revenueRange.max * 2;
  if (id === 'expert-role') return ['generalist', 'volunteer', 'student'].find((r) => !matchRole(site, r));
  return false;
}

/** One profile per verdict the content can produce; the request and the 200 response share these names. */
export function fitProfiles(site: Site): Record<string, { summary: string; profile: FitRequest }> {
  const strong: Profile = { ...exampleProfile(site) };
  const criteria = site.offer.criteria;
  const required = criteria.filter((c) => c.required);
  const optional = criteria.filter((c) => !c.required);
  const w = site.words.agents.openapi;
  const profiles: Record<string, { summary: string; profile: Profile }> = {
    strongFit: { summary: w.exampleStrong, profile: strong },
  };
  const soft = optional[0];
  if (soft) {
    const profile: Profile = {
      ...strong,
      role: typedRole(site, String(strong.role)),
      [FIELD[soft.id]]: failing(site, soft.id),
    };
    profiles.possibleFit = {
      summary: fillWords(w.examplePossible, { id: soft.id }),
      profile,
    };
  } else if (required[0]) {
    const { [FIELD[required[0].id]]: _left, ...profile } = strong;
    profiles.possibleFit = {
      summary: fillWords(w.examplePossibleUnanswered, { id: required[0].id }),
      profile,
    };
  }
  const hard = required[0];
  if (hard) {
    profiles.poorFit = {
      summary: fillWords(w.examplePoor, { id: hard.id }),
      profile: { ...strong, [FIELD[hard.id]]: failing(site, hard.id) },
    };
  }
  const known = Object.fromEntries(optional.map((c) => [FIELD[c.id], strong[FIELD[c.id]]]));
  if (required.length > 0 && Object.keys(known).length > 0) {
    profiles.unknown = { summary: w.exampleUnknown, profile: known };
  }
  return profiles as Record<string, { summary: string; profile: FitRequest }>;
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
  const page = apiPages(site).find((p) => p.slug !== 'index') ?? apiPages(site)[0];
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
  const w = site.words.agents.openapi;
  return {
    badRequest: {
      ...one(w.exampleInvalidJson, fitError(site, '{"annualRevenue": ')),
      ...one(w.exampleNoBody, fitError(site, '')),
    },
    pageNotFound: one(w.exampleUnknownSlug, pageNotFoundBody(site, w.exampleMissingSlug)),
    postNotAllowed: one(w.exampleGetOnPost, methodNotAllowedBody(site, 'GET', 'POST, OPTIONS')),
    getNotAllowed: one(w.examplePostOnRead, methodNotAllowedBody(site, 'POST', 'GET, HEAD, OPTIONS')),
    payloadTooLarge: one(
      fillWords(w.exampleTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
      payloadTooLargeBody(site),
    ),
    unprocessable: {
      ...one(
        w.exampleValidation,
        fitError(site, '{"annualRevenue": -5, "founderLed": "yes", "budget": 20000}'),
      ),
      ...one(w.exampleEmpty, fitError(site, '{}')),
    },
    internalError: one(w.exampleInternal, internalErrorBody(site)),
  };
}
