// Copy-paste requests for the agent documents: fenced code and curl commands.
export const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

export function curlPost(url: string, body: unknown, headers: string[]): string {
  return [
    `curl -s -X POST ${url} \\`,
    ...headers.map((h) => `  -H '${h}' \\`),
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}
