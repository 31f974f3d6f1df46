// The fit answer's JSON fragments and string bodies: byte for byte what JSON.stringify and TextEncoder give.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFit } from '../src/domain/fit/fit.js';
import { fitResultJson, fitResultJsonString } from '../src/domain/fit/fit-json.js';
import { countUtf8Bytes, utf8Length } from '../src/domain/utf8-length.js';
import { answerFit } from '../src/http/fit-endpoint.js';
import { loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const { min } = site.offer.bestFit.revenueRange;
const utf8 = new TextEncoder();

/** The text must be JSON.stringify's, and its counted size the bytes TextEncoder writes for it. */
function expectSized(json: { text: string; bytes: number }, expected: string): void {
  expect(json.text).toBe(expected);
  expect(json.bytes).toBe(utf8.encode(expected).byteLength);
}

describe('fitResultJson and fitResultJsonString', () => {
  it('stays exact once its memory of quoted strings is full of hostile roles', () => {
    for (let i = 0; i < 200; i++) {
      const result = checkFit(site, { role: `role "${i}" \u2028 ${'\\'.repeat(i % 3)}` });
      expectSized(fitResultJson(site, result), JSON.stringify(result));
    }
  });

  it('escapes notes and texts as JSON.stringify does (quotes, backslashes, controls, lone surrogates)', () => {
    const result = checkFit(site, { role: 'coach', founderLed: true });
    const hostile = [
      '"quoted"',
      'back\\slash',
      'tab\there\u0000',
      'lone \ud800 high',
      'pair 🎯 ok',
      'del \u007f',
    ];
    for (const text of hostile) {
      const bent = {
        ...result,
        recommendation: text,
        disclaimer: `${text} disclaimer`,
        checks: result.checks.map((c) => ({ ...c, note: text, criterion: `${c.criterion} ${text}` })),
      };
      expectSized(fitResultJson(site, bent), JSON.stringify(bent));
      expectSized(fitResultJsonString(site, bent), JSON.stringify(JSON.stringify(bent)));
    }
  });

  it('omits what the result omits (no score, no recommendation, no note)', () => {
    const result = checkFit(site, { founderLed: true });
    const { score: _score, recommendation: _recommendation, ...bare } = result;
    const noNotes = { ...bare, checks: bare.checks.map(({ note: _note, ...check }) => check) };
    expectSized(fitResultJson(site, noNotes), JSON.stringify(noNotes));
    expectSized(fitResultJsonString(site, noNotes), JSON.stringify(JSON.stringify(noNotes)));
  });
});

describe('POST /api/fit body', () => {
  it('is UTF-8 bytes with their exact content-length, parsing to the domain result', () => {
    const profile = { annualRevenue: min, founderLed: true, role: 'Rôle “ünïcode” 🎯' };
    const response = answerFit(site, JSON.stringify(profile), undefined);
    expect(response.body).toBeInstanceOf(Uint8Array);
    const bytes = response.body as Uint8Array;
    expect(response.headers['content-length']).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(checkFit(site, profile));
  });
});

describe('utf8Length', () => {
  it('counts what TextEncoder writes, lone surrogates included, natively and in the portable count', () => {
    const anyUnits = fc
      .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
      .map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), anyUnits), (text) => {
        const bytes = new TextEncoder().encode(text).byteLength;
        return utf8Length(text) === bytes && countUtf8Bytes(text) === bytes;
      }),
      { numRuns: 3000 },
    );
  });
});
