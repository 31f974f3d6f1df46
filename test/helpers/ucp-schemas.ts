// The official UCP JSON Schemas, pinned at release 2026-04-08 (test/fixtures/ucp-schemas-2026-04-08), compiled once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The schemas of Universal-Commerce-Protocol/ucp at tag v2026-04-08 (commit a2d8bf0), source/schemas, as
 * published there (Apache-2.0, LICENSE beside them): only the files the catalog, the profile and the error
 * response reach by $ref. Data, unchanged; each is found by its own $id (https://ucp.dev/schemas/…).
 */
const DIR = 'test/fixtures/ucp-schemas-2026-04-08';
const ID = 'https://ucp.dev/schemas/';

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listJson(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

// strict off: the schemas carry UCP's own annotations (name, ucp_request), which JSON Schema ignores.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const file of listJson(DIR)) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')));

const compiled = new Map<string, ValidateFunction>();

/** The validator of one schema or definition, by its path under schemas/ ("shopping/catalog_search.json#/$defs/…"). */
export function ucpValidator(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.getSchema(`${ID}${ref}`);
    if (!validate) throw new Error(`no UCP schema ${ref}`);
    compiled.set(ref, validate);
  }
  return validate;
}

/** Every error of a payload against the schema, as one line each ([] when it is valid). */
export function ucpErrors(ref: string, payload: unknown): string[] {
  const validate = ucpValidator(ref);
  return validate(payload) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export const UCP_SCHEMA_REFS = {
  profile: 'ucp.json#/$defs/business_schema',
  searchRequest: 'shopping/catalog_search.json#/$defs/search_request',
  searchResponse: 'shopping/catalog_search.json#/$defs/search_response',
  lookupRequest: 'shopping/catalog_lookup.json#/$defs/lookup_request',
  lookupResponse: 'shopping/catalog_lookup.json#/$defs/lookup_response',
  productRequest: 'shopping/catalog_lookup.json#/$defs/get_product_request',
  productResponse: 'shopping/catalog_lookup.json#/$defs/get_product_response',
  error: 'shopping/types/error_response.json',
} as const;
