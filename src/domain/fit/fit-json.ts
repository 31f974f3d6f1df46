// FitResult as JSON text from quoted fragments: the same bytes as JSON.stringify, at a fraction of its cost.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import type { FitResult } from '../schemas.js';
import { type SizedJson, utf8Length } from '../utf8-length.js';

export type { SizedJson } from '../utf8-length.js';

type Check = FitResult['checks'][number];

/**
 * A fragment of a result's JSON text in the two forms it is written in: as JSON (POST /api/fit), and escaped
 * as the content of a JSON string (MCP's text block carries the JSON as a string), each with its UTF-8 size.
 * The second form is made once per fragment, so a tool result never re-escapes its whole text per call. The
 * sizes are counted once too: measuring a whole answer's bytes was ~7% of a POST /api/fit (a two-byte string,
 * since the criteria hold an en dash; valgrind instruction counts).
 */
type Fragment = readonly [json: string, inString: string, jsonBytes: number, inStringBytes: number];
type Form = 0 | 1;

const fragment = (json: string): Fragment => {
  const inString = JSON.stringify(json).slice(1, -1);
  return [json, inString, utf8Length(json), utf8Length(inString)];
};
const quoted = (text: string): Fragment => fragment(JSON.stringify(text));

const OPEN = fragment('{"verdict":');
const SCORE = fragment(',"score":{"earned":');
const AVAILABLE = fragment(',"available":');
const CHECKS = fragment(',"checks":[');
const NOTE = fragment(',"note":');
const RECOMMENDATION = fragment(',"recommendation":');
const DISCLAIMER = fragment(',"disclaimer":');

/** The few fixed values a result holds: a property read, not a lookup by a string's hash. */
const RESULT_JSON: Record<Check['result'], Fragment> = {
  pass: quoted('pass'),
  fail: quoted('fail'),
  unknown: quoted('unknown'),
};
const VERDICT_JSON: Record<FitResult['verdict'], Fragment> = {
  'strong-fit': quoted('strong-fit'),
  'possible-fit': quoted('possible-fit'),
  'poor-fit': quoted('poor-fit'),
  unknown: quoted('unknown'),
};

/**
 * Per site: each criterion's opening up to its result, made once from the criteria (a result lists its checks
 * in their order), and quoted texts. Notes, recommendations and the disclaimer are mostly the same few strings
 * in every result (a note that embeds the caller's input is new each time), and looking a quoted text up
 * measured half the cost of quoting it again.
 */
interface Remembered {
  openings: readonly { id: string; criterion: string; fragment: Fragment }[];
  texts: Map<string, Fragment>;
}

/** Bounds the texts remembered per site, whatever callers send: past it, texts are quoted each time. */
const MAX_REMEMBERED = 64;
const rememberedFor = perSite(
  'fit-json-fragments',
  (site): Remembered => ({
    openings: site.criteria.map((c) => ({ id: c.id, criterion: c.text, fragment: openingOf(c.id, c.text) })),
    texts: new Map(),
  }),
);

function openingOf(id: string, criterion: string): Fragment {
  return fragment(`{"id":${JSON.stringify(id)},"criterion":${JSON.stringify(criterion)},"result":`);
}

/** `{"id":…,"criterion":…,"result":` for the i-th check: the criterion's, unless the check is another's. */
function opening(remembered: Remembered, i: number, c: Check): Fragment {
  const known = remembered.openings[i];
  if (known !== undefined && known.id === c.id && known.criterion === c.criterion) return known.fragment;
  return openingOf(c.id, c.criterion);
}

function quoteText(remembered: Remembered, text: string): Fragment {
  let made = remembered.texts.get(text);
  if (made === undefined) {
    made = quoted(text);
    if (remembered.texts.size < MAX_REMEMBERED) remembered.texts.set(text, made);
  }
  return made;
}

/**
 * Field for field in FitResult's order (what checkFit builds), in one of the two forms. The fragments are
 * joined once at the end: appended one by one they made a deep rope of ~40 pieces that measuring its bytes
 * and writing it to the socket then had to flatten (~0.7 us of a fit answer's ~3 us, measured).
 */
function writeFitResult(site: Site, result: FitResult, form: Form): SizedJson {
  const remembered = rememberedFor(site);
  const size = (form + 2) as 2 | 3;
  const parts: string[] = [];
  let bytes = 0;
  const add = (f: Fragment) => {
    parts.push(f[form]);
    bytes += f[size];
  };
  const addAscii = (text: string) => {
    parts.push(text);
    bytes += text.length;
  };
  add(OPEN);
  add(VERDICT_JSON[result.verdict]);
  if (result.score) {
    add(SCORE);
    // Whole numbers are ASCII: their size is their length.
    addAscii(String(result.score.earned));
    add(AVAILABLE);
    addAscii(String(result.score.available));
    addAscii('}');
  }
  add(CHECKS);
  for (let i = 0; i < result.checks.length; i++) {
    const c = result.checks[i] as Check;
    if (i > 0) addAscii(',');
    add(opening(remembered, i, c));
    add(RESULT_JSON[c.result]);
    if (c.note !== undefined) {
      add(NOTE);
      add(quoteText(remembered, c.note));
    }
    addAscii('}');
  }
  addAscii(']');
  if (result.recommendation !== undefined) {
    add(RECOMMENDATION);
    add(quoteText(remembered, result.recommendation));
  }
  add(DISCLAIMER);
  add(quoteText(remembered, result.disclaimer));
  addAscii('}');
  return { text: parts.join(''), bytes };
}

/**
 * JSON.stringify(result) and its size. POST /api/fit and MCP check_fit both answer with it: serialising the
 * whole object was the largest cost of a fit request.
 */
export function fitResultJson(site: Site, result: FitResult): SizedJson {
  return writeFitResult(site, result, 0);
}

/** JSON.stringify(fitResultJson(site, result).text) and its size: the JSON as a JSON string, for MCP's text block. */
export function fitResultJsonString(site: Site, result: FitResult): SizedJson {
  const inner = writeFitResult(site, result, 1);
  return { text: `"${inner.text}"`, bytes: inner.bytes + 2 };
}
