// X-Markdown-Tokens: an estimate of a Markdown body's size in model tokens, sent so an agent can budget before reading.

export const MARKDOWN_TOKENS_HEADER = 'x-markdown-tokens';

/**
 * One token per four characters (Unicode code points), rounded up: the usual rule of thumb for English text.
 * Real tokenizers differ by model; on this site's pages it lands within about 15% of OpenAI's o200k and
 * cl100k counts (test/token-estimate.test.ts keeps it within 25%). Cheap enough to compute per request.
 */
export function estimateTokens(text: string): number {
  let chars = 0;
  for (const _ of text) chars += 1;
  return Math.ceil(chars / 4);
}

/** The header for a Markdown body, ready to spread into a response's headers. */
export function markdownTokensHeader(text: string): Record<string, string> {
  return { [MARKDOWN_TOKENS_HEADER]: String(estimateTokens(text)) };
}
