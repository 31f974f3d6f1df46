// Every public page's Markdown as an MCP resource, addressed by its public .md URL, built once per site.
import type { ReadResourceResult, Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { summarisePage } from '../domain/pages.js';
import { renderPageMarkdown } from '../render/markdown/page.js';
import { withJsonText } from './json-text.js';

export interface ResourceShelf {
  /** In the newest shape; shape.ts trims them per protocol version. */
  list: Resource[];
  templates: ResourceTemplate[];
  uriTemplate: string;
  /** Each page's read result, by URI. */
  reads: [string, ReadResourceResult][];
}

const MARKDOWN = 'text/markdown';

/**
 * The URI is the page's public Markdown twin (https://…/about.md): the spec reserves https URIs for
 * resources a client could also fetch itself, which these are, and every client understands them.
 */
export function buildResourceShelf(site: Site): ResourceShelf {
  const reads: [string, ReadResourceResult][] = [];
  const list: Resource[] = site.pages.map((page) => {
    const summary = summarisePage(site, page);
    const text = renderPageMarkdown(site, page);
    const contents = [withJsonText({ uri: summary.markdownUrl, mimeType: MARKDOWN, text })];
    reads.push([summary.markdownUrl, { contents }]);
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
  const uriTemplate = `${site.baseUrl}/{slug}.md`;
  return {
    list,
    uriTemplate,
    templates: [
      {
        uriTemplate,
        name: 'page',
        title: site.words.agents.prompts.resourceTitle,
        description: fillWords(site.words.agents.prompts.resourceDescription, { slugs }),
        mimeType: MARKDOWN,
      },
    ],
    reads,
  };
}
