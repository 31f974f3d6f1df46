// Tool schemas from the domain's zod schemas, flattened into the plain shape every MCP client accepts; the
// MCP server and the in-browser (WebMCP) tools both list the four tools from describeTools(site).
import { z } from 'zod';
import type { Site } from '../content/site.js';
import { TOOL_SUMMARIES, type ToolSummary } from '../domain/tool-catalog.js';
import { buildToolSchemas } from '../domain/tool-schemas.js';
import { describeSchema } from './schema-words.js';

type JsonObject = { [key: string]: unknown };
export type ToolJsonSchema = { type: 'object' } & JsonObject;

export interface ToolDescription {
  name: ToolSummary['name'];
  title: string;
  description: string;
  inputSchema: ToolJsonSchema;
  outputSchema: ToolJsonSchema;
}

const described = new WeakMap<Site, readonly ToolDescription[]>();

/** The four tools with their JSON schemas for this site, built once per Site object (treat as read-only). */
export function describeTools(site: Site): readonly ToolDescription[] {
  const cached = described.get(site);
  if (cached) return cached;
  const schemas = buildToolSchemas(site);
  // Titles and descriptions are the site's words (agents.tools.*), in its language.
  const words = site.words.agents.tools;
  const tools = TOOL_SUMMARIES.map((t) => ({
    name: t.name,
    title: words[t.name].title,
    description: words[t.name].description,
    inputSchema: describeSchema(toToolSchema(schemas[t.name].input, 'input'), site.words.agents.fields),
    outputSchema: describeSchema(toToolSchema(schemas[t.name].output, 'output'), site.words.agents.fields),
  }));
  described.set(site, tools);
  return tools;
}

/**
 * zod puts every schema with a meta id under $defs and points to it with $ref, even the root.
 * MCP clients expect `type: "object"` at the top, and several validate with draft-07 Ajv, which
 * rejects the 2020-12 $schema URI; so refs are inlined (our schemas have no cycles) and $schema dropped.
 */
export function toToolSchema(schema: z.ZodType, io: 'input' | 'output'): ToolJsonSchema {
  const { $schema: _schema, $defs, ...root } = z.toJSONSchema(schema, { io }) as JsonObject;
  const defs = ($defs ?? {}) as Record<string, JsonObject>;
  const inlined = inline(root, defs);
  if (!isObject(inlined) || inlined.type !== 'object') {
    throw new Error('toToolSchema: an MCP tool schema must describe an object');
  }
  return inlined as ToolJsonSchema;
}

function inline(node: unknown, defs: Record<string, JsonObject>): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, defs));
  if (!isObject(node)) return node;
  const { $ref, ...rest } = node;
  const target = typeof $ref === 'string' ? defs[$ref.replace('#/$defs/', '')] : undefined;
  if (typeof $ref === 'string' && !target) throw new Error(`toToolSchema: unresolved ${$ref}`);
  // Keywords next to a $ref (a field's own description) win over the referenced definition's.
  const merged: JsonObject = target ? { ...target, ...rest } : rest;
  // z.int() states the safe-integer range as bounds; they say nothing to a model, so they are dropped.
  if (merged.type === 'integer') {
    if (merged.minimum === Number.MIN_SAFE_INTEGER) delete merged.minimum;
    if (merged.maximum === Number.MAX_SAFE_INTEGER) delete merged.maximum;
  }
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, inline(value, defs)]));
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
