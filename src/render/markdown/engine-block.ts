// The {{engine}} block: the private engine's boundary in Markdown, for the developers page, agents.md and llms-full.txt.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { describeEngine, ENGINE_RPC_METHODS } from '../../domain/engine.js';

type EngineWords = Site['words']['agents']['engine'];
type EngineFacts = ReturnType<typeof describeEngine>;

const code = (text: string) => `\`${text}\``;

/** What happens to every response, in one sentence, from the engine's stated promises. */
function responsePromises(w: EngineWords, e: EngineFacts): string {
  const marks = [e.watermarked ? w.watermarked : w.notWatermarked, e.usageLogged ? w.logged : w.notLogged];
  return fillWords(w.promises, {
    marks: marks.join(` ${w.and} `),
    methodology: e.returnsMethodology ? w.methodology : w.noMethodology,
  });
}

/** The methods as one line, or (when any has a description) a line pointing to a table after the list. */
function methodLines(w: EngineWords, e: EngineFacts): { bullet: string; table: string[] } {
  const values = {
    count: e.methods.length,
    branded: e.brand ? fillWords(w.branded, { prefix: code(`${e.brand}_`) }) : '',
    names: e.methods.map((m) => code(m.name)).join(', '),
  };
  if (e.methods.every((m) => m.description === undefined)) {
    return { bullet: `- ${fillWords(w.methods, values)}`, table: [] };
  }
  return {
    bullet: `- ${fillWords(w.methodsTable, values)}`,
    table: [
      '',
      `| ${w.methodColumn} | ${w.whatColumn} |`,
      '|---|---|',
      ...e.methods.map((m) => `| ${code(m.name)} | ${(m.description ?? '').replaceAll('|', '\\|')} |`),
    ],
  };
}

export function renderEngineBlock(site: Site): string {
  const w = site.words.agents.engine;
  const e = describeEngine(site);
  const methods = methodLines(w, e);
  const included = fillWords(e.includedWithOffer ? w.included : w.notIncluded, { offer: site.offer.name });
  const access = fillWords(w.access, {
    email: `[${e.accessEmail}](mailto:${e.accessEmail})`,
    included,
  });
  return [
    e.description,
    '',
    fillWords(w.runs, { url: code(e.url) }),
    '',
    `- **${code(`POST ${e.mcpUrl}`)}:** ${fillWords(w.rpc, {
      methods: ENGINE_RPC_METHODS.map(code).join(` ${w.and} `),
      auth: code('Authorization: Bearer <API_KEY>'),
      status: code('401'),
    })}`,
    `- **${code(`GET ${e.healthUrl}`)}:** ${fillWords(w.health, { ok: code('{"ok": true}') })}`,
    methods.bullet,
    `- ${fillWords(w.keys, { issuer: e.keyIssuer })}`,
    `- ${fillWords(w.responses, { promises: responsePromises(w, e) })}`,
    `- ${access}${e.accessNote ? ` ${e.accessNote}` : ''}`,
    ...methods.table,
  ].join('\n');
}
