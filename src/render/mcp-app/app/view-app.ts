// The views' script (bundled by esbuild at build time): the official ext-apps App renders the tool's structuredContent.
import { App } from '@modelcontextprotocol/ext-apps';
import type { FitResult, Offer } from '../../../domain/schemas.js';
import { VIEW_CONFIG_ID, type ViewConfig } from '../view-config.js';
import { el } from './dom.js';
import { renderFitResult } from './fit-result.js';
import { renderOfferCard } from './offer-card.js';

const config = JSON.parse(document.getElementById(VIEW_CONFIG_ID)?.textContent ?? '{}') as ViewConfig;
const root = document.getElementById('view') as HTMLElement;
const app = new App({ name: `offer-${config.view}-view`, version: '1.0.0' }, {}, { autoResize: true });

const show = (node: HTMLElement) => root.replaceChildren(node);

// Handlers before connect(), so a result sent right after the handshake is not missed.
app.ontoolresult = (result) => {
  const data = result.structuredContent;
  if (result.isError || !data) {
    show(el('p', 'status', config.words.noResult));
    return;
  }
  show(
    config.view === 'offer'
      ? renderOfferCard(app, data as unknown as Offer, config)
      : renderFitResult(app, data as unknown as FitResult, config),
  );
};
app.onhostcontextchanged = (context) => {
  if (context.theme) document.documentElement.dataset.theme = context.theme;
};

show(el('p', 'status', config.words.waiting));
app.connect().then(
  () => {
    const theme = app.getHostContext()?.theme;
    if (theme) document.documentElement.dataset.theme = theme;
  },
  () => show(el('p', 'status', config.words.noResult)),
);
