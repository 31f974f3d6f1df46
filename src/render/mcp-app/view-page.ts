// Each MCP App view as one self-contained HTML document: inline stylesheet, the labels and actions, the bundled script.
import type { Site } from '../../content/site.js';
import { describePriceTerms, formatPrice, listActions } from '../../domain/offer.js';
import { escapeHtml, serializeJsonForScript } from '../html/escape.js';
import { primaryActionKey } from '../html/parts/actions.js';
import { describeGuaranteeShort } from '../html/parts/offer.js';
import { VIEW_CONFIG_ID, type ViewConfig, type ViewKind } from './view-config.js';
import { buildViewCss } from './view-css.js';
import { readViewScript } from './view-script.js';
import { describeViewWords } from './view-words.js';

/** What the view cannot read from a tool result but the pages show: the price line, the promise, the lead action, which criteria are optional. */
export function buildViewConfig(site: Site, view: ViewKind): ViewConfig {
  const actions = listActions(site, 'chat-view').map(({ key, name, url }) => ({ key, name, url }));
  const { guarantee, guaranteeSteps, criteria } = site.offer;
  return {
    view,
    words: describeViewWords(site),
    actions,
    price: formatPrice(site),
    priceTerms: describePriceTerms(site),
    primary: primaryActionKey(site),
    ...(guarantee ? { promise: describeGuaranteeShort(site, guarantee) } : {}),
    ...(guaranteeSteps ? { guaranteeSteps } : {}),
    optional: criteria.filter((c) => !c.required).map((c) => c.id),
  };
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
