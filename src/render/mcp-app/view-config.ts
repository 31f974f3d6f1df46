// What the server writes into each view's page for its script: which view, the labels and the owner's actions.
import type { ActionKey } from '../../domain/offer.js';
import type { ViewWords } from './view-words.js';

export type ViewKind = 'offer' | 'fit';

export interface ViewAction {
  key: ActionKey;
  name: string;
  url: string;
}

export interface ViewConfig {
  view: ViewKind;
  words: ViewWords;
  /** The offer's actions in the site's order (checkout, call, e-mail); the fit result carries none. */
  actions: ViewAction[];
  /** The hero's price line, made by the server ("8 500 € HT", "2 semaines · prix forfaitaire"): one format everywhere. */
  price: string;
  priceTerms: string;
  /** The action the owner leads with (the site's header and hero): the offer card's first button. */
  primary: ActionKey;
  /** The guarantee as the site's one-line promise; its terms open under it. */
  promise?: string;
  /** The guarantee's terms as the owner's dated steps, when written so. */
  guaranteeSteps?: string[];
  /** The ids of the criteria the owner marked optional: not met, they read "Not met · optional". */
  optional: string[];
}

/** The id of the JSON <script> element that holds the ViewConfig. */
export const VIEW_CONFIG_ID = 'mcp-view-config';
