// Every label the MCP App views show, in one function, so the views can later take them from the site's words table.
import type { Site } from '../../content/site.js';
import { RESULT_LABELS, VERDICT_LABELS } from '../fit-labels.js';

/** Labels only: what the owner wrote (offer name, deliverables, actions, notes) comes from the tool result. */
export interface ViewWords {
  price: string;
  duration: string;
  deliverables: string;
  guarantee: string;
  credit: string;
  fitHeading: string;
  /** "{earned}" and "{available}" are replaced by the result's score. */
  score: string;
  criteria: string;
  nextStep: string;
  verdicts: Record<keyof typeof VERDICT_LABELS, string>;
  results: Record<keyof typeof RESULT_LABELS, string>;
  waiting: string;
  noResult: string;
  /** Read to a screen reader after an action's name: the link opens outside the chat. */
  opensOutside: string;
}

export function describeViewWords(_site: Site): ViewWords {
  return {
    price: 'Price',
    duration: 'Duration',
    deliverables: 'What you get',
    guarantee: 'Guarantee',
    credit: 'Credit',
    fitHeading: 'Your fit check',
    score: '{earned} of {available} points',
    criteria: 'How each criterion came out',
    nextStep: 'Next step',
    verdicts: { ...VERDICT_LABELS },
    results: { ...RESULT_LABELS },
    waiting: 'Waiting for the answer…',
    noResult: 'There is no result to show.',
    opensOutside: '(opens outside the chat)',
  };
}
