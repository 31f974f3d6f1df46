// Tool schemas from the tools' zod schemas, flattened into the plain shape every MCP client accepts: the MCP
// server, the in-browser (WebMCP) tools, the fit form and the agent docs all describe the tools from here.
import { z } from 'zod';
import { perSite } from '../../content/site-cache.js';
import { fillWords } from '../../content/words/fill.js';
import { describeSchema } from '../schema-words.js';
import { TOOLS, type ToolName } from './all.js';
import type { ToolAnnotations } from './define-tool.js';

type JsonObject = { [key: string]: unknown };
export type ToolJsonSchema = { type: 'object' } & JsonObject;

export interface ToolDescription {
  name: ToolName;
  title: string;
  description: string;
  inputSchema: ToolJsonSchema;
  outputSchema: ToolJsonSchema;
  annotations: ToolAnnotations;
}

/** Every tool with its words and JSON schemas for one site, in TOOLS order, built once per site (read-only). */
export const describeTools = perSite('tool-descriptions', (site): readonly ToolDescription[] => {
  // Titles and descriptions are the site's words (agents.tools.*), in its language.
  const fields = site.words.agents.fields;
  // A description may list the fit fields ({fields}), which are the owner's.
  const fitFields = site.criteria.map((c) => `\`${c.field}\``).join(', ');
  return TOOLS.map((tool) => {
    const { title } = tool.words(site.words.agents);
    const description = fillWords(tool.words(site.words.agents).description, { fields: fitFields });
    const schemas = tool.schemas(site);
    return {
      name: tool.name,
      title,
      description,
      inputSchema: describeSchema(toToolSchema(schemas.input, 'input'), fields),
      outputSchema: describeSchema(toToolSchema(schemas.output, 'output'), fields),
      annotations: tool.annotations,
    };
  });
});

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
