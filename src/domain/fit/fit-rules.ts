// How each published criterion is judged, and the words of the result: the rules behind checkFit.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { fillWords } from '../../content/words/fill.js';
import { type HandoffVia, handoffsVaryByVia, handoffUrl } from '../handoff.js';
import type { FitCheck, FitRequest, FitResult } from '../schemas.js';

type Verdict = FitResult['verdict'];
export type Outcome = Pick<FitCheck, 'result' | 'note'>;

/** Role as people type it ("Thought Leader", "thought_leader ") in the form the offer lists ("thought-leader"). */
export function normaliseRole(role: string): string {
  return roleWords(role).join('-');
}

/** One lower-case ASCII word: what most callers send, split without the Unicode-aware pattern. */
const ONE_ASCII_WORD = /^[a-z0-9]+$/;

function roleWords(role: string): string[] {
  const lower = role.toLowerCase();
  if (ONE_ASCII_WORD.test(lower)) return [lower];
  return lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The offer's role that `role` contains as whole words ("executive coach" contains "coach", "Thought Leader
 * and speaker" contains "thought-leader"; "coaching" contains nothing), or undefined.
 */
export function matchRole(site: Site, role: string): string | undefined {
  return matchWords(site, roleWords(role))?.role;
}

interface KnownRole {
  role: string;
  words: string[];
  normalised: string;
}

/** The offer's roles split into words once per site: every fit check compares the caller's words with them. */
const knownRoles = perSite('fit-known-roles', (site): readonly KnownRole[] =>
  site.offer.bestFit.roles.map((role) => ({ role, words: roleWords(role), normalised: normaliseRole(role) })),
);

function matchWords(site: Site, words: string[]): KnownRole | undefined {
  return knownRoles(site).find(({ words: wanted }) => {
    if (wanted.length === 0) return false;
    for (let i = 0; i + wanted.length <= words.length; i++) {
      if (wanted.every((w, j) => words[i + j] === w)) return true;
    }
    return false;
  });
}

const filledTexts = perSite('fit-criterion-texts', () => new Map<string, string>());

/**
 * Criterion text with {min}, {max}, {currency}, {band} and {roles} filled from bestFit, numbers in the site's
 * language; memoised per site (hot path).
 */
export function criterionText(site: Site, text: string): string {
  const texts = filledTexts(site);
  let filled = texts.get(text);
  if (filled === undefined) {
    const { revenueRange: band, roles } = site.offer.bestFit;
    filled = fillWords(text, {
      min: site.locale.number(band.min),
      max: site.locale.number(band.max),
      currency: band.currency,
      band: site.locale.moneyRange(band.min, band.max, band.currency),
      // Roles are ids ("thought-leader"); a sentence names them as words ("thought leader").
      roles: site.locale.list(roles.map((r) => r.replace(/-/g, ' '))),
    });
    texts.set(text, filled);
  }
  return filled;
}

/** The notes of a check are the site's words (fit.criteria.<id>.*), with what was sent filled in. */
export function evaluateCriterion(site: Site, id: FitCheck['id'], p: FitRequest): Outcome {
  const { revenueRange: band } = site.offer.bestFit;
  const words = site.words.fit.criteria;
  switch (id) {
    case 'revenue-band': {
      const w = words['revenue-band'];
      if (p.annualRevenue === undefined) return { result: 'unknown', note: w.unknown };
      const values = {
        band: criterionText(site, '{band}'),
        revenue: site.locale.money(p.annualRevenue, band.currency),
      };
      if (p.annualRevenue < band.min) return { result: 'fail', note: fillWords(w.below, values) };
      if (p.annualRevenue > band.max) return { result: 'fail', note: fillWords(w.above, values) };
      return { result: 'pass', note: fillWords(w.pass, values) };
    }
    case 'founder-led': {
      const w = words['founder-led'];
      if (p.founderLed === undefined) return { result: 'unknown', note: w.unknown };
      return p.founderLed ? { result: 'pass', note: w.pass } : { result: 'fail', note: w.fail };
    }
    case 'expert-role': {
      const w = words['expert-role'];
      // The caller's role is split into words once; the offer's roles were split once per site.
      const typedWords = p.role === undefined ? [] : roleWords(p.role);
      if (typedWords.length === 0) return { result: 'unknown', note: w.unknown };
      const typed = typedWords.join('-');
      const matched = matchWords(site, typedWords);
      if (!matched)
        return { result: 'fail', note: fillWords(w.fail, { typed, roles: criterionText(site, '{roles}') }) };
      return typed === matched.normalised
        ? { result: 'pass', note: fillWords(w.pass, { role: matched.role }) }
        : { result: 'pass', note: fillWords(w.matched, { typed, role: matched.role }) };
    }
    case 'prior-positioning': {
      const w = words['prior-positioning'];
      if (p.priorPositioningWork === undefined) return { result: 'unknown', note: w.unknown };
      return p.priorPositioningWork ? { result: 'pass', note: w.pass } : { result: 'fail', note: w.fail };
    }
    default:
      return { result: 'unknown' };
  }
}

const recommended = perSite('fit-recommendations', () => new Map<string, string>());

/**
 * The content's own words for a verdict (offer.yaml `recommendations`), or a plain default. Remembered per
 * site and verdict: every fit check ends here, and a default built afresh each time was a new 150-character
 * string for the JSON writer to scan and quote per request. `via` is the surface that gives the result (the
 * API, MCP, WebMCP): its hand-off links, when the owner routes them through /go/ (src/domain/handoff.ts).
 */
export function recommend(site: Site, verdict: Verdict, via?: HandoffVia): string {
  const texts = recommended(site);
  const linked = via !== undefined && handoffsVaryByVia(site) ? via : undefined;
  const key = linked === undefined ? verdict : `${verdict} ${linked}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = writeRecommendation(site, verdict, linked);
    texts.set(key, text);
  }
  return text;
}

/** offer.yaml `recommendations` first (the owner's words for this offer), then words.yaml `recommendation`. */
function writeRecommendation(site: Site, verdict: Verdict, via: HandoffVia | undefined): string {
  const own = site.offer.recommendations?.[verdict];
  if (own) return own;
  const { links, email } = site.identity;
  const link = (action: 'checkout' | 'call', exact: string) => (via ? handoffUrl(site, action, via) : exact);
  const { currency } = site.offer.bestFit.revenueRange;
  const asks = site.offer.criteria
    .filter((c) => c.required)
    .map((c) => fillWords(site.words.fit.criteria[c.id].ask, { currency }));
  return fillWords(site.words.recommendation[verdict], {
    checkout: link('checkout', links.checkout),
    booking: link('call', links.booking),
    email,
    asks: site.locale.list(asks),
  });
}
