// Every label the MCP App views show, taken from the site's words in one place (the views run in the host's frame).
import type { Site } from '../../content/site.js';
import type { FitCheck, FitResult } from '../../domain/schemas.js';

/** Labels only: what the owner wrote (offer name, deliverables, actions, notes) comes from the tool result. */
export interface ViewWords {
  /** The link under the promise that opens the guarantee's terms ("Read the terms"). */
  guaranteeTerms: string;
  deliverables: string;
  fitHeading: string;
  criteria: string;
  verdicts: Record<FitResult['verdict'], string>;
  /** Met, Not met, Not answered, and Not met · optional for an optional criterion. */
  results: Record<FitCheck['result'] | 'optional', string>;
  /** "Required: {met} of {total} met" and "Optional: {met} of {total}", under the verdict. */
  required: string;
  optional: string;
  /** The note of a question left blank, in place of the API's note that names the field. */
  blank: string;
  waiting: string;
  noResult: string;
  /** Read to a screen reader after an action's name: the link opens outside the chat. */
  opensOutside: string;
}

export function describeViewWords(site: Site): ViewWords {
  const { offer, chatView, verdict, checkResult, fit } = site.words;
  return {
    guaranteeTerms: offer.guaranteeTerms,
    deliverables: offer.whatYouGet,
    fitHeading: chatView.fitHeading,
    criteria: chatView.criteria,
    verdicts: { ...verdict },
    results: { ...checkResult },
    required: fit.result.required,
    optional: fit.result.optional,
    blank: fit.result.blank,
    waiting: chatView.waiting,
    noResult: chatView.noResult,
    opensOutside: chatView.opensOutside,
  };
}
