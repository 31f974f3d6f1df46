// The fit check's fast path and hand-made serialisers, judged where clients meet them: random profiles POSTed to
// /api/fit and sent to MCP check_fit answer what the schema, checkFit and JSON.stringify answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFit } from '../src/domain/fit/fit.js';
import { fitRequestSchema } from '../src/domain/fit/fit-fields.js';
import type { FitRequest, FitResult } from '../src/domain/schemas.js';
import { profilesOf } from './helpers/fit-profiles.js';
import { postMcp } from './helpers/mcp-request.js';
import {
  createTestApp,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';

describe.each([FIXTURE_CONTENT, FR_FIXTURE_CONTENT])('%s', (dir) => {
  const site = loadSampleSite(TEST_BASE_URL, dir);
  const app = createTestApp(site);

  /** Mostly profiles, some of them wrong: extra keys, wrong types, null; JSON round-tripped as a client sends them. */
  const input = fc
    .oneof(
      { weight: 4, arbitrary: profilesOf(site) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    )
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

  /** The reference: the zod schema decides, checkFit answers, JSON.stringify serialises. */
  function expected(value: unknown): FitResult | undefined {
    const parsed = fitRequestSchema(site).safeParse(value);
    return parsed.success && Object.keys(parsed.data).length > 0
      ? checkFit(site, parsed.data as FitRequest)
      : undefined;
  }

  describe('POST /api/fit, random profiles', () => {
    it('answers 200 with exactly JSON.stringify(checkFit(profile)) for what the schema takes, 422 otherwise', async () => {
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          const res = await app.request('/api/fit', { method: 'POST', body: JSON.stringify(value) });
          const text = await res.text();
          const result = expected(value);
          if (result === undefined) {
            expect(res.status).toBe(422);
            return;
          }
          expect(res.status).toBe(200);
          expect(text).toBe(JSON.stringify(result));
          expect(res.headers.get('content-length')).toBe(String(new TextEncoder().encode(text).byteLength));
        }),
        { numRuns: 400 },
      );
    });
  });

  describe('MCP tools/call check_fit, random profiles', () => {
    let id = 0;
    it('carries checkFit(profile) as structuredContent and its JSON.stringify as text, in a canonical JSON body', async () => {
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          const args =
            typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value };
          const res = await postMcp(app, 'tools/call', { name: 'check_fit', arguments: args }, ++id);
          const text = await res.text();
          // The spliced fragments make the same bytes JSON.stringify would make of what they parse to.
          expect(text).toBe(JSON.stringify(JSON.parse(text)));
          const { result } = JSON.parse(text) as {
            result: { isError?: boolean; structuredContent?: unknown; content: { text: string }[] };
          };
          const reference = expected(args);
          if (reference === undefined) {
            expect(result.isError).toBe(true);
            return;
          }
          expect(result.structuredContent).toEqual(reference);
          expect(result.content[0]?.text).toBe(JSON.stringify(reference));
        }),
        { numRuns: 400 },
      );
    });
  });
});
