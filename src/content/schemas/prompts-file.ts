// prompts.yaml (optional): the words of the MCP prompts; every field has a default in the words, so the file may be partial.
import { z } from 'zod';
import type { Words } from '../words/defaults.js';
import { text } from './common.js';

/** Names of the MCP prompts; the file's top-level keys. */
export const PROMPT_NAMES = ['check_my_fit', 'explain_offer', 'prepare_for_fit_call'] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

/**
 * Every field is optional: what the owner leaves out comes from the words (agents.promptDefaults), in the
 * site's language, which name nothing of any one site and pull facts through {{offer_name}}, {{price}}, ...
 */
const common = {
  title: text.optional(),
  description: text.optional(),
  intro: text.optional(),
};

const CheckMyFit = z.strictObject({
  ...common,
  /** Moved: one question per criterion, written once in words.yaml, serves the form, this prompt and the skill. */
  questions: z
    .unknown()
    .refine(
      (value) => value === undefined,
      'moved: write the questions in words.yaml as fit.criteria.<criterion id>.question (see docs/words.md)',
    )
    .optional(),
  outro: text.optional(),
});

const ExplainOffer = z.strictObject(common);

const PrepareForFitCall = z.strictObject({
  ...common,
  bring: z.array(text).min(1, 'list at least one thing to bring').optional(),
});

export const PromptsFileSchema = z.strictObject({
  check_my_fit: CheckMyFit.prefault({}),
  explain_offer: ExplainOffer.prefault({}),
  prepare_for_fit_call: PrepareForFitCall.prefault({}),
});

type PromptsFile = z.output<typeof PromptsFileSchema>;
type PromptDefaults = Words['agents']['promptDefaults'];

/** The resolved texts: prompts.yaml over the words' defaults (check_my_fit asks the criteria's questions). */
export interface SitePrompts {
  check_my_fit: PromptDefaults['check_my_fit'];
  explain_offer: PromptDefaults['explain_offer'];
  prepare_for_fit_call: Omit<PromptDefaults['prepare_for_fit_call'], 'bring'> & { bring: string[] };
}

/** Each prompt field the owner wrote, else the default in the site's language. */
export function resolvePrompts(file: PromptsFile, defaults: PromptDefaults): SitePrompts {
  const { questions: _moved, ...checkMyFit } = file.check_my_fit;
  const { bring, ...prepare } = file.prepare_for_fit_call;
  return {
    check_my_fit: { ...defaults.check_my_fit, ...checkMyFit },
    explain_offer: { ...defaults.explain_offer, ...file.explain_offer },
    prepare_for_fit_call: {
      ...defaults.prepare_for_fit_call,
      ...prepare,
      bring: bring ?? Object.values(defaults.prepare_for_fit_call.bring),
    },
  };
}
