// What the three UCP catalog tools share: UCP's MCP arguments ({meta, catalog}), the answer, the refusal.
import { z } from 'zod';
import type { Site } from '../../content/site.js';
import { answerUcpInput, type UcpOperation } from '../../domain/ucp/answer.js';
import { UcpAnswerSchema } from '../../domain/ucp/requests.js';
import type { ToolHandler } from './define-tool.js';
import { refuseCall } from './tool-answers.js';

/**
 * UCP's MCP binding: the operation's request under `catalog`, protocol metadata under `meta`. The platform's
 * profile (`meta["ucp-agent"].profile`) is accepted and never fetched: answers are at this site's one version.
 */
export function ucpArguments(request: z.ZodType) {
  const agent = z.looseObject({ profile: z.string().max(2048).optional() });
  return z.looseObject({
    meta: z.looseObject({ 'ucp-agent': agent.optional() }).optional(),
    catalog: request,
  });
}

export const ucpSchemas = (request: z.ZodType) => () => ({
  input: ucpArguments(request),
  output: UcpAnswerSchema,
});

/** The operation's UCP answer as the tool's result; a request it cannot take is a tool error with the reason. */
export function bindUcp(site: Site, op: UcpOperation): ToolHandler<z.output<typeof UcpAnswerSchema>> {
  return (args) => {
    const { status, body } = answerUcpInput(site, op, args.catalog);
    if (status === 200) return { ok: true, data: body as z.output<typeof UcpAnswerSchema> };
    const [message] = (body.messages ?? []) as { content: string }[];
    return refuseCall(message?.content ?? '');
  };
}
