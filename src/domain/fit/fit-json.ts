// FitResult as JSON text from quoted fragments: the same bytes as JSON.stringify, at a fraction of its cost.
import type { Site } from '../../content/site.js';
import type { FitResult } from '../schemas.js';

/**
 * Quoted strings remembered per site. Criterion texts, fixed notes, recommendations and the disclaimer are
 * the same few strings in every result, so they are quoted once; notes that embed the caller's input are
 * quoted per call. The bound keeps hostile input from growing the map: past it, strings are quoted each time.
 */
const MAX_REMEMBERED = 64;
const remembered = new WeakMap<Site, Map<string, string>>();

function quoter(site: Site): (text: string) => string {
  let quotes = remembered.get(site);
  if (!quotes) {
    quotes = new Map();
    remembered.set(site, quotes);
  }
  const known = quotes;
  return (text) => {
    let quoted = known.get(text);
    if (quoted === undefined) {
      quoted = JSON.stringify(text);
      if (known.size < MAX_REMEMBERED) known.set(text, quoted);
    }
    return quoted;
  };
}

/**
 * JSON.stringify(result), field for field in FitResult's order (what checkFit builds). POST /api/fit and
 * MCP check_fit both answer with it: serialising the whole object was the largest cost of a fit request.
 */
export function fitResultJson(site: Site, result: FitResult): string {
  const q = quoter(site);
  let json = `{"verdict":${q(result.verdict)}`;
  if (result.score)
    json += `,"score":{"earned":${result.score.earned},"available":${result.score.available}}`;
  json += ',"checks":[';
  for (let i = 0; i < result.checks.length; i++) {
    const c = result.checks[i] as FitResult['checks'][number];
    json += `${i ? ',' : ''}{"id":${q(c.id)},"criterion":${q(c.criterion)},"result":${q(c.result)}`;
    json += c.note === undefined ? '}' : `,"note":${q(c.note)}}`;
  }
  json += ']';
  if (result.recommendation !== undefined) json += `,"recommendation":${q(result.recommendation)}`;
  return `${json},"disclaimer":${q(result.disclaimer)}}`;
}
