// Tool schemas from the domain's zod schemas, flattened into the plain shape every MCP client accepts.
import { z } from 'zod';

type JsonObject = { [key: string]: unknown };

/**
 * zod puts every schema with a meta id under $defs and points to it with $ref, even the root.
 * MCP clients expect `type: "object"` at the top, and several validate with draft-07 Ajv, which
 * rejects the 2020-12 $schema URI; so refs are inlined (our schemas have no cycles) and $schema dropped.
 */
export function toToolSchema(schema: z.ZodType, io: 'input' | 'output'): { type: 'object' } & JsonObject {
  const { $schema: _schema, $defs, ...root } = z.toJSONSchema(schema, { io }) as JsonObject;
  const defs = ($defs ?? {}) as Record<string, JsonObject>;
  const inlined = inline(root, defs);
  if (!isObject(inlined) || inlined.type !== 'object') {
    throw new Error('toToolSchema: an MCP tool schema must describe an object');
  }
  return inlined as { type: 'object' } & JsonObject;
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
