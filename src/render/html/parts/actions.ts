// The offer's actions (checkout, call, e-mail) as buttons, each with its own label from content; the content's
// primary action leads.
import type { Site } from '../../../content/site.js';
import { type ActionKey, handoffUrl } from '../../../domain/handoff.js';
import { buildOffer } from '../../../domain/offer.js';
import { escapeHtml as e } from '../escape.js';

export type { ActionKey } from '../../../domain/handoff.js';

/** The action the header and hero lead with: the content's choice, else a call (lead with the conversation). */
export function primaryActionKey(site: Site): ActionKey {
  return site.offer.primaryAction ?? 'call';
}

/** The primary action leads, the others follow as secondary, e-mail is the quiet option. */
function styleOf(lead: ActionKey, key: string): string {
  if (key === lead) return 'button button-primary';
  return key === 'email' ? 'button button-quiet' : 'button button-secondary';
}

/** The primary action first, then checkout, call, e-mail: the order a buyer who leads with talking meets them. */
function ordered(first: ActionKey, keys: readonly ActionKey[]): ActionKey[] {
  return keys.includes(first) ? [first, ...keys.filter((k) => k !== first)] : [...keys];
}

/**
 * `lead` overrides the primary action where the decision is made (the offer card leads with the checkout).
 * Each button goes through the site's /go/ link, so a click is counted as a hand-off (src/domain/handoff.ts).
 */
export function renderActionButtons(
  site: Site,
  keys?: readonly ActionKey[],
  extraClass = '',
  lead: ActionKey = primaryActionKey(site),
): string {
  const actions = buildOffer(site).actions;
  if (!actions) return '';
  const chosen = ordered(lead, keys ?? ['checkout', 'call', 'email']);
  if (chosen.length === 0) return '';
  const items = chosen.map(
    (key) =>
      `<li><a class="${styleOf(lead, key)}" href="${e(handoffUrl(site, key, 'web'))}" data-action="${key}">${e(actions[key].name)}</a></li>`,
  );
  return `<ul class="actions${extraClass ? ` ${extraClass}` : ''}">\n${items.join('\n')}\n</ul>`;
}
