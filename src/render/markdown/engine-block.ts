// The {{engine}} block: the private engine's boundary in Markdown, for the developers page, agents.md and llms-full.txt.
import type { Site } from '../../content/site.js';
import { describeEngine, ENGINE_RPC_METHODS, type EngineFacts } from '../../domain/engine.js';

const code = (text: string) => `\`${text}\``;

/** What happens to every response, in one sentence, from the engine's stated promises. */
function responsePromises(e: EngineFacts): string {
  const marks = [
    e.watermarked ? 'watermarked for the client it is sent to' : 'not watermarked',
    e.usageLogged ? 'logged per client' : 'not logged',
  ];
  const methodology = e.returnsMethodology
    ? 'responses may include methodology text'
    : 'the methodology itself is never returned, only its results';
  return `each one is ${marks.join(' and ')}; ${methodology}.`;
}

/** The methods as one line, or (when any has a description) a line pointing to a table after the list. */
function methodLines(e: EngineFacts): { bullet: string; table: string[] } {
  const branded = e.brand ? `; the ones starting with ${code(`${e.brand}_`)} carry the brand word` : '';
  const names = e.methods.map((m) => code(m.name)).join(', ');
  if (e.methods.every((m) => m.description === undefined)) {
    return { bullet: `- **Methods (${e.methods.length}${branded}):** ${names}.`, table: [] };
  }
  return {
    bullet: `- **Methods (${e.methods.length}${branded}):** ${names}; what each does is below.`,
    table: [
      '',
      '| Method | What it does |',
      '|---|---|',
      ...e.methods.map((m) => `| ${code(m.name)} | ${(m.description ?? '').replaceAll('|', '\\|')} |`),
    ],
  };
}

export function renderEngineBlock(site: Site): string {
  const e = describeEngine(site);
  // A page cannot place {{engine}} without an engine (refused at load); agent files skip the section.
  if (!e) return '';
  const offer = site.offer.name;
  const methods = methodLines(e);
  const included = e.includedWithOffer
    ? `Buying ${offer} includes access to the engine.`
    : `Buying ${offer} does not include access to the engine.`;
  return [
    e.description,
    '',
    `It runs at ${code(e.url)}, separately from this site: this site never calls, proxies or imitates it and never sees its keys.`,
    '',
    `- **${code(`POST ${e.mcpUrl}`)}:** JSON-RPC 2.0 (${ENGINE_RPC_METHODS.map(code).join(' and ')}), with ${code('Authorization: Bearer <API_KEY>')}; without a valid key the answer is ${code('401')}.`,
    `- **${code(`GET ${e.healthUrl}`)}:** open, no key; answers ${code('{"ok": true}')} with the names of the available methods.`,
    methods.bullet,
    `- **Keys:** one per client, issued, rotated and revoked by ${e.keyIssuer}. There is no self-serve signup and no key for anonymous requests.`,
    `- **Responses:** ${responsePromises(e)}`,
    `- **Access:** e-mail [${e.accessEmail}](mailto:${e.accessEmail}) naming the workspace you want to connect. ${included}${e.accessNote ? ` ${e.accessNote}` : ''}`,
    ...methods.table,
  ].join('\n');
}
