// The fit check's answer as HTML: verdict, score, per-criterion breakdown, recommendation and disclaimer, or problems.
import type { FieldIssue } from '../../domain/fit.js';
import type { FitResult } from '../../domain/schemas.js';
import { FIT_FIELDS, RESULT_LABELS, scoreText, VERDICT_LABELS } from '../fit-labels.js';
import { escapeHtml as e } from './escape.js';
import { fieldAnchor } from './fit-form.js';
import { renderLinkifiedText } from './markdown.js';

export type FitOutcome =
  | { kind: 'result'; result: FitResult }
  | { kind: 'problems'; code: string; message: string; issues: FieldIssue[] };

function renderResult(result: FitResult): string {
  const score = scoreText(result);
  // Notes can echo what was typed (the role), so they are escaped text, never Markdown.
  const checks = result.checks.map(
    (
      c,
    ) => `<li class="check check-${c.result}"><span class="check-status">${RESULT_LABELS[c.result]}</span> <strong>${e(c.criterion)}</strong>
<p>${e(c.note ?? '')}</p></li>`,
  );
  return `<h2 id="fit-result-title">Your result</h2>
<p class="verdict-line"><span class="verdict verdict-${result.verdict}">${VERDICT_LABELS[result.verdict]}</span>${score ? ` <span class="score">${score}</span>` : ''}</p>
${result.recommendation ? `<p class="recommendation">${renderLinkifiedText(result.recommendation)}</p>` : ''}
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

/** The result panel is always present, so the script and the no-script GET fill the same place. */
export function renderFitOutcome(outcome: FitOutcome | undefined): string {
  let inner = `<h2 id="fit-result-title">Your result</h2>
<p class="result-empty">Answer at least one question and choose “Check my fit”. Your verdict, score and a criterion-by-criterion breakdown appear here.</p>`;
  if (outcome?.kind === 'result') inner = renderResult(outcome.result);
  if (outcome?.kind === 'problems') inner = renderProblems(outcome.code, outcome.issues);
  return `<section id="fit-result" class="fit-result panel" tabindex="-1" aria-labelledby="fit-result-title">
${inner.replace(/\n\n/g, '\n')}
</section>`;
}
