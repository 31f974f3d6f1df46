// Fills the descriptions the API schemas name (`words: key` in their meta) from the site's agents.fields words.
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { MAX_REPORTED_ISSUES } from '../domain/schemas.js';

type FieldWords = Site['words']['agents']['fields'];
type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a generated JSON Schema with every `words` key replaced by the description it names; a key the
 * words do not have fails at start-up (a schema and its words must not drift apart).
 */
export function describeSchema<T>(node: T, fields: FieldWords): T {
  if (Array.isArray(node)) return node.map((item) => describeSchema(item, fields)) as T;
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'words' && typeof value === 'string') {
      if (!Object.hasOwn(fields, value)) throw new Error(`schema words: no agents.fields.${value}`);
      out.description = fillWords(fields[value as keyof FieldWords], { max: MAX_REPORTED_ISSUES });
    } else {
      out[key] = describeSchema(value, fields);
    }
  }
  return out as T;
}
