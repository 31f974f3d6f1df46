// The fit check's answer for people: a verdict card (its own colour, the required criteria counted), the next
// step as buttons, each criterion in plain words, and the disclaimer; or the problems, linked to their fields.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { fillHtml, fillWords } from '../../content/words/fill.js';
import { memoizeBounded } from '../../domain/bounded-memo.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import type { FitResult } from '../../domain/schemas.js';
import { criterionOfField, verdictLabel } from '../fit-labels.js';
import { checkKind, recommendationForPeople, tallyChecks } from '../fit-tally.js';
import { escapeHtml as e } from './escape.js';
import { fieldAnchor } from './fit-form.js';
import { renderLinkifiedText } from './markdown.js';
import { type ActionKey, renderActionButtons } from './parts/actions.js';
import { ICONS } from './parts/icons.js';

export type FitOutcome =
  | { kind: 'result'; result: FitResult }
  | { kind: 'problems'; code: string; message: string; issues: FieldIssue[] };

type Verdict = FitResult['verdict'];

/** The next step for each verdict, as a real button (the first leads): pay when everything passes, talk when
 * it might, write when it does not, and talk or write when the answers were too few to judge. */
const NEXT_STEP: Record<Verdict, ActionKey[]> = {
  'strong-fit': ['checkout', 'call'],
  'possible-fit': ['call', 'email'],
  'poor-fit': ['email', 'call'],
  unknown: ['call', 'email'],
};

const VERDICT_ICON: Record<Verdict, string> = {
  'strong-fit': ICONS.check,
  'possible-fit': ICONS.minus,
  'poor-fit': ICONS.cross,
  unknown: ICONS.minus,
};

const RESULT_ICON = { pass: ICONS.check, fail: ICONS.cross, unknown: ICONS.minus } as const;

/** The API's notes name fields for developers; an unanswered question reads better in words. */
export function checkNoteForPeople(site: Site, result: FitResult['checks'][number]): string {
  return result.result === 'unknown' ? site.words.fit.result.blank : (result.note ?? '');
}

/** The owner's optional criteria, by id, once per site: every result page tells them apart. */
const optionalIds = perSite('html:fit-optional-ids', (site) =>
  site.criteria.filter((c) => !c.required).map((c) => c.id),
);

/**
 * Under the verdict, what decides it: "Required: 1 of 2 met · Optional: 1 of 2". A bar of points let a poor fit
 * look more than half full.
 */
function renderTally(site: Site, result: FitResult): string {
  const { required, optional } = tallyChecks(result.checks, optionalIds(site));
  const w = site.words.fit.result;
  const parts = [
    required.total ? fillWords(w.required, required) : '',
    optional.total ? fillWords(w.optional, optional) : '',
  ].filter(Boolean);
  return parts.length ? `<p class="tally">${e(parts.join(' · '))}</p>` : '';
}

/** A criterion the owner marked optional is not a failure when unmet: "Not met · optional", quietly. */
function renderCheck(site: Site, c: FitResult['checks'][number]): string {
  const kind = checkKind(c, optionalIds(site));
  const icon = kind === 'optional' ? ICONS.minus : RESULT_ICON[c.result];
  const status = site.words.checkResult[kind];
  // Notes can echo what was typed (a text answer), so they are escaped text, never Markdown.
  return `<li class="check check-${kind}">${icon}<span class="check-status">${e(status)}</span> <strong>${e(c.criterion)}</strong>\n<p>${e(checkNoteForPeople(site, c))}</p></li>`;
}

/**
 * The recommendation as people read it, kept per site and text: it is one of a few texts (one per verdict),
 * and splitting and linkifying it on every result page was ~3% of the page's time (V8 CPU profile under load).
 */
const adviceHtml = perSite('html:fit-advice', () =>
  memoizeBounded((recommendation) => {
    const advice = recommendationForPeople(recommendation);
    return advice ? `<p class="recommendation">${renderLinkifiedText(advice)}</p>` : '';
  }, 16),
);

function renderResult(site: Site, result: FitResult): string {
  const w = site.words.fit.result;
  const checks = result.checks.map((c) => renderCheck(site, c));
  const next = NEXT_STEP[result.verdict];
  return `<h2 id="fit-result-title">${e(w.title)}</h2>
<div class="verdict-card is-${result.verdict}">
<p class="verdict-line">${VERDICT_ICON[result.verdict]}<span class="verdict verdict-${result.verdict}">${e(verdictLabel(site, result.verdict))}</span></p>
${renderTally(site, result)}
</div>
${result.recommendation ? adviceHtml(site)(result.recommendation) : ''}
${renderActionButtons(site, next, '', next[0])}
<h3>${e(w.byCriterion)}</h3>
<ol class="checks">
${checks.join('\n')}
</ol>
<p class="disclaimer">${e(result.disclaimer)}</p>`;
}

/** People get a plain lead sentence; the list holds the API's own per-field messages. */
export function problemsLead(site: Site, code: string): string {
  const w = site.words.fit.result;
  return code === 'empty_profile' ? w.problemsEmpty : w.problemsInvalid;
}

function renderProblems(site: Site, code: string, issues: FieldIssue[]): string {
  const items = issues
    .filter((issue) => issue.path !== '')
    .map((issue) => {
      const criterion = criterionOfField(site, issue.path);
      if (!criterion) return `<li>${e(issue.message)}</li>`;
      return `<li><a href="#${fieldAnchor(site, criterion)}">${e(`${criterion.label}${site.words.typography.colon} ${issue.message}`)}</a></li>`;
    });
  return `<h2 id="fit-result-title">${e(site.words.fit.result.problemsTitle)}</h2>
<div class="error-summary">
<p>${e(problemsLead(site, code))}</p>${items.length ? `\n<ul>\n${items.join('\n')}\n</ul>` : ''}
</div>`;
}

function renderEmpty(site: Site): string {
  const w = site.words.fit.result;
  const empty = fillHtml(w.empty, { submit: e(site.words.fit.form.submit) }, e);
  return `<h2 id="fit-result-title">${e(w.title)}</h2>
<p class="result-empty">${empty}</p>
<ol class="result-steps">
<li>${e(w.emptyVerdict)}</li>
<li>${e(w.emptyNext)}</li>
<li>${e(w.emptyCriteria)}</li>
</ol>`;
}

/** The result panel is always present, so the script and the no-script GET fill the same place. */
export function renderFitOutcome(site: Site, outcome: FitOutcome | undefined): string {
  let inner = '';
  if (outcome?.kind === 'result') inner = renderResult(site, outcome.result);
  else if (outcome?.kind === 'problems') inner = renderProblems(site, outcome.code, outcome.issues);
  else inner = renderEmpty(site);
  // Before an answer the panel only says how to use the form: words for people, which the twin has no form for.
  const forPeople = outcome ? '' : ' data-markdown-ignore';
  return `<section id="fit-result" class="fit-result card" tabindex="-1" aria-labelledby="fit-result-title"${forPeople}>
${inner.replace(/\n\n+/g, '\n')}
</section>`;
}
