// The MCP prompts' texts, which name {{price}}: checked when the site parses, expanded when first read.
import type { z } from 'zod';
import type { ContentProblem, LocateIssue } from './errors.js';
import { parseYamlFile } from './parse-yaml-file.js';
import { PromptsFileSchema, resolvePrompts, type SitePrompts } from './schemas/prompts-file.js';
import {
  checkStrings,
  expandStrings,
  reportUnknownTokens,
  type TokenProblem,
  type TokenValues,
} from './tokens.js';
import type { Words } from './words/defaults.js';
import { WORDS_FILE } from './words/resolve-words.js';

/*
 * Why later: {{price}} is formatted by Intl, and the process's first Intl formatter loads ICU's locale data
 * (~7 MB resident, measured), which start-up should not pay for texts that only the first MCP request reads.
 */

const FILE = 'prompts.yaml';
type PromptsFile = z.output<typeof PromptsFileSchema>;

/** prompts.yaml is optional: without it (or blank) every prompt uses the words' defaults. Tokens checked, not expanded. */
export function parsePrompts(
  text: string | Uint8Array | undefined,
  problems: ContentProblem[],
): PromptsFile | undefined {
  const prompts =
    text === undefined ? PromptsFileSchema.parse({}) : parseYamlFile(text, FILE, PromptsFileSchema, problems);
  const unknown: TokenProblem[] = [];
  if (prompts) checkStrings(prompts, unknown);
  reportUnknownTokens(FILE, unknown, problems);
  return prompts;
}

/** The words with their {{tokens}} expanded, all checked now; the prompts' defaults are expanded on first read. */
export function expandWords(
  words: Words,
  tokens: TokenValues,
  problems: ContentProblem[],
  locate?: LocateIssue,
): Words {
  const unknown: TokenProblem[] = [];
  checkStrings(words, unknown);
  reportUnknownTokens(WORDS_FILE, unknown, problems, locate);
  const { promptDefaults, ...agents } = words.agents;
  const expanded = expandStrings({ ...words, agents }, tokens, []);
  let defaults: Words['agents']['promptDefaults'] | undefined;
  Object.defineProperty(expanded.agents, 'promptDefaults', {
    enumerable: true,
    get: () => {
      defaults ??= expandStrings(promptDefaults, tokens, []);
      return defaults;
    },
  });
  return expanded as Words;
}

/** The prompts as served, made on first read from prompts.yaml over the words' defaults. */
export function deferPrompts(file: PromptsFile, tokens: TokenValues, words: Words): () => SitePrompts {
  let prompts: SitePrompts | undefined;
  return () => {
    prompts ??= resolvePrompts(expandStrings(file, tokens, []), words.agents.promptDefaults);
    return prompts;
  };
}
