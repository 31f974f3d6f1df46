// The offer's actions (checkout, call, e-mail) as buttons, each with its own label from content.
import type { Site } from '../../../content/site.js';
import { buildOffer } from '../../../domain/offer.js';
import { escapeHtml as e } from '../escape.js';

export type ActionKey = 'checkout' | 'call' | 'email';

/** Checkout leads, the call follows, e-mail is the quiet option; unknown keys keep the content's order. */
const ACTION_STYLE: Record<string, string> = {
  checkout: 'button button-primary',
  call: 'button button-secondary',
  email: 'button button-quiet',
};

export function renderActionButtons(site: Site, keys?: readonly ActionKey[], extraClass = ''): string {
  const all = Object.entries(buildOffer(site).actions ?? {});
  const chosen = keys ? keys.flatMap((k) => all.filter(([key]) => key === k)) : all;
  if (chosen.length === 0) return '';
  const items = chosen.map(
    ([key, a]) =>
      `<li><a class="${ACTION_STYLE[key] ?? 'button button-secondary'}" href="${e(a.url)}" data-action="${e(key)}">${e(a.name)}</a></li>`,
  );
  return `<ul class="actions${extraClass ? ` ${extraClass}` : ''}">\n${items.join('\n')}\n</ul>`;
}
