// How each published criterion is judged, by its type, and the words of the result: the rules behind checkFit.
import { type FitCriterion, type FitValue, spellAnswer } from '../../content/fit-criteria.js';
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { fillWords } from '../../content/words/fill.js';
import { blankControls } from '../client-echo.js';
import { type HandoffVia, handoffsVaryByVia, handoffUrl } from '../handoff.js';
import type { FitCheck, FitResult } from '../schemas.js';

type Verdict = FitResult['verdict'];
export type Outcome = Pick<FitCheck, 'result' | 'note'>;

/** An answer as people type it ("Thought Leader", "thought_leader ") in the form accepts lists ("thought-leader"). */
export function normaliseAnswer(answer: string): string {
  return answerWords(answer).join('-');
}

/** One lower-case ASCII word: what most callers send, split without the Unicode-aware pattern. */
const ONE_ASCII_WORD = /^[a-z0-9]+$/;

function answerWords(answer: string): string[] {
  const lower = answer.toLowerCase();
  if (ONE_ASCII_WORD.test(lower)) return [lower];
  return lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A typed answer as a note echoes it: as typed, on one line, without control characters. */
export function echoAnswer(answer: string): string {
  return blankControls(answer).replace(/\s+/g, ' ').trim();
}

interface KnownAnswer {
  accepted: string;
  /** As a note names it: spelled as words, as the criterion lists it. */
  shown: string;
  words: string[];
  normalised: string;
}

/** Each text criterion's accepted answers split into words once per site: every check compares with them. */
const knownAnswers = perSite('fit-known-answers', (site) => {
  const known = new Map<string, readonly KnownAnswer[]>();
  for (const c of site.criteria) {
    if (c.declared.type !== 'text') continue;
    const answers = c.declared.accepts.map((accepted) => ({
      accepted,
      shown: spellAnswer(accepted, site.locale.tag),
      words: answerWords(accepted),
      normalised: normaliseAnswer(accepted),
    }));
    known.set(c.id, answers);
  }
  return known;
});

function matchWords(known: readonly KnownAnswer[], words: string[]): KnownAnswer | undefined {
  return known.find(({ words: wanted }) => {
    if (wanted.length === 0) return false;
    for (let i = 0; i + wanted.length <= words.length; i++) {
      if (wanted.every((w, j) => words[i + j] === w)) return true;
    }
    return false;
  });
}

/**
 * The accepted answer of a text criterion that `answer` contains as whole words ("senior engineer" contains
 * "engineer", "Head of Sales and founder" contains "head-of-sales"; "engineering" contains nothing), or undefined.
 */
export function matchAnswer(site: Site, criterion: FitCriterion, answer: string): string | undefined {
  return matchWords(knownAnswers(site).get(criterion.id) ?? [], answerWords(answer))?.accepted;
}

/**
 * Notes that hold nothing from the request, filled once per criterion: "not answered" for every type, and a
 * yes-no's two notes. Most checks end in one of them.
 */
const fixedNotes = perSite('fit-fixed-notes', (site) => {
  const notes = new Map<string, { unknown: string; pass?: string; fail?: string }>();
  for (const c of site.criteria) {
    const fill = (key: string) => fillWords(c.words[key] ?? '', c.values);
    const yesNo = c.declared.type === 'yes-no';
    notes.set(c.id, {
      unknown: fill('unknown'),
      ...(yesNo ? { pass: fill('pass'), fail: fill('fail') } : {}),
    });
  }
  return notes;
});

const note = (c: FitCriterion, key: string, values: Readonly<Record<string, string>>) =>
  fillWords(c.words[key] ?? '', { ...c.values, ...values });

/** One check's result and its note in the site's words, for the answer sent (undefined when not sent). */
export function evaluateCriterion(site: Site, c: FitCriterion, answer: FitValue | undefined): Outcome {
  const fixed = fixedNotes(site).get(c.id);
  const d = c.declared;
  if (answer === undefined || fixed === undefined) return { result: 'unknown', note: fixed?.unknown };
  switch (d.type) {
    case 'amount':
    case 'number': {
      const value = answer as number;
      const shown = d.type === 'amount' ? site.locale.money(value, c.currency) : site.locale.number(value);
      if (d.min !== undefined && value < d.min)
        return { result: 'fail', note: note(c, 'below', { answer: shown }) };
      if (d.max !== undefined && value > d.max)
        return { result: 'fail', note: note(c, 'above', { answer: shown }) };
      return { result: 'pass', note: note(c, 'pass', { answer: shown }) };
    }
    case 'yes-no':
      return answer === d.pass ? { result: 'pass', note: fixed.pass } : { result: 'fail', note: fixed.fail };
    case 'one-of': {
      const shown = c.optionLabels.get(answer as string) ?? String(answer);
      const result = d.accepts.includes(answer as string) ? 'pass' : 'fail';
      return { result, note: note(c, result, { answer: shown }) };
    }
    default: {
      // The answer is split into words once; the accepted answers were split once per site.
      const words = answerWords(answer as string);
      if (words.length === 0) return { result: 'unknown', note: fixed.unknown };
      const typed = echoAnswer(answer as string);
      const matched = matchWords(knownAnswers(site).get(c.id) ?? [], words);
      if (!matched) return { result: 'fail', note: note(c, 'fail', { answer: typed }) };
      return words.join('-') === matched.normalised
        ? { result: 'pass', note: note(c, 'pass', { match: matched.shown }) }
        : { result: 'pass', note: note(c, 'matched', { answer: typed, match: matched.shown }) };
    }
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
  const asks = site.criteria.filter((c) => c.required).map((c) => fillWords(c.words.ask ?? '', c.values));
  return fillWords(site.words.recommendation[verdict], {
    checkout: link('checkout', links.checkout),
    booking: link('call', links.booking),
    email,
    asks: site.locale.list(asks),
  });
}
