// The owner's action buttons: each asks the host to open its link (ui/open-link); the frame never navigates.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { ViewAction } from '../view-config.js';
import type { ViewWords } from '../view-words.js';
import { el } from './dom.js';

/** The first action is the primary button, the second a quieter one, any further a link; the caller orders them. */
export function renderActions(app: App, actions: ViewAction[], words: ViewWords): HTMLElement {
  const row = el('div', 'actions');
  actions.forEach((action, i) => {
    const button = el(
      'button',
      `action ${i === 0 ? 'primary' : i === 1 ? 'secondary' : 'tertiary'}`,
      action.name,
      el('span', 'sr-only', ` ${words.opensOutside}`),
    ) as HTMLButtonElement;
    button.type = 'button';
    button.dataset.action = action.key;
    button.addEventListener('click', () => {
      // A host may refuse (isError) or be absent; there is nothing better to do in a sandboxed frame.
      app.openLink({ url: action.url }).catch(() => undefined);
    });
    row.append(button);
  });
  return row;
}
