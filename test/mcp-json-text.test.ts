// The response serialiser that splices remembered JSON text: always byte-identical to JSON.stringify.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryJsonText, toJsonText, withJsonText } from '../src/mcp/json-text.js';

describe('toJsonText', () => {
  it('matches JSON.stringify on arbitrary JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => toJsonText(value) === JSON.stringify(value)));
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
    const content = carryJsonText([{ type: 'text', text: 'x' }], '["carried"]');
    const response = { id: 1, result: { content } };
    expect(toJsonText(response)).toBe('{"id":1,"result":{"content":["carried"]}}');
    expect(JSON.stringify(content)).toBe('[{"type":"text","text":"x"}]');
    expect(Object.keys(content)).toEqual(['0']);
    expect(content).toEqual([{ type: 'text', text: 'x' }]);
    // Carrying again replaces the text; a frozen value falls back to the remembered text.
    carryJsonText(content, '["again"]');
    expect(toJsonText(content)).toBe('["again"]');
    const frozen = carryJsonText(Object.freeze({ a: 1 }), '"frozen"');
    expect(toJsonText(frozen)).toBe('"frozen"');
  });
});
