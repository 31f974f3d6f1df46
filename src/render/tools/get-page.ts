// The get_page tool: one page by slug with its Markdown body, as GET /api/pages/{slug} answers it.
import { z } from 'zod';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { echoClientText } from '../../domain/client-echo.js';
import { describeFieldIssues } from '../../domain/fit/fit.js';
import { apiPages, pageSlugs } from '../../domain/pages.js';
import { buildApiSchemas } from '../../domain/schemas.js';
import { buildPageResource } from '../markdown/page.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { keepAnswer, listIssues, refuseCall } from './tool-answers.js';

/** One slug of the content's page set, described with the slugs themselves. */
function getPageArguments(site: Site) {
  const words = fillWords(site.words.agents.tools.slug, { slugs: pageSlugs(site).join(', ') });
  return z.strictObject({ slug: buildApiSchemas(site).PageSlug.describe(words) });
}

export const getPageTool = defineTool({
  name: 'get_page',
  api: { operationId: 'getPage', method: 'GET', path: '/api/pages/{slug}' },
  words: (agents) => agents.tools.get_page,
  annotations: READ_ONLY,
  schemas: (site) => ({ input: getPageArguments(site), output: buildApiSchemas(site).Page }),
  // Proxies and caches can route a call by slug without reading the body; the endpoint checks both agree.
  paramHeaders: { slug: 'Slug' },
  hint: (errors) => errors.tools.pageHint,
  bind(site) {
    const slugs = pageSlugs(site);
    const input = getPageArguments(site);
    const w = site.words.errors.tools;
    // zod's own translation of its messages, as the API's field problems use.
    const zodErrors = site.locale.zodErrors ? { error: site.locale.zodErrors } : undefined;
    const unknownKey = fillWords(site.words.errors.unknownProperty, { schema: 'get_page' });
    const callAgain = fillWords(w.callGetPage, { slugs: slugs.join(', '), hint: w.pageHint });
    const pages = new Map(apiPages(site).map((p) => [p.slug, keepAnswer(buildPageResource(site, p))]));
    return (args) => {
      const parsed = input.safeParse(args, zodErrors);
      if (parsed.success) {
        return pages.get(parsed.data.slug) ?? refuseCall(fillWords(w.noPage, { slug: parsed.data.slug }));
      }
      const slug = typeof args.slug === 'string' ? args.slug : undefined;
      const problem =
        slug !== undefined && !slugs.includes(slug)
          ? fillWords(w.unknownSlug, { slug: echoClientText(slug) })
          : fillWords(w.invalidArguments, {
              issues: listIssues(describeFieldIssues(parsed.error, unknownKey), w),
            });
      return refuseCall(`${problem} ${callAgain}`);
    };
  },
});
