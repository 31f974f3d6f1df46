// Fit answers kept per profile, and MCP answers copied from kept bytes: the same bytes as computing them anew.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFit } from '../src/domain/fit/fit.js';
import { keptFit, MAX_KEPT_FITS, profileKey } from '../src/domain/fit/kept-fit.js';
import type { FitRequest } from '../src/domain/schemas.js';
import { withJsonText } from '../src/mcp/json-text.js';
import { rpcResult } from '../src/mcp/jsonrpc.js';
import { splitKeptResponse } from '../src/mcp/response-bytes.js';
import { profilesOf } from './helpers/fit-profiles.js';
import { DE_FIXTURE_CONTENT, FR_FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const sites = [
  loadSampleSite(),
  loadSampleSite(undefined, DE_FIXTURE_CONTENT),
  loadSampleSite(undefined, FR_FIXTURE_CONTENT),
];
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Profiles of a site's fields, each answer of its criterion's type. */
const profilesFor = (site: (typeof sites)[0]) => profilesOf(site) as fc.Arbitrary<FitRequest>;

describe('keptFit', () => {
  it('gives the same text, string form and bytes as serialising checkFit anew, on every owner', () => {
    for (const site of sites) {
      fc.assert(
        fc.property(profilesFor(site), (profile) => {
          const kept = keptFit(site, profile);
          const expected = JSON.stringify(checkFit(site, profile));
          expect(kept.json.text).toBe(expected);
          expect(kept.jsonLiteral.text).toBe(JSON.stringify(expected));
          expect(decode(kept.bytes)).toBe(expected);
          expect(kept.bytes.byteLength).toBe(kept.json.bytes);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('never answers one profile with another’s result: equal keys only for equal profiles', () => {
    for (const site of sites) {
      const profiles = profilesFor(site);
      fc.assert(
        fc.property(profiles, profiles, (a, b) => {
          if (profileKey(site, a) !== profileKey(site, b)) return;
          expect(JSON.stringify(checkFit(site, a))).toBe(JSON.stringify(checkFit(site, b)));
        }),
        { numRuns: 1000 },
      );
    }
    // The near misses a careless key would merge.
    const site = sites[0] as (typeof sites)[0];
    const distinct: FitRequest[] = [
      {},
      { role: '' },
      { role: 'undefined' },
      { annualRevenue: 0 },
      { annualRevenue: -0 },
    ];
    expect(new Set(distinct.map((p) => profileKey(site, p))).size).toBe(distinct.length);
    // Two text answers: a separator inside one cannot pass for the next field.
    const fr = sites[2] as (typeof sites)[0];
    const split: FitRequest[] = [
      { stadeFinancement: 'série-a|', fonction: 'x' },
      { stadeFinancement: 'série-a', fonction: '|x' },
    ];
    expect(new Set(split.map((p) => profileKey(fr, p))).size).toBe(split.length);
  });

  it('answers a repeated profile with the same object, and forgets past its bound instead of growing', () => {
    const site = sites[1] as (typeof sites)[0];
    const first = keptFit(site, { role: 'coach', annualRevenue: 123 });
    expect(keptFit(site, { annualRevenue: 123, role: 'coach' })).toBe(first);
    for (let i = 0; i < MAX_KEPT_FITS; i++) keptFit(site, { annualRevenue: 10_000 + i });
    const again = keptFit(site, { role: 'coach', annualRevenue: 123 });
    expect(again).not.toBe(first);
    expect(again.json.text).toBe(first.json.text);
  });
});

describe('splitKeptResponse', () => {
  const result = withJsonText({ content: [{ type: 'text', text: 'Grüße – “quoted”' }] });

  it('is JSON.stringify of the response in two pieces, for number and string ids (non-ASCII and escapes too)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string({ unit: 'binary', maxLength: 30 })), (id) => {
        const response = rpcResult(id, result);
        const split = splitKeptResponse(response);
        expect(split).toBeDefined();
        const [head, bytes] = split as readonly [string, Uint8Array];
        expect(head + decode(bytes)).toBe(JSON.stringify(response));
        // The kept piece is the same bytes on every answer: nothing is copied per request.
        expect(splitKeptResponse(rpcResult(7, result))?.[1]).toBe(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves results built per request, and errors, to the text writer', () => {
    expect(splitKeptResponse(rpcResult(1, { content: [] }))).toBeUndefined();
    expect(
      splitKeptResponse({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
    ).toBeUndefined();
  });
});
