// The offer card: name, summary, price and duration, deliverables, guarantee and the owner's actions.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { Offer } from '../../../domain/schemas.js';
import type { ViewConfig } from '../view-config.js';
import { renderActions } from './actions.js';
import { el } from './dom.js';
import { formatDuration, formatMoney } from './format.js';

export function renderOfferCard(app: App, offer: Offer, config: ViewConfig): HTMLElement {
  const { words } = config;
  const fact = (label: string, value: string) =>
    el('div', 'fact', el('dt', undefined, label), el('dd', undefined, value));
  // The result's names, the view's links: the view's go through the site's /go/ (chat-view), the tool
  // result's are the ones an agent is given.
  const actions = config.actions.map((a) => ({ ...a, name: offer.actions?.[a.key]?.name ?? a.name }));
  return el(
    'article',
    'card',
    offer.provider && el('p', 'eyebrow', offer.provider),
    el('h1', 'title', offer.name),
    offer.summary && el('p', 'summary', offer.summary),
    el(
      'dl',
      'facts',
      fact(words.price, formatMoney(config, offer.price.amount, offer.price.currency)),
      fact(words.duration, formatDuration(config, offer.duration)),
    ),
    el('h2', 'section', words.deliverables),
    el(
      'ol',
      'deliverables',
      ...offer.deliverables.map((d) =>
        el('li', undefined, el('strong', undefined, d.name), el('span', undefined, d.description)),
      ),
    ),
    offer.guarantee && el('p', 'note', el('strong', undefined, `${words.guarantee}. `), offer.guarantee),
    renderActions(app, actions, words),
  );
}
