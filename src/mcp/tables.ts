// Every MCP answer that can be built once, per protocol version, from one set of tools, resources and prompts.
import type { CallToolResult, Implementation, Result } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { MCP_PROTOCOL_VERSIONS, type McpProtocolVersion } from '../domain/mcp-versions.js';
import { buildViewShelf } from './apps.js';
import { type CompletionAnswer, createCompleter } from './completions.js';
import { serverInfo } from './identity.js';
import { hasJsonText, withJsonText } from './json-text.js';
import type { Params } from './jsonrpc.js';
import { buildPromptBook, type PromptBook } from './prompts.js';
import { buildResourceShelf } from './resources.js';
import {
  capabilitiesFor,
  shapeImplementation,
  shapePrompt,
  shapeResource,
  shapeTemplate,
  shapeTool,
} from './shape.js';
import { buildSkillShelf } from './skills.js';
import { buildToolbox, type Toolbox } from './tools.js';
import { FEATURES, type VersionFeatures } from './versions.js';

/**
 * Freshness of list and read results for modern clients (SEP-2549): content changes only with a deploy, so an
 * hour, the same as the server card's max-age; every result is the same for every caller, hence "public".
 */
export const MCP_TTL_MS = 3_600_000;

export interface VersionTable {
  version: McpProtocolVersion;
  features: VersionFeatures;
  serverInfo: Implementation;
  /** Results that never change, by method (lists, and initialize or server/discover). */
  fixed: ReadonlyMap<string, Result>;
  /** A computed result in this version's shape: resultType and server identity added for modern versions. */
  finish(result: Result): Result;
  toolResult(result: CallToolResult): Result;
  read(uri: string): Result | undefined;
  /** skills/get by the SKILL.md URI (SEP-2640). */
  skill(uri: string): Result | undefined;
  /** resources/directory/read by a skill directory's URI (SEP-2640). */
  directory(uri: string): Result | undefined;
}

export interface McpTables {
  versions: Readonly<Record<McpProtocolVersion, VersionTable>>;
  toolbox: Toolbox;
  prompts: PromptBook;
  complete(params: Params): CompletionAnswer;
}

/** The tables of one site, built by its first MCP request and kept as long as the site lives. */
export const mcpTables = perSite('mcp-tables', buildMcpTables);

function buildMcpTables(site: Site): McpTables {
  const toolbox = buildToolbox(site);
  const shelf = buildResourceShelf(site);
  const views = buildViewShelf(site);
  const skills = buildSkillShelf(site);
  const prompts = buildPromptBook(site);
  const slugs = site.pages.map((p) => p.slug);
  const complete = createCompleter(prompts, {
    uriTemplate: shelf.uriTemplate,
    variable: 'slug',
    values: slugs,
  });
  const info = serverInfo(site);
  const instructions = site.words.agents.server.instructions;

  const tableFor = (version: McpProtocolVersion): VersionTable => {
    const f = FEATURES[version];
    const identity = shapeImplementation(info, f);
    const meta = withJsonText({ 'io.modelcontextprotocol/serverInfo': identity });
    // No result of ours (prompts, completions, tools) carries a _meta of its own: modern ones take `meta`
    // itself, whose JSON text is kept.
    const finish = (result: Result): Result =>
      f.modern ? { ...result, resultType: 'complete', _meta: meta } : result;
    const cacheable = (result: Result): Result =>
      withJsonText(
        f.modern
          ? { ...result, ttlMs: MCP_TTL_MS, cacheScope: 'public', resultType: 'complete', _meta: meta }
          : result,
      );
    // The skills extension's results are CacheableResults wherever it is declared (its stable spec, decision of
    // 2026-09-08): before 2026-07-28 too, where the base protocol's other results have no caching hints.
    const cacheableSkills = (result: Result): Result =>
      f.modern ? cacheable(result) : withJsonText({ ...result, ttlMs: MCP_TTL_MS, cacheScope: 'public' });
    const shapeToolResult = (result: CallToolResult): Result => {
      const { content, structuredContent, isError } = result;
      // Before 2025-06-18 there is no structuredContent: the text block (the same JSON) carries the result.
      if (!f.structured) return { content, isError };
      // finish's shape, built member by member: a spread here was ~10% of a call.
      return f.modern
        ? { content, structuredContent, isError, resultType: 'complete', _meta: meta }
        : { content, structuredContent, isError };
    };
    // Keyed by the results built once (kept answers'): weak, since a remembered fit may be forgotten; a
    // result made per call is shaped without being kept.
    const shapedOnce = new WeakMap<CallToolResult, Result>();
    const capabilities = capabilitiesFor(f);
    // The views and skills are listed where the extensions are declared (shape.ts, capabilitiesFor).
    const tools = toolbox.list.map((t) => shapeTool(t, f));
    const resources = f.extensions ? [...shelf.list, ...views.list, ...skills.list] : shelf.list;
    const fixed = new Map<string, Result>([
      ['tools/list', cacheable({ tools })],
      ['resources/list', cacheable({ resources: resources.map((r) => shapeResource(r, f)) })],
      ...(f.extensions ? [['skills/list', cacheableSkills({ skills: skills.entries })] as const] : []),
      [
        'resources/templates/list',
        cacheable({ resourceTemplates: shelf.templates.map((t) => shapeTemplate(t, f)) }),
      ],
      ['prompts/list', cacheable({ prompts: prompts.list.map((p) => shapePrompt(p, f)) })],
      f.modern
        ? [
            'server/discover',
            cacheable({
              supportedVersions: [...MCP_PROTOCOL_VERSIONS],
              capabilities,
              instructions,
            }),
          ]
        : [
            'initialize',
            withJsonText({
              protocolVersion: version,
              capabilities,
              serverInfo: identity,
              instructions,
            }),
          ],
    ]);
    const reads = new Map(
      [...shelf.reads, ...skills.reads].map(([uri, result]) => [uri, cacheable(result)] as const),
    );
    const viewReads = new Map(
      views.reads.map(([uri, readView]) => {
        let shaped: Result | undefined;
        return [uri, () => (shaped ??= cacheable(readView()))] as const;
      }),
    );
    // Where the extension is not declared, skills/get and resources/directory/read are unknown methods.
    const skillGets = new Map(
      f.extensions ? skills.entries.map((skill) => [skill.uri, cacheableSkills({ skill })] as const) : [],
    );
    const directories = new Map(
      f.extensions ? [...skills.directories].map(([uri, result]) => [uri, cacheable(result)] as const) : [],
    );
    return {
      version,
      features: f,
      serverInfo: identity,
      fixed,
      finish,
      toolResult: (result) => {
        // A result built once (get_offer, list_pages, each page, a kept fit) is shaped once too, with its text kept.
        if (!hasJsonText(result)) return shapeToolResult(result);
        let shaped = shapedOnce.get(result);
        if (!shaped) {
          shaped = withJsonText(shapeToolResult(result));
          shapedOnce.set(result, shaped);
        }
        return shaped;
      },
      read: (uri) => reads.get(uri) ?? viewReads.get(uri)?.(),
      skill: (uri) => skillGets.get(uri),
      directory: (uri) => directories.get(uri),
    };
  };

  const versions = Object.fromEntries(MCP_PROTOCOL_VERSIONS.map((v) => [v, tableFor(v)])) as Record<
    McpProtocolVersion,
    VersionTable
  >;
  return { versions, toolbox, prompts, complete };
}
