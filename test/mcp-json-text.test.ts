// The response serialiser that splices remembered JSON text: always byte-identical to JSON.stringify.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryJsonText, toJsonText, toSizedJson, withJsonText } from '../src/mcp/json-text.js';

const utf8 = new TextEncoder();
/** Carried text and its true UTF-8 size. */
const sized = (text: string) => ({ text, bytes: utf8.encode(text).byteLength });

describe('toJsonText', () => {
  it('matches JSON.stringify on arbitrary JSON values, and counts its UTF-8 bytes exactly', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = toSizedJson(value);
        const expected = JSON.stringify(value);
        return json.text === expected && json.bytes === utf8.encode(expected).byteLength;
      }),
    );
  });

  it('counts the bytes of spliced texts with the rest (non-ASCII keys, strings and carried text)', () => {
    const data = withJsonText({ 'prix €': 'à 5 000 € – “net”' });
    const content = carryJsonText([{ type: 'text', text: 'x' }], sized('["ünï 🎯"]'));
    const response = { jsonrpc: '2.0', id: 'ïd', result: { content, structuredContent: data, clé: [] } };
    const json = toSizedJson(response);
    expect(json.bytes).toBe(utf8.encode(json.text).byteLength);
    expect(json.text).toContain('"content":["ünï 🎯"]');
  });

  it('matches JSON.stringify when members are undefined, functions or non-finite numbers', () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: [undefined, () => 1, Number.NaN, -0],
      d: Number.POSITIVE_INFINITY,
    };
    expect(toJsonText(value)).toBe(JSON.stringify(value));
  });

  it('splices remembered text for a value wherever it appears', () => {
    const data = withJsonText({ id: 'offer', price: { amount: 1 } });
    const response = {
      jsonrpc: '2.0',
      id: 7,
      result: { content: [{ type: 'text', text: 'x' }], structuredContent: data },
    };
    expect(toJsonText(response)).toBe(JSON.stringify(response));
    withJsonText(data, '"spliced"');
    expect(toJsonText(response)).toContain('"structuredContent":"spliced"');
  });

  it('splices text a value carries, which JSON.stringify, Object.keys and deep equality never see', () => {
    const content = carryJsonText([{ type: 'text', text: 'x' }], sized('["carried"]'));
    const response = { id: 1, result: { content } };
    expect(toJsonText(response)).toBe('{"id":1,"result":{"content":["carried"]}}');
    expect(JSON.stringify(content)).toBe('[{"type":"text","text":"x"}]');
    expect(Object.keys(content)).toEqual(['0']);
    expect(content).toEqual([{ type: 'text', text: 'x' }]);
    // Carrying again replaces the text; a frozen value falls back to the remembered text.
    carryJsonText(content, sized('["again"]'));
    expect(toJsonText(content)).toBe('["again"]');
    const frozen = carryJsonText(Object.freeze({ a: 1 }), sized('"frozen"'));
    expect(toJsonText(frozen)).toBe('"frozen"');
  });
});
