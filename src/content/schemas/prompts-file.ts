// prompts.yaml (optional): the words of the MCP prompts; every field has a generic default, so the file may be partial.
import { z } from 'zod';
import { text } from './common.js';

/** Names of the MCP prompts; the file's top-level keys. */
export const PROMPT_NAMES = ['check_my_fit', 'explain_offer', 'prepare_for_fit_call'] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

/**
 * Defaults name nothing of any one site: they speak of "the offer" and pull facts from the model through
 * the page tokens ({{offer_name}}, {{price}}, ...), which the MCP layer expands like a page body.
 */
const common = (title: string, description: string, intro: string) => ({
  title: text.default(title),
  description: text.default(description),
  intro: text.default(intro),
});

const CheckMyFit = z.strictObject({
  ...common(
    'Check my fit',
    'Answer four short questions, one at a time, and get an indicative verdict on whether {{offer_name}} suits you.',
    'I would like to find out whether {{offer_name}} suits me. Ask me the questions below one at a time, and wait for my answer before you ask the next one. Keep it conversational; I may skip a question.',
  ),
  /** Moved: one question per criterion, written once in words.yaml, serves the form, this prompt and the skill. */
  questions: z
    .unknown()
    .refine(
      (value) => value === undefined,
      'moved: write the questions in words.yaml as fit.criteria.<criterion id>.question (see docs/words.md)',
    )
    .optional(),
  outro: text.default(
    'Be plain and brief. The verdict is indicative: it never accepts or refuses anyone, so do not present it as a decision.',
  ),
});

const ExplainOffer = z.strictObject(
  common(
    'Explain the offer',
    'The offer explained in your own terms: what you get, what it costs, who it is for and what happens next.',
    'Explain {{offer_name}} to me in plain words, using the page below: what I would get, what it costs ({{price}}), how long it takes, what is guaranteed, who it is for and who it is not for. Relate it to my situation where you can, and end with the one next step that suits me.',
  ),
);

const PrepareForFitCall = z.strictObject({
  ...common(
    'Prepare for the fit call',
    'What to bring to a short fit call about {{offer_name}}, so the call settles whether it suits you.',
    'Help me prepare for a short fit call about {{offer_name}}. Go through the list of what to bring with me, ask for anything I have not thought about, and help me write down short answers I can have open during the call.',
  ),
  bring: z
    .array(text)
    .min(1, 'list at least one thing to bring')
    .default([
      'Your annual revenue, roughly, and how it has changed over the last two years.',
      'Who your best clients are and the words they use to describe what you do for them.',
      'The people or firms you are most often compared with, and why that comparison is wrong.',
      'Any positioning, pitch deck or personal-brand work you have already paid for.',
      'The decision you would need to make after the call, and who else, if anyone, has a say in it.',
    ]),
});

export const PromptsFileSchema = z.strictObject({
  check_my_fit: CheckMyFit.prefault({}),
  explain_offer: ExplainOffer.prefault({}),
  prepare_for_fit_call: PrepareForFitCall.prefault({}),
});

type PromptsOutput = z.output<typeof PromptsFileSchema>;

/**
 * The resolved texts (defaults filled in): what the site model carries whether or not the file exists. The
 * check_my_fit questions are the words' fit questions, by FitRequest field.
 */
export type SitePrompts = Omit<PromptsOutput, 'check_my_fit'> & {
  check_my_fit: Omit<PromptsOutput['check_my_fit'], 'questions'> & {
    questions: Record<'annualRevenue' | 'founderLed' | 'role' | 'priorPositioningWork', string>;
  };
};
