// The MCP side of the tools declared in src/render/tools: the list, the handlers by name, and the one place a
// tool's answer becomes a CallToolResult (JSON text plus structuredContent).
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { sizeJson } from '../domain/utf8-length.js';
import { TOOLS } from '../render/tools/all.js';
import type { ToolAnswer, ToolDeclaration } from '../render/tools/define-tool.js';
import { describeTools } from '../render/tools/tool-json-schema.js';
import { carryJsonText, withJsonText } from './json-text.js';

/** check_fit's text block around its pre-escaped JSON string: ASCII, so their sizes are their lengths. */
const TEXT_BLOCK_OPEN = '[{"type":"text","text":';
const TEXT_BLOCK_CLOSE = '}]';

/** A tool in the newest shape, with what shape.ts adds or drops per protocol version. */
export interface ListedTool {
  tool: Tool;
  paramHeaders?: Readonly<Record<string, string>>;
  view?: ToolDeclaration['view'];
}

export interface Toolbox {
  list: readonly ListedTool[];
  /** undefined when no tool has that name: a protocol error, not a tool error. */
  call(name: string, args: Record<string, unknown>): CallToolResult | undefined;
}

/** The Mcp-Param-* headers by tool name (SEP-2243): the endpoint checks each against the body's argument. */
export const PARAM_HEADERS: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map(
  TOOLS.flatMap((t: ToolDeclaration) => (t.paramHeaders ? [[t.name, t.paramHeaders] as const] : [])),
);

/**
 * Structured data plus the same data serialised as JSON in a text block, for every tool: the spec's rule for
 * structured results, and the only channel for versions before 2025-06-18, which drop structuredContent.
 */
function serialiseAnswer(answer: ToolAnswer): CallToolResult {
  if (!answer.ok) return { content: [{ type: 'text', text: answer.text }], isError: true };
  const { data, jsonLiteral } = answer;
  const json = answer.json ?? sizeJson(JSON.stringify(data));
  // The response then carries structuredContent as this same text instead of serialising it twice.
  carryJsonText(data, json);
  const content = [{ type: 'text' as const, text: json.text }];
  // And the text block as a string made from pre-escaped fragments, when the tool has one (check_fit).
  if (jsonLiteral !== undefined) {
    carryJsonText(content, {
      text: `${TEXT_BLOCK_OPEN}${jsonLiteral.text}${TEXT_BLOCK_CLOSE}`,
      bytes: TEXT_BLOCK_OPEN.length + jsonLiteral.bytes + TEXT_BLOCK_CLOSE.length,
    });
  }
  const result: CallToolResult = { content, structuredContent: data as Record<string, unknown> };
  // A kept answer's result is kept too, with its text, so tables.ts shapes it once per version.
  return answer.kept ? withJsonText(result) : result;
}

export function buildToolbox(site: Site): Toolbox {
  const described = describeTools(site);
  const list = TOOLS.map((declared, i): ListedTool => {
    const { paramHeaders, view } = declared as ToolDeclaration;
    return { tool: described[i] as Tool, paramHeaders, view };
  });
  const handlers = new Map<string, (args: Record<string, unknown>) => ToolAnswer>(
    TOOLS.map((t) => [t.name, t.bind(site)]),
  );
  /**
   * The results of kept answers, by their data, so a kept get_offer, page or profile's fit is serialised once
   * and its CallToolResult reused. Weak: a fit the domain stops remembering takes its result with it; an
   * answer made per call is never a key.
   */
  const keptResults = new WeakMap<object, CallToolResult>();
  return {
    list,
    call(name, args) {
      const answer = handlers.get(name)?.(args);
      if (answer === undefined) return undefined;
      if (!answer.ok || !answer.kept) return serialiseAnswer(answer);
      let result = keptResults.get(answer.data);
      if (result === undefined) {
        result = serialiseAnswer(answer);
        keptResults.set(answer.data, result);
      }
      return result;
    },
  };
}
