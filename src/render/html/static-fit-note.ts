// The static export's stand-in for the fit form: a static host cannot run the self-check, so the page says so.
import type { Site } from '../../content/site.js';
import { handoffUrl } from '../../domain/handoff.js';
import { escapeHtml as e } from './escape.js';

/**
 * Shown where the form would be (scripts/export.ts puts it there): the criteria on the page still say what
 * fits, and the booking call is the way to an answer, instead of a form whose submit would do nothing.
 */
export function renderStaticFitNote(site: Site): string {
  const call = site.offer.actions.call.name;
  const w = site.words.export;
  return `<aside id="fit-static-note" class="card" aria-labelledby="fit-static-note-title">
<h2 id="fit-static-note-title">${e(w.title)}</h2>
<p>${e(w.body)}</p>
<p><a class="button button-primary" href="${e(handoffUrl(site, 'call', 'web'))}">${e(call)}</a></p>
</aside>`;
}
