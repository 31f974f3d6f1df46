// The MCP prompts (check_my_fit, explain_offer, prepare_for_fit_call): words from content (tokens already expanded), facts from the model.
import type { GetPromptResult, Prompt, PromptMessage } from '@modelcontextprotocol/sdk/types.js';
import type { FitCriterion } from '../content/fit-criteria.js';
import type { PromptName } from '../content/schemas/prompts-file.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { blankControls, echoClientText } from '../domain/client-echo.js';
import { promptArguments } from '../domain/fit/fit-fields.js';
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
  /** The arguments every prompt takes: the fields of the text and one-of criteria. */
  argumentNames: readonly string[];
}

/** Longest text a prompt argument may carry: it lands in the prompt's message. */
const ARGUMENT_MAX = 100;
const user = (text: string): PromptMessage => ({ role: 'user', content: { type: 'text', text } });
const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

const code = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');

/** What completes or passes an argument: a text criterion's accepted answers, a one-of's options. */
const answersOf = (c: FitCriterion): readonly string[] =>
  c.declared.type === 'text' ? c.declared.accepts : c.declared.type === 'one-of' ? c.declared.options : [];

export function buildPromptBook(site: Site): PromptBook {
  const texts = site.prompts;
  const w = site.words.agents.prompts;
  const { actions } = offerFor(site, 'mcp');
  const { colon } = site.words.typography;
  const link = (key: 'checkout' | 'call' | 'email') =>
    `${actions?.[key]?.name}${colon} ${actions?.[key]?.url}`;
  const home = site.pages.find((p) => p.slug === 'index') ?? site.pages[0];
  const takes = promptArguments(site);
  const argumentList = takes.map((c) => ({
    name: c.field,
    title: fillWords(w.argumentTitle, { label: c.label }),
    description: fillWords(w.argument, {
      question: c.question,
      label: c.label,
      values: answersOf(c).join(', '),
    }),
    required: false,
  }));
  type Given = ReadonlyMap<string, string>;
  /** What the person said up front, one line per argument, a choice by its label. */
  const givenLines = (given: Given) =>
    takes.flatMap((c) => {
      const value = given.get(c.field);
      if (value === undefined) return [];
      return [fillWords(w.argumentLine, { label: c.label, value: c.optionLabels.get(value) ?? value })];
    });
  const fieldTypes = site.locale.list(
    site.criteria.map((c) =>
      fillWords(w.types[c.type], {
        field: c.field,
        currency: c.currency,
        options: code(c.declared.type === 'one-of' ? c.declared.options : []),
        accepts: answersOf(c).join(', '),
      }),
    ),
  );

  const builders: Record<PromptName, (given: Given) => PromptMessage[]> = {
    check_my_fit: (given) => {
      // One question per criterion, in order, but none the person has already answered as an argument.
      const questions = site.criteria
        .filter((c) => !given.has(c.field))
        .map((c, i) => `${i + 1}. ${c.question}`);
      const tool = fillWords(w.callTool, { fields: fieldTypes });
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
            ...givenLines(given),
            questions.join('\n'),
            tool,
            `${present}\n\n${steps.join('\n')}`,
            outro,
          ),
        ),
      ];
    },
    explain_offer: (given) => {
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
      return [user(paragraphs(texts.explain_offer.intro, ...givenLines(given))), ...resource];
    },
    prepare_for_fit_call: (given) => {
      const { intro, bring } = texts.prepare_for_fit_call;
      const criteria = site.criteria.map((c) => `- ${c.text}`);
      return [
        user(
          paragraphs(
            intro,
            ...givenLines(given),
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
    arguments: argumentList,
  }));
  const names = takes.map((c) => c.field);
  const takesOnly =
    names.length === 0
      ? 'takes no arguments'
      : names.length === 1
        ? `takes only an optional ${names[0]}`
        : `takes only the optional ${names.join(', ')}`;
  const promptNames = list.map((p) => p.name).join(', ');

  return {
    list,
    get(name, args) {
      if (!Object.hasOwn(builders, name))
        return { ok: false, message: `Unknown prompt "${echoClientText(name)}". Prompts: ${promptNames}` };
      const unknown = Object.keys(args).filter((k) => !names.includes(k));
      if (unknown.length > 0)
        return {
          ok: false,
          message: `Unknown argument ${unknown
            .slice(0, 10)
            .map((k) => echoClientText(k))
            .join(
              ', ',
            )}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}; ${name} ${takesOnly}`,
        };
      const given = new Map<string, string>();
      for (const c of takes) {
        const raw = Object.hasOwn(args, c.field) ? args[c.field] : undefined;
        // Clients send empty strings for optional fields left blank. The answer lands in a prompt, so it stays
        // one line under the fit page's rule: control and bidi characters become spaces, then spaces collapse.
        const value = raw === undefined ? '' : blankControls(raw).replace(/\s+/g, ' ').trim();
        if (value === '') continue;
        if (value.length > ARGUMENT_MAX)
          return { ok: false, message: `${c.field} is at most ${ARGUMENT_MAX} characters` };
        if (c.declared.type === 'one-of' && !c.declared.options.includes(value))
          return { ok: false, message: `${c.field} is one of ${c.declared.options.join(', ')}` };
        given.set(c.field, value);
      }
      const prompt = list.find((p) => p.name === name);
      return {
        ok: true,
        result: { description: prompt?.description, messages: builders[name as PromptName](given) },
      };
    },
    argumentValues: (prompt, argument) => {
      if (!Object.hasOwn(builders, prompt)) return undefined;
      const c = takes.find((t) => t.field === argument);
      return c ? answersOf(c) : undefined;
    },
    argumentNames: names,
  };
}
