// The MCP prompts (check_my_fit, explain_offer, prepare_for_fit_call): words from content (tokens already expanded), facts from the model.
import type { GetPromptResult, Prompt, PromptMessage } from '@modelcontextprotocol/sdk/types.js';
import type { PromptName } from '../content/schemas/prompts-file.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { blankControls, echoClientText } from '../domain/client-echo.js';
import { criterionText } from '../domain/fit/fit.js';
import { offerFor } from '../domain/offer.js';
import { summarisePage } from '../domain/pages.js';
import { renderPageMarkdown } from '../render/markdown/page.js';

/** A refusal's message has no final period: the JSON-RPC error wraps it in a sentence that adds one. */
export type PromptAnswer = { ok: true; result: GetPromptResult } | { ok: false; message: string };

export interface PromptBook {
  /** In the newest shape; shape.ts trims them per protocol version. */
  list: Prompt[];
  get(name: string, args: Record<string, string>): PromptAnswer;
  /** Values to complete a prompt argument from, or undefined when the prompt has no such argument. */
  argumentValues(prompt: string, argument: string): readonly string[] | undefined;
}

const ROLE_MAX = 100;
const user = (text: string): PromptMessage => ({ role: 'user', content: { type: 'text', text } });
const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

export function buildPromptBook(site: Site): PromptBook {
  const texts = site.prompts;
  const w = site.words.agents.prompts;
  const { roles, revenueRange } = site.offer.bestFit;
  const { actions } = offerFor(site, 'mcp');
  const { colon } = site.words.typography;
  const link = (key: 'checkout' | 'call' | 'email') =>
    `${actions?.[key]?.name}${colon} ${actions?.[key]?.url}`;
  const home = site.pages.find((p) => p.slug === 'index') ?? site.pages[0];
  const roleArgument = {
    name: 'role',
    title: w.roleTitle,
    description: fillWords(w.roleDescription, { roles: roles.join(', ') }),
    required: false,
  };
  const roleLine = (role?: string) => role && fillWords(w.roleLine, { role });

  const builders: Record<PromptName, (role?: string) => PromptMessage[]> = {
    check_my_fit: (role) => {
      const q = texts.check_my_fit.questions;
      const questions = [q.annualRevenue, q.founderLed, role ? undefined : q.role, q.priorPositioningWork]
        .filter((x): x is string => x !== undefined)
        .map((x, i) => `${i + 1}. ${x}`);
      const tool = fillWords(w.callTool, { currency: revenueRange.currency, roles: roles.join(', ') });
      const present = w.present;
      const steps = [
        `- \`strong-fit\`: ${link('checkout')}`,
        `- \`possible-fit\`: ${link('call')}`,
        `- \`poor-fit\`: ${link('email')}`,
        `- \`unknown\`: ${w.unknownStep}`,
      ];
      const { intro, outro } = texts.check_my_fit;
      return [
        user(
          paragraphs(
            intro,
            roleLine(role),
            questions.join('\n'),
            tool,
            `${present}\n\n${steps.join('\n')}`,
            outro,
          ),
        ),
      ];
    },
    explain_offer: (role) => {
      const page = home ? summarisePage(site, home) : undefined;
      const resource: PromptMessage[] =
        home && page
          ? [
              {
                role: 'user',
                content: {
                  type: 'resource',
                  resource: {
                    uri: page.markdownUrl,
                    mimeType: 'text/markdown',
                    text: renderPageMarkdown(site, home),
                  },
                },
              },
            ]
          : [];
      return [user(paragraphs(texts.explain_offer.intro, roleLine(role))), ...resource];
    },
    prepare_for_fit_call: (role) => {
      const { intro, bring } = texts.prepare_for_fit_call;
      const criteria = site.offer.criteria.map((c) => `- ${criterionText(site, c.criterion)}`);
      return [
        user(
          paragraphs(
            intro,
            roleLine(role),
            `${w.bring}\n\n${bring.map((b) => `- ${b}`).join('\n')}`,
            `${w.criteria}\n\n${criteria.join('\n')}`,
            fillWords(w.book, { link: link('call') }),
          ),
        ),
      ];
    },
  };

  const list: Prompt[] = (Object.keys(builders) as PromptName[]).map((name) => ({
    name,
    title: texts[name].title,
    description: texts[name].description,
    arguments: [roleArgument],
  }));
  const names = list.map((p) => p.name).join(', ');

  return {
    list,
    get(name, args) {
      if (!Object.hasOwn(builders, name))
        return { ok: false, message: `Unknown prompt "${echoClientText(name)}". Prompts: ${names}` };
      const unknown = Object.keys(args).filter((k) => k !== 'role');
      if (unknown.length > 0)
        return {
          ok: false,
          message: `Unknown argument ${unknown
            .slice(0, 10)
            .map((k) => echoClientText(k))
            .join(
              ', ',
            )}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}; ${name} takes only an optional role`,
        };
      // Clients send empty strings for optional fields left blank. The role lands in a prompt, so it stays one
      // line under the fit page's rule: control and bidi characters become spaces, then spaces collapse.
      const role =
        args.role === undefined
          ? undefined
          : blankControls(args.role).replace(/\s+/g, ' ').trim() || undefined;
      if (role && role.length > ROLE_MAX)
        return { ok: false, message: `role is at most ${ROLE_MAX} characters` };
      const prompt = list.find((p) => p.name === name);
      return {
        ok: true,
        result: { description: prompt?.description, messages: builders[name as PromptName](role) },
      };
    },
    argumentValues: (prompt, argument) =>
      Object.hasOwn(builders, prompt) ? (argument === 'role' ? roles : undefined) : undefined,
  };
}
