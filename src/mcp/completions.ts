// completion/complete: page slugs for the resource template, prompt arguments from their criteria's answers.
import type { CompleteResult } from '@modelcontextprotocol/sdk/types.js';
import { echoClientText } from '../domain/client-echo.js';
import { isPlainObject, type Params } from './jsonrpc.js';
import type { PromptBook } from './prompts.js';

export type CompletionAnswer = { ok: true; result: CompleteResult } | { ok: false; message: string };

/** The spec's cap per response. */
const MAX_VALUES = 100;

/** Prefix matches first, then values containing the typed text anywhere; case-insensitive, order kept within each. */
export function rankCompletions(values: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  const prefix = values.filter((v) => v.toLowerCase().startsWith(needle));
  const inside = values.filter((v) => !prefix.includes(v) && v.toLowerCase().includes(needle));
  return [...prefix, ...inside];
}

export function createCompleter(
  prompts: PromptBook,
  template: { uriTemplate: string; variable: string; values: readonly string[] },
): (params: Params) => CompletionAnswer {
  const refHint = `ref is {"type": "ref/prompt", "name": one of ${prompts.list.map((p) => p.name).join(', ')}} or {"type": "ref/resource", "uri": "${template.uriTemplate}"}`;
  const invalid = (message: string): CompletionAnswer => ({ ok: false, message });

  return (params) => {
    const { ref, argument } = params;
    if (!isPlainObject(ref)) return invalid(`completion/complete needs params.ref: ${refHint}`);
    if (!isPlainObject(argument) || typeof argument.name !== 'string' || typeof argument.value !== 'string')
      return invalid('completion/complete needs params.argument with a string name and value');
    let values: readonly string[] | undefined;
    if (ref.type === 'ref/prompt' && typeof ref.name === 'string') {
      if (!prompts.list.some((p) => p.name === ref.name))
        return invalid(`Unknown prompt "${echoClientText(ref.name)}"; ${refHint}`);
      values = prompts.argumentValues(ref.name, argument.name);
      if (!values)
        return invalid(
          `Prompt ${ref.name} has no argument "${echoClientText(argument.name)}" to complete; ${prompts.argumentNames.length ? `it takes ${prompts.argumentNames.join(', ')}` : 'it takes none'}`,
        );
    } else if (ref.type === 'ref/resource' && typeof ref.uri === 'string') {
      if (ref.uri !== template.uriTemplate)
        return invalid(`No resource template "${echoClientText(ref.uri)}"; ${refHint}`);
      if (argument.name !== template.variable)
        return invalid(
          `The template's only variable is ${template.variable}, not "${echoClientText(argument.name)}"`,
        );
      values = template.values;
    } else {
      return invalid(`Unknown reference; ${refHint}`);
    }
    const ranked = rankCompletions(values, argument.value);
    return {
      ok: true,
      result: {
        completion: {
          values: ranked.slice(0, MAX_VALUES),
          total: ranked.length,
          hasMore: ranked.length > MAX_VALUES,
        },
      },
    };
  };
}
