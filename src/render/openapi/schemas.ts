// JSON Schemas for OpenAPI components, generated from the zod resource schemas (never written by hand).
import { z } from 'zod';
import {
  ActionSchema,
  DeliverableSchema,
  ErrorSchema,
  FitCheckSchema,
  FitRequestSchema,
  FitResultSchema,
  HealthSchema,
  MoneySchema,
  OfferSchema,
  PageListSchema,
  PageSchema,
  PageSlugSchema,
  PageSummarySchema,
} from '../../domain/schemas.js';

export type JsonObject = Record<string, unknown>;

/** Every schema with a meta id becomes a component; nested ones must be listed too, or zod inlines them as $defs. */
const COMPONENTS: readonly z.ZodType[] = [
  ErrorSchema,
  MoneySchema,
  DeliverableSchema,
  ActionSchema,
  OfferSchema,
  FitRequestSchema,
  FitCheckSchema,
  FitResultSchema,
  PageSummarySchema,
  PageSchema,
  PageListSchema,
  HealthSchema,
];

const SCHEMA_REF = '#/components/schemas/';

export function schemaRef(id: string): JsonObject {
  return { $ref: `${SCHEMA_REF}${id}` };
}

/** `$schema`/`$id` are implied by the OpenAPI 3.1 dialect; repeating them per component only adds noise. */
function stripDialect(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

export function buildComponentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const schema of COMPONENTS) {
    const id = z.globalRegistry.get(schema)?.id;
    if (!id) throw new Error('openapi: every component schema needs .meta({ id })');
    registry.add(schema, { id });
  }
  // Output mode: these describe what the API sends; FitRequest is strict, so input and output agree on it.
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `${SCHEMA_REF}${id}`,
  });
  if ('__shared' in schemas) {
    throw new Error('openapi: a nested schema with a meta id is missing from COMPONENTS');
  }
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, stripDialect(schema as JsonObject)]),
  );
}

export function buildSlugSchema(): JsonObject {
  return stripDialect(z.toJSONSchema(PageSlugSchema, { target: 'draft-2020-12' }) as JsonObject);
}
