// The answers tool handlers give: a result, a result kept for every call, or a refusal that says how to call again.
import { echoClientText } from '../../domain/client-echo.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import type { ToolAnswer } from './define-tool.js';

/** A result made once per site that answers every such call: serialised once, by the MCP layer. */
export function keepAnswer<T extends object>(data: T): ToolAnswer<T> {
  return { ok: true, data, kept: true };
}

/** A tool error: the text is all a model reads, so it names what was wrong and how to call again. */
export function refuseCall(text: string): ToolAnswer<never> {
  return { ok: false, text };
}

/** One line of field problems, as the API lists them. */
export function listIssues(issues: FieldIssue[]): string {
  return issues.map((i) => `${i.path || '(arguments)'}: ${i.message}`).join('; ');
}

/** The refusal of a tool that takes no arguments, naming (at most ten of) the ones it was given. */
export function refuseArguments(tool: string, args: Record<string, unknown>): ToolAnswer<never> | undefined {
  const keys = Object.keys(args);
  if (keys.length === 0) return undefined;
  const named = keys
    .slice(0, 10)
    .map((k) => echoClientText(k))
    .join(', ');
  const more = keys.length > 10 ? ` and ${keys.length - 10} more` : '';
  return refuseCall(`${tool} takes no arguments; call it again without: ${named}${more}.`);
}
