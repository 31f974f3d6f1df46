// The invariants every generated request is checked against, whatever it sent.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  ErrorSchema,
  FitResultSchema,
  HealthSchema,
  OfferSchema,
  PageListSchema,
  PageSchema,
} from '../../src/domain/schemas.js';

/** JSON-RPC 2.0 responses (single or batch): MCP errors travel in this envelope, not in the Error shape. */
const RpcResponseSchema = z.union([
  z.strictObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number(), z.null()]),
    result: z.record(z.string(), z.unknown()),
  }),
  z.strictObject({
    jsonrpc: z.literal('2.0'),
    // 2026-07-28 lets an error that answers no readable request leave the id out.
    id: z.union([z.string(), z.number(), z.null()]).optional(),
    error: z.object({ code: z.int(), message: z.string(), data: z.unknown().optional() }),
  }),
]);
const RpcEnvelopeSchema = z.union([RpcResponseSchema, z.array(RpcResponseSchema).min(1)]);

/**
 * An error answer never costs more than its own request plus this much: the message, the hint and at most
 * a bounded echo. (The red-team body of 5,000 unknown keys once got seven times its size back.)
 */
export const ERROR_ALLOWANCE_BYTES = 4096;

/** Control characters and line separators: none from a request may reach a body (line feeds are the body's own). */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** The schema a 2xx JSON answer must match, by path; undefined for JSON documents with no resource schema. */
function successSchema(method: string, path: string): z.ZodType | undefined {
  if (method === 'POST' && path === '/api/fit') return FitResultSchema;
  if (method === 'POST' && path === '/mcp') return RpcEnvelopeSchema;
  if (path === '/api/health') return HealthSchema;
  if (path === '/api/offer') return OfferSchema;
  if (path === '/api/pages') return PageListSchema;
  if (/^\/api\/pages\/[^/]+$/.test(path)) return PageSchema;
  return undefined;
}

/** True when any string inside a JSON value holds a control character. */
export function carriesControlCharacter(json: unknown): boolean {
  return stringsIn(json).some((s) => CONTROL.test(s));
}

/** Every string inside a JSON value. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, into);
  return into;
}

/** app.request() hands back the bytes as sent, compressed when the table chose gzip or br. */
export function decode(encoding: string | null, bytes: Uint8Array): string {
  if (bytes.byteLength === 0) return '';
  const plain =
    encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

export interface Exchanged {
  method: string;
  /** The path as the app saw it (URL-normalised, still encoded). */
  path: string;
  requestBytes: number;
  status: number;
  headers: Headers;
  /** Bytes as sent (for size), and decoded text. */
  bytes: number;
  text: string;
  /** Size of the self-check page without a query, the base of its 422 answers. */
  fitPageBytes: number;
  /** The browser 404 page: precomputed once, it echoes nothing of the request. */
  browser404: string;
}

/** Checks every invariant on one exchange; fails the property with the request in the message. */
export function checkInvariants(x: Exchanged): void {
  const type = x.headers.get('content-type') ?? '';
  const context = `${x.method} ${x.path.slice(0, 120)} -> ${x.status} ${type}`;
  expect(x.status, context).toBeLessThan(500);
  expect(x.headers.get('x-content-type-options'), `nosniff: ${context}`).toBe('nosniff');
  // No raw control character in any text body: the body's own line feeds aside, a client put it there.
  if (!/^(image|font)\//.test(type)) {
    expect(CONTROL.test(x.text.replaceAll('\n', '')), `control character in ${context}`).toBe(false);
  }
  if (x.status >= 400) checkError(x, type, context);
  else if (x.status < 300 && type.startsWith('application/json') && x.text !== '') {
    const json: unknown = JSON.parse(x.text);
    const schema = successSchema(x.method, x.path);
    if (schema) expect(schema.safeParse(json).success, `${context}: ${x.text.slice(0, 300)}`).toBe(true);
    // A fit result echoes the role in a note: never with a control character in it.
    if (x.path === '/api/fit')
      expect(
        stringsIn(json).some((s) => CONTROL.test(s)),
        context,
      ).toBe(false);
  }
}

function checkError(x: Exchanged, type: string, context: string): void {
  const amplified = `amplified: ${context} for a ${x.requestBytes}-byte request`;
  // The self-check page answers problems in its own form (HTML or Markdown, 422): the page, not an echo.
  if (x.path === '/fit' && x.status === 422 && /^text\/(html|markdown)/.test(type)) {
    expect(x.bytes, amplified).toBeLessThanOrEqual(x.fitPageBytes + ERROR_ALLOWANCE_BYTES + x.requestBytes);
    return;
  }
  // The one HTML error: the browser 404 outside /api/, one precomputed page, whatever the request said.
  if (x.status === 404 && type.startsWith('text/html')) {
    expect(x.path === '/api' || x.path.startsWith('/api/'), context).toBe(false);
    if (x.method !== 'HEAD') expect(x.text, context).toBe(x.browser404);
    return;
  }
  expect(x.bytes, amplified).toBeLessThanOrEqual(ERROR_ALLOWANCE_BYTES + x.requestBytes);
  expect(type, context).not.toMatch(/html/);
  if (x.method === 'HEAD' && x.text === '') return;
  // The one non-JSON error the spec allows: the Markdown 404 for unknown pages outside /api/.
  if (x.status === 404 && type.startsWith('text/markdown')) {
    expect(x.path === '/api' || x.path.startsWith('/api/'), context).toBe(false);
    // Title, the one sentence naming the path, two links: no line a client wrote.
    expect(x.text.split('\n').filter(Boolean), context).toHaveLength(4);
    return;
  }
  expect(type, context).toMatch(/^application\/json/);
  const json: unknown = JSON.parse(x.text);
  // Decoded, no string of an error carries a control character either (JSON only escapes them).
  expect(
    stringsIn(json).some((s) => CONTROL.test(s)),
    `${context}: ${x.text.slice(0, 300)}`,
  ).toBe(false);
  if (x.path === '/mcp' && RpcEnvelopeSchema.safeParse(json).success) return;
  const parsed = ErrorSchema.safeParse(json);
  expect(parsed.success, `${context}: ${x.text.slice(0, 300)}`).toBe(true);
  expect(parsed.data?.error.status, context).toBe(x.status);
}
