// The {{engine}} block: the private engine's boundary in Markdown, for the developers page, agents.md and llms-full.txt.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { describeEngine, ENGINE_RPC_METHODS, type EngineFacts } from '../../domain/engine.js';

const code = (text: string) => `\`${text}\``;

/** What happens to every response, in one sentence, from the engine's stated promises. */
function responsePromises(site: Site, e: EngineFacts): string {
  const w = site.words.engine;
  const marks = [e.watermarked ? w.watermarked : w.notWatermarked, e.usageLogged ? w.logged : w.notLogged];
  const methodology = e.returnsMethodology ? w.methodology : w.noMethodology;
  return fillWords(w.responsesText, { marks: site.locale.list(marks), methodology });
}

/** The methods as one line, or (when any has a description) a line pointing to a table after the list. */
function methodLines(site: Site, e: EngineFacts): { bullet: string; table: string[] } {
  const w = site.words.engine;
  const { colon, semicolon } = site.words.typography;
  // The label is the card's title on the page: words only, the brand's prefix (code) goes in its text.
  const branded = e.brand ? `${semicolon} ${fillWords(w.branded, { prefix: code(`${e.brand}_`) })}` : '';
  const names = e.methods.map((m) => code(m.name)).join(', ');
  const label = `- **${w.methods} (${e.methods.length})${colon}**`;
  if (e.methods.every((m) => m.description === undefined)) {
    return { bullet: `${label} ${names}${branded}.`, table: [] };
  }
  return {
    bullet: `${label} ${names}${branded}${semicolon} ${w.methodsBelow}.`,
    table: [
      '',
      `| ${w.method} | ${w.whatItDoes} |`,
      '|---|---|',
      ...e.methods.map((m) => `| ${code(m.name)} | ${(m.description ?? '').replaceAll('|', '\\|')} |`),
    ],
  };
}

export function renderEngineBlock(site: Site): string {
  const e = describeEngine(site);
  // A page cannot place {{engine}} without an engine (refused at load); agent files skip the section.
  if (!e) return '';
  const w = site.words.engine;
  const offer = site.offer.name;
  const methods = methodLines(site, e);
  const included = fillWords(e.includedWithOffer ? w.included : w.notIncluded, { offer });
  const rpc = fillWords(w.rpc, {
    methods: site.locale.list(ENGINE_RPC_METHODS.map(code)),
    auth: code('Authorization: Bearer <API_KEY>'),
    status: code('401'),
  });
  const access = fillWords(w.accessText, { email: `[${e.accessEmail}](mailto:${e.accessEmail})` });
  const { colon } = site.words.typography;
  return [
    e.description,
    '',
    fillWords(w.runsAt, { url: code(e.url) }),
    '',
    // Labels in words: on the page each is a card's title, and code in a title broke at its hyphens.
    `- **${w.endpoint}${colon}** ${code(`POST ${e.mcpUrl}`)}${colon} ${rpc}`,
    `- **${w.healthCheck}${colon}** ${code(`GET ${e.healthUrl}`)}${colon} ${fillWords(w.health, { ok: code('{"ok": true}') })}`,
    methods.bullet,
    `- **${w.keys}${colon}** ${fillWords(w.keysText, { issuer: e.keyIssuer })}`,
    `- **${w.responses}${colon}** ${responsePromises(site, e)}`,
    `- **${w.access}${colon}** ${access} ${included}${e.accessNote ? ` ${e.accessNote}` : ''}`,
    ...methods.table,
  ].join('\n');
}
