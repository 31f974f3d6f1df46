// JSON Schemas for OpenAPI components, generated from the zod resource schemas (never written by hand).
import { z } from 'zod';
import type { Site } from '../../content/site.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import {
  ActionSchema,
  buildApiSchemas,
  DeliverableSchema,
  ErrorSchema,
  FitCheckSchema,
  FitResultSchema,
  HealthSchema,
  MoneySchema,
  OfferSchema,
  StaticHealthSchema,
} from '../../domain/schemas.js';
import { LookupRequest, ProductRequest, SearchRequest, UcpAnswerSchema } from '../../domain/ucp/requests.js';
import { describeSchema } from '../schema-words.js';

export type JsonObject = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

export function schemaRef(id: string): JsonObject {
  return { $ref: `${SCHEMA_REF}${id}` };
}

/** `$schema`/`$id` are implied by the OpenAPI 3.1 dialect; repeating them per component only adds noise. */
function stripDialect(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * Every component by its id. Nested schemas must be listed too, or zod inlines them as $defs; the page
 * schemas and FitRequest are the site's own (its slug set, its revenue currency).
 */
function components(site: Site): Record<string, z.ZodType> {
  const api = buildApiSchemas(site);
  return {
    Error: ErrorSchema,
    Money: MoneySchema,
    Deliverable: DeliverableSchema,
    Action: ActionSchema,
    Offer: OfferSchema,
    FitRequest: api.FitRequest,
    FitCheck: FitCheckSchema,
    FitResult: FitResultSchema,
    PageSlug: api.PageSlug,
    PageSummary: api.PageSummary,
    Page: api.Page,
    PageList: api.PageList,
    // The MCP endpoint is named only where one answers (src/domain/live-endpoints.ts).
    Health: liveEndpoints(site) ? HealthSchema : StaticHealthSchema,
    UcpSearchRequest: SearchRequest,
    UcpLookupRequest: LookupRequest,
    UcpProductRequest: ProductRequest,
    UcpAnswer: UcpAnswerSchema,
  };
}

export function buildComponentSchemas(site: Site): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components(site))) registry.add(schema, { id });
  // Output mode: these describe what the API sends; FitRequest is strict, so input and output agree on it.
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `${SCHEMA_REF}${id}`,
  });
  if ('__shared' in schemas) {
    throw new Error('openapi: a nested schema with a meta id is missing from the components');
  }
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [
      id,
      describeSchema(stripDialect(schema as JsonObject), site.words.agents.fields),
    ]),
  );
}
