// The fit check's answer for people: a verdict card ("8 of 9 points"), the next step as buttons, each
// criterion in plain words, and the disclaimer; or the problems with the answers, linked to their fields.
import type { Site } from '../../content/site.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import { normaliseRole } from '../../domain/fit/fit-rules.js';
import type { FitResult } from '../../domain/schemas.js';
import { FIT_FIELDS, RESULT_LABELS, scoreText, VERDICT_LABELS } from '../fit-labels.js';
import { DESIGN_WORDS } from './design-words.js';
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

/** The recommendation without the sentences that spell out URLs: the buttons below carry those links. */
export function recommendationForPeople(text: string): string {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((sentence) => !/https?:\/\//.test(sentence))
    .join(' ');
}

/** The API's notes name fields for developers; an unanswered question reads better in words. */
export function checkNoteForPeople(result: FitResult['checks'][number]): string {
  return result.result === 'unknown'
    ? 'You left this question blank, so it earns no points.'
    : (result.note ?? '');
}

function renderPips(result: FitResult): string {
  const { earned = 0, available = 0 } = result.score ?? {};
  if (available < 1 || available > 30) return '';
  const pips = Array.from({ length: available }, (_, i) => `<span${i < earned ? ' class="on"' : ''}></span>`);
  return `<span class="pips" aria-hidden="true">${pips.join('')}</span>`;
}

/** The API names a typed role in its normalised form ("executive-coach"); people see what they typed. */
function asTyped(note: string, role: string | undefined): string {
  const typed = role?.trim();
  if (!typed) return note;
  return note.replace(`"${normaliseRole(typed)}"`, `"${typed}"`);
}

/** A criterion the owner marked optional is not a failure when unmet: it shows quietly, never as a red FAIL. */
function renderCheck(site: Site, c: FitResult['checks'][number], role: string | undefined): string {
  const optional = c.result === 'fail' && site.offer.criteria.some((k) => k.id === c.id && !k.required);
  const kind = optional ? 'optional' : c.result;
  const icon = optional ? ICONS.minus : RESULT_ICON[c.result];
  const status = optional ? DESIGN_WORDS.optionalNotMet : RESULT_LABELS[c.result];
  // Notes can echo what was typed (the role), so they are escaped text, never Markdown.
  return `<li class="check check-${kind}">${icon}<span class="check-status">${e(status)}</span> <strong>${e(c.criterion)}</strong>\n<p>${e(asTyped(checkNoteForPeople(c), role))}</p></li>`;
}

function renderResult(site: Site, result: FitResult, role: string | undefined): string {
  const score = scoreText(result);
  const checks = result.checks.map((c) => renderCheck(site, c, role));
  const next = NEXT_STEP[result.verdict];
  const advice = result.recommendation ? recommendationForPeople(result.recommendation) : '';
  return `<h2 id="fit-result-title">Your result</h2>
<div class="verdict-card is-${result.verdict}">
<p class="verdict-line">${VERDICT_ICON[result.verdict]}<span class="verdict verdict-${result.verdict}">${VERDICT_LABELS[result.verdict]}</span></p>
${score ? `<p class="score">${score}</p>\n${renderPips(result)}` : ''}
</div>
${advice ? `<p class="recommendation">${renderLinkifiedText(advice)}</p>` : ''}
${renderActionButtons(site, next, '', next[0])}
<h3>Criterion by criterion</h3>
<ol class="checks">
${checks.join('\n')}
</ol>
<p class="disclaimer">${e(result.disclaimer)}</p>`;
}

/** People get a plain lead sentence; the list holds the API's own per-field messages. */
export function problemsLead(code: string): string {
  return code === 'empty_profile'
    ? 'Answer at least one of the four questions: each is optional, but the check needs something to go on.'
    : 'Some answers could not be checked. Correct the fields below and try again.';
}

function renderProblems(code: string, issues: FieldIssue[]): string {
  const items = issues
    .filter((issue) => issue.path !== '')
    .map((issue) => {
      const spec = FIT_FIELDS.find((f) => f.name === issue.path);
      if (!spec) return `<li>${e(issue.message)}</li>`;
      return `<li><a href="#${fieldAnchor(spec)}">${e(`${spec.label}: ${issue.message}`)}</a></li>`;
    });
  return `<h2 id="fit-result-title">Please check your answers</h2>
<div class="error-summary">
<p>${e(problemsLead(code))}</p>${items.length ? `\n<ul>\n${items.join('\n')}\n</ul>` : ''}
</div>`;
}

const EMPTY = `<h2 id="fit-result-title">Your result</h2>
<p class="result-empty">Answer at least one question and choose “Check my fit”. Your result appears here:</p>
<ol class="result-steps">
<li>a verdict and your score,</li>
<li>the next step that suits it,</li>
<li>each criterion in plain words.</li>
</ol>`;

/** The result panel is always present, so the script and the no-script GET fill the same place. */
export function renderFitOutcome(site: Site, outcome: FitOutcome | undefined, role?: string): string {
  let inner = EMPTY;
  if (outcome?.kind === 'result') inner = renderResult(site, outcome.result, role);
  if (outcome?.kind === 'problems') inner = renderProblems(outcome.code, outcome.issues);
  return `<section id="fit-result" class="fit-result card" tabindex="-1" aria-labelledby="fit-result-title">
${inner.replace(/\n\n+/g, '\n')}
</section>`;
}
