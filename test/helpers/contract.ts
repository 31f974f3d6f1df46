// The contract check: validates an answer (status, declared headers, body) against the SERVED OpenAPI document,
// and records which documented (operation, status) pairs were exercised. One checker per test file.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: the served document is walked dynamically.
export type Json = any;

const METHODS = ['get', 'head', 'post', 'options'];

export interface ContractChecker {
  doc: Json;
  ajv: Ajv2020;
  /** Every operation as [operationId, method, path template]. */
  operations(): [string, string, string][];
  responseSpec(operationId: string, status: number): { path: string; method: string; spec: Json };
  /**
   * Validates status, every declared header (present when required, value matching its schema), the media
   * type and the body against the served schema; a response declared without content must have no body.
   */
  expectConforms(operationId: string, res: Response): Promise<void>;
  /** The pairs checked so far, as `operationId status`. */
  covered: Set<string>;
  /** Every documented pair (`default`, the catch-all for anything else, is a shape, not a promised status). */
  documented(): string[];
}

/** A checker for the document as served (GET /openapi.json of the app under test). */
export function createContractChecker(doc: Json): ContractChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: under NodeNext its plugin is the default export's `default`.
  addFormats.default(ajv);
  // The whole document is one schema resource, so component $refs resolve exactly as published.
  ajv.addSchema(doc, 'openapi');
  const covered = new Set<string>();

  const operations = (): [string, string, string][] =>
    Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [item[m].operationId, m, path] as [string, string, string]),
    );

  function responseSpec(operationId: string, status: number) {
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item as Record<string, Json>)) {
        if (METHODS.includes(method) && op.operationId === operationId) {
          const spec = op.responses[String(status)];
          if (!spec) throw new Error(`${operationId} does not document ${status}`);
          return { path, method, spec };
        }
      }
    }
    throw new Error(`no operation ${operationId}`);
  }

  /** A declared header, its $ref resolved against components.headers. */
  const headerSpec = (spec: Json): Json => {
    const ref: string | undefined = spec.$ref;
    return ref ? doc.components.headers[ref.slice('#/components/headers/'.length)] : spec;
  };

  async function expectConforms(operationId: string, res: Response): Promise<void> {
    const { spec } = responseSpec(operationId, res.status);
    covered.add(`${operationId} ${res.status}`);
    for (const [name, declared] of Object.entries(spec.headers ?? {})) {
      const header = headerSpec(declared);
      const value = res.headers.get(name);
      if (header.required) expect(value, `${operationId} ${res.status} ${name}`).not.toBeNull();
      if (value !== null) expect(ajv.validate(header.schema, value), `${name}: ${value}`).toBe(true);
    }
    const content = spec.content?.['application/json'];
    if (!content) {
      expect(await res.text(), `${operationId} ${res.status} has no body`).toBe('');
      return;
    }
    expect(res.headers.get('content-type')?.split(';')[0]).toBe('application/json');
    const ref: string = content.schema.$ref;
    const validate = ajv.getSchema(`openapi${ref}`);
    if (!validate) throw new Error(`cannot resolve ${ref}`);
    const body = await res.json();
    expect(validate(body), `${operationId} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  const documented = () =>
    operations().flatMap(([operationId, method, path]) =>
      Object.keys(doc.paths[path][method].responses)
        .filter((status) => status !== 'default')
        .map((status) => `${operationId} ${status}`),
    );

  return { doc, ajv, operations, responseSpec, expectConforms, covered, documented };
}

/** Statuses only the Node door can produce (its HTTP parser's header limit): contract-node.test.ts checks them. */
export const NODE_DOOR_STATUSES = ['431'];
