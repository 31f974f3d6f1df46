// The static export's hand-offs: a static host cannot answer /go/ itself, so each becomes a host redirect rule
// (an https link) or a small redirect page (a mailto: or plain http link, which host rules cannot hold).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Site } from '../src/content/site.js';
import { listHandoffPaths } from '../src/domain/handoff.js';
import { isBodyRoute, type RequestCore } from '../src/http/core/request-core.js';
import { SHARED_HEADERS } from '../src/http/plain-response.js';
import { escapeHtml } from '../src/render/html/escape.js';
import type { ExportedFile } from './export-host-files.js';

export interface ExportedHandoffs {
  /** `_redirects` lines: `/go/checkout https://… 303`. */
  rules: string[];
  /** Redirect pages written for the destinations host rules cannot name. */
  pages: ExportedFile[];
}

/**
 * Workers static assets and Netlify take a 303 to an https URL in `_redirects` (Cloudflare refuses any other
 * scheme), so that is what an https destination gets: the same status and Location as the server's answer.
 * A mailto: or http destination gets a page that refreshes to it at once and links it, for no script runs.
 */
export function exportHandoffs(core: RequestCore, site: Site, outDir: string): ExportedHandoffs {
  const rules: string[] = [];
  const pages: ExportedFile[] = [];
  for (const { path, action } of listHandoffPaths()) {
    const answer = core.answer({ method: 'GET', target: path, header: () => undefined });
    const location = isBodyRoute(answer) ? undefined : answer.headers.location;
    if (isBodyRoute(answer) || answer.status !== 303 || !location) {
      throw new Error(`export: GET ${path} did not answer 303 with a Location`);
    }
    if (location.startsWith('https://')) {
      rules.push(`${path} ${location} 303`);
      continue;
    }
    const file = `${path.slice(1)}.html`;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), renderRedirectPage(site, site.offer.actions[action].name, location));
    pages.push({
      urlPath: path,
      file,
      headers: {
        ...SHARED_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
      },
    });
  }
  return { rules, pages };
}

/** The action's own name as the title, the address as the link's text: no word the content did not write. */
function renderRedirectPage(site: Site, name: string, location: string): string {
  const href = escapeHtml(location);
  const shown = escapeHtml(location.startsWith('mailto:') ? location.slice('mailto:'.length) : location);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.identity.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<title>${escapeHtml(name)}</title>
</head>
<body>
<p><a href="${href}">${shown}</a></p>
</body>
</html>
`;
}
