// Every public page's Markdown as an MCP resource, addressed by its public .md URL, built once per site.
import type {
  ListResourcesResult,
  ListResourceTemplatesResult,
  ReadResourceResult,
  Resource,
} from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { summarisePage } from '../domain/pages.js';
import { renderPageMarkdown } from '../render/markdown/page.js';
import { withJsonText } from './json-text.js';

export interface ResourceShelf {
  list: ListResourcesResult;
  templates: ListResourceTemplatesResult;
  read(uri: string): ReadResourceResult | undefined;
}

const MARKDOWN = 'text/markdown';

/**
 * The URI is the page's public Markdown twin (https://…/about.md): the spec reserves https URIs for
 * resources a client could also fetch itself, which these are, and every client understands them.
 */
export function buildResourceShelf(site: Site): ResourceShelf {
  const reads = new Map<string, ReadResourceResult>();
  const resources: Resource[] = site.pages.map((page) => {
    const summary = summarisePage(site, page);
    const text = renderPageMarkdown(site, page);
    reads.set(
      summary.markdownUrl,
      withJsonText({ contents: [{ uri: summary.markdownUrl, mimeType: MARKDOWN, text }] }),
    );
    return {
      uri: summary.markdownUrl,
      name: page.slug,
      title: page.title,
      description: page.description,
      mimeType: MARKDOWN,
      size: new TextEncoder().encode(text).byteLength,
    };
  });
  const slugs = site.pages.map((p) => p.slug).join(', ');
  return {
    list: withJsonText({ resources }),
    templates: withJsonText({
      resourceTemplates: [
        {
          uriTemplate: `${site.baseUrl}/{slug}.md`,
          name: 'page',
          title: 'Site page as Markdown',
          description: `Any public page of the site as Markdown, by slug: ${slugs}.`,
          mimeType: MARKDOWN,
        },
      ],
    }),
    read: (uri) => reads.get(uri),
  };
}
