// The fit result: the verdict, the score, each criterion in plain words with how it came out, and the next step.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { FitResult } from '../../../domain/schemas.js';
import type { ViewAction, ViewConfig } from '../view-config.js';
import { renderActions } from './actions.js';
import { el } from './dom.js';

/**
 * The next steps for each verdict, first one leading: those the check-fit skill hands over. A poor fit or an
 * unanswered check is not offered the checkout.
 */
const NEXT: Record<FitResult['verdict'], ViewAction['key'][]> = {
  'strong-fit': ['checkout', 'call', 'email'],
  'possible-fit': ['call', 'email', 'checkout'],
  'poor-fit': ['email', 'call'],
  unknown: ['call', 'email'],
};

function orderActions(actions: ViewAction[], verdict: FitResult['verdict']): ViewAction[] {
  return NEXT[verdict].flatMap((key) => actions.filter((a) => a.key === key));
}

export function renderFitResult(app: App, result: FitResult, config: ViewConfig): HTMLElement {
  const { words } = config;
  const points = result.score;
  const score =
    points &&
    words.score
      .replace('{earned}', () => String(points.earned))
      .replace('{available}', () => String(points.available));
  return el(
    'article',
    `card verdict-${result.verdict}`,
    el('p', 'eyebrow', words.fitHeading),
    el('h1', 'title verdict', words.verdicts[result.verdict]),
    score && el('p', 'score', score),
    result.recommendation && el('p', 'summary', result.recommendation),
    el('h2', 'section', words.criteria),
    el(
      'ul',
      'checks',
      ...result.checks.map((check) =>
        el(
          'li',
          `check ${check.result}`,
          el('span', 'mark', words.results[check.result]),
          el(
            'span',
            'criterion',
            el('strong', undefined, check.criterion),
            el('span', undefined, check.note),
          ),
        ),
      ),
    ),
    el('h2', 'section', words.nextStep),
    renderActions(app, orderActions(config.actions, result.verdict), words),
    el('p', 'disclaimer', result.disclaimer),
  );
}
