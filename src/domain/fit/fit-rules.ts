// How each published criterion is judged, and the words of the result: the rules behind checkFit.
import { formatMoney, formatNumber } from '../../content/format.js';
import type { CriterionFile } from '../../content/schemas/offer-file.js';
import type { Site } from '../../content/site.js';
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
export function matchRole(roles: readonly string[], role: string): string | undefined {
  return matchWords(roles, roleWords(role))?.role;
}

interface KnownRole {
  role: string;
  words: string[];
  normalised: string;
}

/** The offer's roles split into words once per list: every fit check compares the caller's words with them. */
const knownRoles = new WeakMap<readonly string[], KnownRole[]>();

function matchWords(roles: readonly string[], words: string[]): KnownRole | undefined {
  let known = knownRoles.get(roles);
  if (!known) {
    known = roles.map((role) => ({ role, words: roleWords(role), normalised: normaliseRole(role) }));
    knownRoles.set(roles, known);
  }
  return known.find(({ words: wanted }) => {
    if (wanted.length === 0) return false;
    for (let i = 0; i + wanted.length <= words.length; i++) {
      if (wanted.every((w, j) => words[i + j] === w)) return true;
    }
    return false;
  });
}

const filledTexts = new WeakMap<Site, Map<string, string>>();

/** Criterion text with {min}, {max}, {currency} and {roles} filled from bestFit; memoised per site (hot path). */
export function criterionText(site: Site, text: string): string {
  let texts = filledTexts.get(site);
  if (!texts) {
    texts = new Map();
    filledTexts.set(site, texts);
  }
  let filled = texts.get(text);
  if (filled === undefined) {
    const { revenueRange, roles } = site.offer.bestFit;
    filled = text
      .replaceAll('{min}', formatNumber(revenueRange.min))
      .replaceAll('{max}', formatNumber(revenueRange.max))
      .replaceAll('{currency}', revenueRange.currency)
      .replaceAll('{roles}', roles.join(', '));
    texts.set(text, filled);
  }
  return filled;
}

export function evaluateCriterion(site: Site, id: FitCheck['id'], p: FitRequest): Outcome {
  const { revenueRange: band, roles } = site.offer.bestFit;
  switch (id) {
    case 'revenue-band': {
      if (p.annualRevenue === undefined) return { result: 'unknown', note: 'annualRevenue was not given.' };
      const bandText = criterionText(site, '{min} to {max} {currency}');
      const revenue = formatMoney(p.annualRevenue, band.currency);
      if (p.annualRevenue < band.min)
        return { result: 'fail', note: `${revenue} is below the ${bandText} band.` };
      if (p.annualRevenue > band.max)
        return { result: 'fail', note: `${revenue} is above the ${bandText} band.` };
      return { result: 'pass', note: `${revenue} is inside the ${bandText} band.` };
    }
    case 'founder-led':
      if (p.founderLed === undefined) return { result: 'unknown', note: 'founderLed was not given.' };
      return p.founderLed
        ? { result: 'pass', note: "The founder's own name carries the brand." }
        : {
            result: 'fail',
            note: "The brand is not the founder's own name; the offer is built for name-led brands.",
          };
    case 'expert-role': {
      // The caller's role is split into words once; the offer's roles were split once per site.
      const words = p.role === undefined ? [] : roleWords(p.role);
      if (words.length === 0) return { result: 'unknown', note: 'role was not given.' };
      const typed = words.join('-');
      const matched = matchWords(roles, words);
      if (!matched) return { result: 'fail', note: `"${typed}" names none of ${roles.join(', ')}.` };
      return typed === matched.normalised
        ? { result: 'pass', note: `"${matched.role}" is one of the roles the offer is built for.` }
        : {
            result: 'pass',
            note: `"${typed}" matches "${matched.role}", one of the roles the offer is built for.`,
          };
    }
    case 'prior-positioning':
      if (p.priorPositioningWork === undefined)
        return { result: 'unknown', note: 'priorPositioningWork was not given.' };
      return p.priorPositioningWork
        ? { result: 'pass', note: 'Earlier positioning work gives the engagement material to build on.' }
        : { result: 'fail', note: 'No earlier positioning work; the engagement starts from a blank page.' };
    default:
      return { result: 'unknown' };
  }
}

/** What the unknown verdict asks for: the required criteria, in words. */
const ASK: Record<CriterionFile['id'], (site: Site) => string> = {
  'revenue-band': (site) => `your annual revenue (${site.offer.bestFit.revenueRange.currency})`,
  'founder-led': () => 'whether your own name is the brand',
  'expert-role': () => 'your role',
  'prior-positioning': () => 'whether you have paid for positioning work before',
};

const recommended = new WeakMap<Site, Map<Verdict, string>>();

/**
 * The content's own words for a verdict (offer.yaml `recommendations`), or a plain default. Remembered per
 * site and verdict: every fit check ends here, and a default built afresh each time was a new 150-character
 * string for the JSON writer to scan and quote per request.
 */
export function recommend(site: Site, verdict: Verdict): string {
  let texts = recommended.get(site);
  if (!texts) {
    texts = new Map();
    recommended.set(site, texts);
  }
  let text = texts.get(verdict);
  if (text === undefined) {
    text = writeRecommendation(site, verdict);
    texts.set(verdict, text);
  }
  return text;
}

function writeRecommendation(site: Site, verdict: Verdict): string {
  const own = site.offer.recommendations?.[verdict];
  if (own) return own;
  const { links, email } = site.identity;
  switch (verdict) {
    case 'strong-fit':
      return `Every published criterion passes. If the timing suits you, reserve directly at ${links.checkout}; questions first? Book a call at ${links.booking}.`;
    case 'possible-fit':
      return `No required criterion fails, but not everything passes or is known. Book a short call at ${links.booking} to see whether the offer fits.`;
    case 'unknown': {
      const asks = site.offer.criteria.filter((c) => c.required).map((c) => ASK[c.id](site));
      return `No required criterion is answered. Come back with ${asks.join(' and ')}.`;
    }
    default:
      return `A required criterion fails, so the offer is unlikely to be the right spend for you now. If something here is wrong or your situation changes, write to ${email}.`;
  }
}
