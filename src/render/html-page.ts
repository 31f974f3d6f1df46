// Server-rendered HTML for a content page: the page's Markdown twin rendered to HTML inside the shared layout.
import MarkdownIt from 'markdown-it';
import type { Site, SitePage } from '../content/site.js';
import { expandTokens } from './page-markdown.js';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMarkdownHtml(markdown: string): string {
  return md.render(markdown);
}

export function renderPageHtml(site: Site, page: SitePage): string {
  const body = renderMarkdownHtml(expandTokens(site, page.body));
  return `<!doctype html>
<html lang="${site.identity.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.identity.name)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${body}
</main>
</body>
</html>
`;
}
