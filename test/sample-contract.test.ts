// The seed's four criteria, now declared in content, publish the contract they published when src/ named them:
// OpenAPI components, MCP tool schemas, the offer, and fit answers (API, MCP, Markdown), compared with snapshots
// taken before the change (test/fixtures/contract/, written by test/helpers/contract-snapshot.ts).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { captureContract } from './helpers/contract-snapshot.js';
import { DE_FIXTURE_CONTENT, FIXTURE_CONTENT } from './helpers/site.js';

// biome-ignore lint/suspicious/noExplicitAny: snapshots are walked dynamically.
type Json = any;

/**
 * The differences the change was asked for, and nothing else:
 * - Money has an optional `taxIncluded` (offer.yaml price.taxIncluded);
 * - an unanswered criterion's note is in words, not the field's name ("annualRevenue was not given.");
 * - a typed text answer is echoed as typed ("Executive Coach"), not as its slug ("executive-coach").
 * And the design round's (issue 49), undone by `asBeforeTheDesignRound`:
 * - the note of a matched answer names it in words ("thought leader"), German answers with their capitals;
 * - {currency} in a criterion's text reads as the prices show it ("600.000 €" beside "4.800 €");
 * - the Markdown outcome's result column says Met and Not met;
 * - the fixtures' guarantees are written as dated steps (content, not code: set aside).
 */
const TYPED = ['Executive Coach', 'Thought Leader', 'Senior-Beraterin', 'Senior Coach'];
const slug = (text: string) => text.toLowerCase().replaceAll(' ', '-');
const UNANSWERED = '(not answered)';

/** The design round's differences, listed above, written back as they were. */
function asBeforeTheDesignRound(text: string): string {
  return text
    .replace(/thought leader(\\*") is one of/g, 'thought-leader$1 is one of')
    .replaceAll('Beraterin, Berater, Trainerin und Trainer', 'beraterin, berater, trainerin und trainer')
    .replaceAll('„Beraterin“', '„beraterin“')
    .replaceAll('zwischen 80.000 und 600.000 €', 'zwischen 80.000 und 600.000 EUR')
    .replaceAll('Jahresumsatz (€)', 'Jahresumsatz (EUR)')
    .replaceAll(' | Met | ', ' | Pass | ')
    .replaceAll(' | Not met | ', ' | Fail | ');
}

function sameTyping(text: string): string {
  let out = text;
  for (const typed of TYPED) out = out.replaceAll(typed, slug(typed));
  return out;
}

/** A fit result with every unanswered check's note set aside. */
function withoutUnknownNotes(result: Json): Json {
  if (!result || !Array.isArray(result.checks)) return result;
  return {
    ...result,
    checks: result.checks.map((c: Json) => (c.result === 'unknown' ? { ...c, note: UNANSWERED } : c)),
  };
}

/** The Markdown outcome's rows of unanswered checks, by the result column's word. */
function markdownWithoutUnknownNotes(text: string, unknownWord: string): string {
  return text
    .split('\n')
    .map((line) => {
      const cells = line.split(' | ');
      return cells[1] === unknownWord ? `${cells[0]} | ${unknownWord} | ${UNANSWERED} |` : line;
    })
    .join('\n');
}

function normalise(snapshot: Json, unknownWord: string): Json {
  const fit = snapshot.fit.map((f: Json) => ({ ...f, answer: withoutUnknownNotes(f.answer) }));
  const mcpCalls = snapshot.mcpCalls.map((call: Json) => {
    const answer = call.answer;
    if (!answer?.structuredContent) return call;
    return {
      ...call,
      answer: {
        ...answer,
        content: answer.content.map((block: Json) => ({
          ...block,
          text: JSON.stringify(withoutUnknownNotes(JSON.parse(block.text))),
        })),
        structuredContent: withoutUnknownNotes(answer.structuredContent),
      },
    };
  });
  const markdown = snapshot.markdown.map((m: Json) => ({
    ...m,
    text: markdownWithoutUnknownNotes(m.text, unknownWord),
  }));
  const examples = (content: Json) =>
    Object.fromEntries(
      Object.entries(content?.['application/json']?.examples ?? {}).map(([name, e]: [string, Json]) => [
        name,
        withoutUnknownNotes(e.value),
      ]),
    );
  const post = snapshot.openapi.fit.post;
  const compared = {
    components: snapshot.openapi.components,
    tools: snapshot.tools,
    offer: { ...snapshot.offer, guarantee: snapshot.offer.guarantee && '(the fixture’s own)' },
    fit,
    mcpCalls,
    markdown,
    prompts: snapshot.prompts,
    completion: snapshot.completion,
    requestExamples: examples(post.requestBody.content),
    resultExamples: Object.fromEntries(
      Object.entries(post.responses).map(([status, r]: [string, Json]) => [status, examples(r.content)]),
    ),
  };
  return JSON.parse(asBeforeTheDesignRound(sameTyping(JSON.stringify(compared))));
}

/** Today's Money as it was: the only new property is the optional taxIncluded. */
function withoutTaxIncluded(snapshot: Json): Json {
  const copy = structuredClone(snapshot);
  const money = copy.components.schemas.Money.properties;
  expect(money.taxIncluded).toEqual({ type: 'boolean', description: expect.any(String) });
  delete money.taxIncluded;
  for (const list of [copy.tools.legacy, copy.tools.modern]) {
    const offer = list.find((t: Json) => t.name === 'get_offer');
    delete offer.outputSchema.properties.price.properties.taxIncluded;
  }
  return copy;
}

const FIELDS = ['annualRevenue', 'founderLed', 'role', 'priorPositioningWork'];

async function compare(dir: string, snapshotFile: string, unknownWord: string) {
  const before = JSON.parse(readFileSync(`test/fixtures/contract/${snapshotFile}`, 'utf8'));
  const after = await captureContract(dir);
  expect(withoutTaxIncluded(normalise(after, unknownWord))).toEqual(normalise(before, unknownWord));
  // The notes set aside above name no field: they are words for people.
  const notes = JSON.stringify(after.fit.map((f: Json) => f.answer?.checks ?? []));
  for (const field of FIELDS) expect(notes).not.toContain(`${field} `);
}

describe('the seed criteria declared in content keep their contract', () => {
  it('on the English fixture', async () => {
    await compare(FIXTURE_CONTENT, 'content.json', 'Not answered');
  });

  it('on the German fixture', async () => {
    await compare(DE_FIXTURE_CONTENT, 'content-de.json', 'Nicht beantwortet');
  });

  // content/ is the owner's: compared only while it still is the sample studio the snapshot was taken from.
  const sample =
    existsSync('content/offer.yaml') &&
    parse(readFileSync('content/offer.yaml', 'utf8'))?.id === 'category-design-week';
  it.runIf(sample)('on the sample in content/', async () => {
    await compare('content', 'sample.json', 'Not answered');
  });
});
