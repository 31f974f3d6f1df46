// The four MCP tools over the domain functions the API uses: schemas and static results built once per site.
import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { echoClientText } from '../domain/client-echo.js';
import { checkFit, describeFieldIssues, type FieldIssue, validateFitRequest } from '../domain/fit/fit.js';
import { exampleProfileJson } from '../domain/fit/fit-example.js';
import { fitResultJson, fitResultJsonString } from '../domain/fit/fit-json.js';
import { buildOffer } from '../domain/offer.js';
import { apiPages, listPages, pageSlugs } from '../domain/pages.js';
import { buildToolSchemas } from '../domain/tool-schemas.js';
import { buildPageResource } from '../render/markdown/page.js';
import { describeTools } from '../render/tool-json-schema.js';
import { carryJsonText, withJsonText } from './json-text.js';

export interface Toolbox {
  /** In the newest shape; shape.ts trims them per protocol version. */
  list: Tool[];
  /** undefined when no tool has that name: a protocol error, not a tool error. */
  call(name: string, args: Record<string, unknown>): CallToolResult | undefined;
}

const ANNOTATIONS: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/**
 * Tool arguments that modern clients mirror into an Mcp-Param-{Name} header (x-mcp-header), so proxies and
 * caches can route a get_page call by slug without reading the body; the endpoint checks header and body agree.
 */
export const PARAM_HEADERS: Readonly<Record<string, Record<string, string>>> = { get_page: { slug: 'Slug' } };

/**
 * Structured data plus the same data serialised as JSON in a text block, for every tool: the spec's rule for
 * structured results, and the only channel for versions before 2025-06-18, which drop structuredContent.
 */
function success(data: object, json = JSON.stringify(data), jsonString?: string): CallToolResult {
  // The response then carries structuredContent as this same text instead of serialising it twice.
  carryJsonText(data, json);
  const content = [{ type: 'text' as const, text: json }];
  // And the text block as a string made from pre-escaped fragments, when the caller has one (check_fit).
  if (jsonString !== undefined) carryJsonText(content, `[{"type":"text","text":${jsonString}}]`);
  return { content, structuredContent: data as Record<string, unknown> };
}

function failure(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

function listIssues(issues: FieldIssue[]): string {
  return issues.map((i) => `${i.path || '(arguments)'}: ${i.message}`).join('; ');
}

function noArguments(tool: string, args: Record<string, unknown>): CallToolResult | undefined {
  const keys = Object.keys(args);
  return keys.length === 0
    ? undefined
    : failure(
        `${tool} takes no arguments; call it again without: ${keys
          .slice(0, 10)
          .map((k) => echoClientText(k))
          .join(', ')}${keys.length > 10 ? ` and ${keys.length - 10} more` : ''}.`,
      );
}

export function buildToolbox(site: Site): Toolbox {
  const FIT_EXAMPLE = exampleProfileJson(site);
  const currency = site.offer.bestFit.revenueRange.currency;
  const slugs = pageSlugs(site);
  const GetPageArguments = buildToolSchemas(site).get_page.input;
  // The same descriptions and schemas the in-browser (WebMCP) script registers.
  const list: Tool[] = describeTools(site).map((t) => ({ ...t, annotations: ANNOTATIONS }));
  const offer = withJsonText(success(buildOffer(site)));
  const pageList = withJsonText(success(listPages(site)));
  const pages = new Map(
    apiPages(site).map((p) => {
      const page = buildPageResource(site, p);
      return [p.slug, withJsonText(success(page))] as const;
    }),
  );

  const checkFitTool = (args: Record<string, unknown>): CallToolResult => {
    const validation = validateFitRequest(args);
    if (validation.ok) {
      const result = checkFit(site, validation.profile);
      // The API's serialiser (quoted fragments, the same text JSON.stringify gives) at a fraction of its cost.
      return success(result, fitResultJson(site, result), fitResultJsonString(site, result));
    }
    if (validation.code === 'empty_profile') {
      return failure(`${validation.message} Call check_fit again with, for example, ${FIT_EXAMPLE}.`);
    }
    // Issues are capped in the domain; the text says how many more there are.
    const omitted = validation.issueCount - validation.issues.length;
    return failure(
      `${validation.message} ${listIssues(validation.issues)}${omitted > 0 ? `; and ${omitted} more` : ''}. Fix these and call again: annualRevenue is a number >= 0 (${currency} per year), founderLed and priorPositioningWork are booleans, role is a string; no other properties.`,
    );
  };

  const getPageTool = (args: Record<string, unknown>): CallToolResult => {
    const parsed = GetPageArguments.safeParse(args);
    if (parsed.success) return pages.get(parsed.data.slug) ?? failure(`No page "${parsed.data.slug}".`);
    const slug = typeof args.slug === 'string' ? args.slug : undefined;
    const problem =
      slug !== undefined && !slugs.includes(slug)
        ? `No page with slug "${echoClientText(slug)}".`
        : `Invalid arguments: ${listIssues(describeFieldIssues(parsed.error))}.`;
    return failure(
      `${problem} Call get_page with {"slug": one of ${slugs.join(', ')}}; list_pages gives each page's title.`,
    );
  };

  return {
    list,
    call(name, args) {
      switch (name) {
        case 'get_offer':
          return noArguments(name, args) ?? offer;
        case 'list_pages':
          return noArguments(name, args) ?? pageList;
        case 'check_fit':
          return checkFitTool(args);
        case 'get_page':
          return getPageTool(args);
        default:
          return undefined;
      }
    },
  };
}
