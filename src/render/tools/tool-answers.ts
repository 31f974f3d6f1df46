// The answers tool handlers give: a result, a result kept for every call, or a refusal that says how to call again.
import type { Words } from '../../content/words/defaults.js';
import { fillWords } from '../../content/words/fill.js';
import { echoClientText } from '../../domain/client-echo.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import type { ToolAnswer } from './define-tool.js';

/** The tools' refusal words (words `errors.tools`). */
export type ToolRefusalWords = Words['errors']['tools'];

/** A result made once per site that answers every such call: serialised once, by the MCP layer. */
export function keepAnswer<T extends object>(data: T): ToolAnswer<T> {
  return { ok: true, data, kept: true };
}

/** A tool error: the text is all a model reads, so it names what was wrong and how to call again. */
export function refuseCall(text: string): ToolAnswer<never> {
  return { ok: false, text };
}

/** One line of field problems, as the API lists them; a problem of the arguments as a whole is named so. */
export function listIssues(issues: FieldIssue[], w: ToolRefusalWords): string {
  return issues.map((i) => `${i.path || w.arguments}: ${i.message}`).join('; ');
}

/** The refusal of a tool that takes no arguments, naming (at most ten of) the ones it was given. */
export function refuseArguments(
  tool: string,
  args: Record<string, unknown>,
  w: ToolRefusalWords,
): ToolAnswer<never> | undefined {
  const keys = Object.keys(args);
  if (keys.length === 0) return undefined;
  const list = keys
    .slice(0, 10)
    .map((k) => echoClientText(k))
    .join(', ');
  const names = keys.length > 10 ? fillWords(w.andMore, { list, count: keys.length - 10 }) : list;
  return refuseCall(fillWords(w.noArguments, { tool, names }));
}
