// The fit result in the site's words and order: the verdict in its own colour, the required criteria counted,
// the recommendation without URLs, the next step's buttons, then each criterion (Met, Not met, Not met · optional).
import type { App } from '@modelcontextprotocol/ext-apps';
import type { FitResult } from '../../../domain/schemas.js';
import { checkKind, recommendationForPeople, tallyChecks } from '../../fit-tally.js';
import type { ViewAction, ViewConfig } from '../view-config.js';
import { renderActions } from './actions.js';
import { el } from './dom.js';

/**
 * The next steps for each verdict, first one leading, as the fit page offers them: pay when everything is met,
 * talk when it might fit, write when it does not, talk or write when the answers were too few.
 */
const NEXT: Record<FitResult['verdict'], ViewAction['key'][]> = {
  'strong-fit': ['checkout', 'call'],
  'possible-fit': ['call', 'email'],
  'poor-fit': ['email', 'call'],
  unknown: ['call', 'email'],
};

function orderActions(actions: ViewAction[], verdict: FitResult['verdict']): ViewAction[] {
  return NEXT[verdict].flatMap((key) => actions.filter((a) => a.key === key));
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export function renderFitResult(app: App, result: FitResult, config: ViewConfig): HTMLElement {
  const { words, optional } = config;
  const tally = tallyChecks(result.checks, optional);
  const counts = [
    tally.required.total ? fill(words.required, tally.required) : '',
    tally.optional.total ? fill(words.optional, tally.optional) : '',
  ].filter(Boolean);
  const advice = result.recommendation ? recommendationForPeople(result.recommendation) : '';
  return el(
    'article',
    `card verdict-${result.verdict}`,
    el('p', 'eyebrow', words.fitHeading),
    el(
      'div',
      'verdict-panel',
      el('h1', 'title verdict', words.verdicts[result.verdict]),
      counts.length > 0 && el('p', 'tally', counts.join(' · ')),
    ),
    advice && el('p', 'summary', advice),
    renderActions(app, orderActions(config.actions, result.verdict), words),
    el('h2', 'section', words.criteria),
    el(
      'ul',
      'checks',
      ...result.checks.map((check) => {
        const kind = checkKind(check, optional);
        const note = check.result === 'unknown' ? words.blank : check.note;
        return el(
          'li',
          `check ${kind}`,
          el('span', 'mark', words.results[kind]),
          el(
            'span',
            'criterion',
            el('strong', undefined, check.criterion),
            note && el('span', undefined, note),
          ),
        );
      }),
    ),
    el('p', 'disclaimer', result.disclaimer),
  );
}
