// Dynamic JSON responses: their headers written out member by member must keep every shared header.
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../src/http/errors.js';
import { jsonHeaders, jsonResponse, SHARED_HEADERS } from '../src/http/plain-response.js';
import { oldGenerationGrowth } from './helpers/old-generation.js';

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

  it('adds extra headers after the shared ones, a later value replacing an earlier one in place', () => {
    const response = jsonResponse(405, {}, { allow: 'GET', 'cache-control': 'max-age=60' });
    expect(Object.keys(response.headers).slice(0, 3)).toEqual([
      'content-type',
      'content-length',
      'cache-control',
    ]);
    expect(response.headers['cache-control']).toBe('max-age=60');
    expect(Object.keys(response.headers).at(-1)).toBe('allow');
  });

  it('answers fifty thousand errors with extra headers without growing the old generation', () => {
    // A spread after the literal built a new hidden class per answer, in the old generation (~10 MB here).
    const growth = oldGenerationGrowth(
      () =>
        errorResponse('https://x.example', 404, 'not_found', 'Nothing at /nowhere.', {
          headers: { vary: 'Accept' },
        }),
      50_000,
    );
    expect(growth).toBeLessThan(512 * 1024);
  });
});
