// Each MCP App view as one self-contained HTML document: inline stylesheet, the labels and actions, the bundled script.
import type { Site } from '../../content/site.js';
import { listActions } from '../../domain/offer.js';
import { escapeHtml, serializeJsonForScript } from '../html/escape.js';
import { VIEW_CONFIG_ID, type ViewConfig, type ViewKind } from './view-config.js';
import { buildViewCss } from './view-css.js';
import { readViewScript } from './view-script.js';
import { describeViewWords } from './view-words.js';

export function buildViewConfig(site: Site, view: ViewKind): ViewConfig {
  const actions = listActions(site, 'chat-view').map(({ key, name, url }) => ({ key, name, url }));
  const currencyDisplay = site.offer.price.display === 'symbol' ? 'symbol' : 'code';
  return { view, words: describeViewWords(site), actions, locale: site.locale.tag, currencyDisplay };
}

export function renderViewHtml(site: Site, view: ViewKind, title: string): string {
  const lang = escapeHtml(site.identity.language);
  // The bundle is inline and can hold "</script" only inside strings; esbuild writes those as "<\/script".
  const script = readViewScript().replace(/<\/script/gi, '<\\/script');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${buildViewCss(site.theme)}</style>
</head>
<body>
<main id="view" aria-live="polite"></main>
<script type="application/json" id="${VIEW_CONFIG_ID}">${serializeJsonForScript(buildViewConfig(site, view))}</script>
<script>${script}</script>
</body>
</html>
`;
}
