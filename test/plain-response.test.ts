// Dynamic JSON responses: their headers written out member by member must keep every shared header.
import { describe, expect, it } from 'vitest';
import { jsonHeaders, jsonResponse, SHARED_HEADERS } from '../src/http/plain-response.js';

describe('JSON responses', () => {
  it.each([
    ['jsonHeaders (POST /api/fit)', { headers: jsonHeaders(10) }],
    ['jsonResponse', jsonResponse(422, { a: 'é' })],
  ])('%s carries every shared header, the type, the exact length and no-store', (_name, response) => {
    for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(response.headers[name]).toBe(value);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
