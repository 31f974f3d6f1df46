// Copy-paste requests for the agent documents: fenced code and curl commands with the schema's example profile.
import { type FitRequest, FitRequestSchema } from '../../domain/schemas.js';

export const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

/** The schema's own example profile, so the documented request is one the validator accepts. */
export function exampleProfile(): FitRequest {
  const examples = FitRequestSchema.meta()?.examples as FitRequest[] | undefined;
  return examples?.[0] ?? { founderLed: true };
}

export function curlPost(url: string, body: unknown, headers: string[]): string {
  return [
    `curl -s -X POST ${url} \\`,
    ...headers.map((h) => `  -H '${h}' \\`),
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}
