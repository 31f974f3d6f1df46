// Every label the MCP App views show, taken from the site's words in one place (the views run in the host's frame).
import type { Site } from '../../content/site.js';
import type { FitCheck, FitResult } from '../../domain/schemas.js';

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
  verdicts: Record<FitResult['verdict'], string>;
  results: Record<FitCheck['result'], string>;
  waiting: string;
  noResult: string;
  /** Read to a screen reader after an action's name: the link opens outside the chat. */
  opensOutside: string;
}

export function describeViewWords(site: Site): ViewWords {
  const { offer, chatView, verdict, checkResult, fit } = site.words;
  return {
    price: offer.price,
    duration: offer.duration,
    deliverables: offer.whatYouGet,
    guarantee: offer.guarantee,
    credit: offer.credit,
    fitHeading: chatView.fitHeading,
    score: fit.result.score,
    criteria: chatView.criteria,
    nextStep: chatView.nextStep,
    verdicts: { ...verdict },
    results: { ...checkResult },
    waiting: chatView.waiting,
    noResult: chatView.noResult,
    opensOutside: chatView.opensOutside,
  };
}
