// HTTP helpers of the shared e2e suite: one fetch wrapper (identity coding by default) and the Error JSON check.
import { expect } from 'vitest';
import type { Site } from '../../src/content/site.js';
import { type ApiError, ErrorSchema } from '../../src/domain/schemas.js';

export interface E2ETarget {
  /** Where the server listens. */
  url: string;
  /** The BASE_URL it was started with: every absolute link it serves starts with this. */
  baseUrl: string;
  /** The content it serves, loaded here too: the tests derive every expectation from this model. */
  site: Site;
}

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

export type Send = (path: string, init?: RequestInit) => Promise<Fetched>;

/**
 * Node's table compresses and the Workers edge compresses by itself, so the suite asks for identity
 * unless a test sets Accept-Encoding: the bytes and ETags compared are then the same on both runtimes.
 */
export function createSend(target: () => E2ETarget): Send {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'identity');
    const res = await fetch(`${target().url}${path}`, { ...init, headers, redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  };
}

export function mediaType(res: Fetched): string {
  return (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
}

/** The spec's Error JSON with this status (and code when given), CORS open, never HTML. */
export function expectErrorJson(res: Fetched, status: number, code?: string): ApiError {
  expect(res.status).toBe(status);
  expect(mediaType(res)).toBe('application/json');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = ErrorSchema.parse(res.json());
  expect(body.error.status).toBe(status);
  if (code) expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

export function varyTokens(res: Fetched): string[] {
  return (res.headers.get('vary') ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}
