// The offer card, in the site's words and order: name, the price line, the summary, the guarantee's one promise
// with its terms a click away, what you get, and the owner's actions with their lead action first.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { Offer } from '../../../domain/schemas.js';
import type { ViewAction, ViewConfig } from '../view-config.js';
import { renderActions } from './actions.js';
import { el } from './dom.js';

/** "USD 12,000 · 1 week · fixed price", the amount in bold: the line the site's hero writes, as the server made it. */
function priceLine(config: ViewConfig): HTMLElement {
  return el('p', 'price-line', el('strong', undefined, config.price), ` · ${config.priceTerms}`);
}

/** A step "Thursday, before noon: tell us …" as its date in bold and what happens then. */
function step(text: string): HTMLElement {
  const colon = text.indexOf(': ');
  if (colon < 1 || colon > 60) return el('li', undefined, text);
  return el('li', undefined, el('strong', undefined, text.slice(0, colon + 1)), ` ${text.slice(colon + 2)}`);
}

/** The promise in bold; its terms (dated steps, or the whole text) behind "Read the terms". */
function promise(guarantee: string, config: ViewConfig): HTMLElement {
  const steps = config.guaranteeSteps;
  const terms = steps ? el('ol', 'steps', ...steps.map(step)) : el('p', undefined, guarantee);
  return el(
    'div',
    'promise',
    el('p', 'promise-line', el('strong', undefined, config.promise ?? guarantee)),
    el('details', undefined, el('summary', undefined, config.words.guaranteeTerms), terms),
  );
}

/** The owner's lead action first, then the others in the site's order. */
function ordered(actions: ViewAction[], primary: ViewAction['key']): ViewAction[] {
  return [...actions.filter((a) => a.key === primary), ...actions.filter((a) => a.key !== primary)];
}

export function renderOfferCard(app: App, offer: Offer, config: ViewConfig): HTMLElement {
  const { words } = config;
  // The result's names, the view's links: the view's go through the site's /go/ (chat-view), the tool
  // result's are the ones an agent is given.
  const actions = config.actions.map((a) => ({ ...a, name: offer.actions?.[a.key]?.name ?? a.name }));
  return el(
    'article',
    'card',
    offer.provider && el('p', 'eyebrow', offer.provider),
    el('h1', 'title', offer.name),
    priceLine(config),
    offer.summary && el('p', 'summary', offer.summary),
    offer.guarantee && promise(offer.guarantee, config),
    el('h2', 'section', words.deliverables),
    el(
      'ol',
      'deliverables',
      ...offer.deliverables.map((d) =>
        el('li', undefined, el('strong', undefined, d.name), el('span', undefined, d.description)),
      ),
    ),
    renderActions(app, ordered(actions, config.primary), words),
  );
}
