// One MCP tool as one declaration: name, words, schemas, annotations, headers, view and handler, read by every surface.
import type { z } from 'zod';
import type { Site } from '../../content/site.js';
import type { SizedJson } from '../../domain/utf8-length.js';
import type { ViewKind } from '../mcp-app/view-config.js';

/** MCP's tool annotations (hints to a client, never a guarantee); WebMCP reads readOnlyHint. */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** Every tool here only reads the site: nothing is written, nothing outside the site is reached. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/**
 * What a handler answers, as data: the MCP layer serialises it (JSON text plus structuredContent) in one place.
 * `json` is the data's JSON text (with its UTF-8 size) when the tool has a faster serialiser that gives the
 * same text, and `jsonLiteral` that text as a JSON string literal; `kept` says the same data object answers
 * every such call (a page, the offer, a profile's fit while it is remembered), so its serialisation is made
 * once and kept beside that object.
 */
export type ToolAnswer<T extends object = object> =
  | { ok: true; data: T; json?: SizedJson; jsonLiteral?: SizedJson; kept?: true }
  | { ok: false; text: string };

/** The handler of one site: arguments as the client sent them (an object), the answer out; pure. */
export type ToolHandler<T extends object = object> = (args: Record<string, unknown>) => ToolAnswer<T>;

/** A tool's title and description, in the site's language. */
export interface ToolWords {
  title: string;
  description: string;
}

export interface ToolDeclaration<Name extends string = string, Output extends z.ZodType = z.ZodType> {
  name: Name;
  /**
   * The REST operation the tool mirrors (the OpenAPI document's operationId, method and path): the in-browser
   * (WebMCP) tool calls it, filling `{argument}` in the path from the tool's arguments.
   */
  api: {
    operationId: string;
    method: 'GET' | 'POST';
    path: string;
    /** The argument whose value is the POST body, when the operation's body is one argument (UCP's `catalog`). */
    body?: string;
  };
  /** Where the site's words keep the tool's title and description (words `agents.tools`). */
  words(agents: Site['words']['agents']): ToolWords;
  annotations: ToolAnnotations;
  /** The input (always an object) and output schemas for one site; their JSON Schema is derived in one place. */
  schemas(site: Site): { input: z.ZodType; output: Output };
  /** SEP-2243: arguments a modern client mirrors into an `Mcp-Param-{Name}` header, argument → Name. */
  paramHeaders?: Readonly<Record<string, string>>;
  /** The MCP Apps view that renders this tool's result (SEP-1865). */
  view?: ViewKind;
  /** What to say after a refusal for a missing argument, pointing to the tool that lists its values. */
  hint?(errors: Site['words']['errors']): string;
  /** Builds the handler once per site: what never changes per call is made here. */
  bind(site: Site): ToolHandler<z.output<Output> & object>;
}

/** Declares a tool as an SDK's registerTool(name, config, handler) reads; the name stays a literal type. */
export function defineTool<const Name extends string, Output extends z.ZodType>(
  tool: ToolDeclaration<Name, Output>,
): ToolDeclaration<Name, Output> {
  return tool;
}
