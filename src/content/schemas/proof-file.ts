// proof.yaml (optional): what clients said and what changed for them, shown where a page writes {{proof}}.
import { z } from 'zod';
import type { ContentProblem } from '../errors.js';
import { usesToken } from '../page-tokens.js';
import { assetPath, PHOTO_EXTENSIONS, text } from './common.js';

const quoteFile = z.strictObject({
  quote: text.max(600, 'keep a quote under 600 characters: it is read on a phone'),
  name: text,
  role: text,
  company: text,
  /** A square photo under assets/, shown in a circle beside the quote; initials otherwise. */
  photo: assetPath(PHOTO_EXTENSIONS).optional(),
});

const resultFile = z.strictObject({
  /** The figure itself, as it should be shown: "3.4×", "USD 1.2M", "11 of 14". */
  value: text.max(16, 'keep the figure short (16 characters at most); put the words in label'),
  label: text,
  source: text,
});

export const ProofFileSchema = z
  .strictObject({
    quotes: z.array(quoteFile).max(6, 'at most 6 quotes: the page shows them side by side').default([]),
    results: z.array(resultFile).max(4, 'at most 4 results: the page shows them in one row').default([]),
    /** Small print under the section: where the quotes and figures come from, or that they are examples. */
    note: text.optional(),
  })
  .refine((proof) => proof.quotes.length + proof.results.length > 0, {
    message: 'add at least one quote or result, or delete proof.yaml',
  });

export type ProofFile = z.infer<typeof ProofFileSchema>;
export type ProofQuote = ProofFile['quotes'][number];
export type ProofResult = ProofFile['results'][number];

/**
 * {{proof}} needs proof.yaml (a page that asks for it without the file would show an empty section), and
 * every photo must be a file of the content folder.
 */
export function checkProof(
  pages: readonly { file: string; body: string }[],
  proof: ProofFile | undefined,
  assets: ReadonlyMap<string, unknown>,
): ContentProblem[] {
  if (proof) {
    return proof.quotes.flatMap((q, i) =>
      q.photo && !assets.has(q.photo)
        ? [
            {
              file: 'proof.yaml',
              field: `quotes.${i}.photo`,
              message: `${q.photo} is not in the content folder; add the file under assets/ or correct the path`,
            },
          ]
        : [],
    );
  }
  return pages
    .filter((p) => usesToken(p.body, 'proof'))
    .map((p) => ({
      file: p.file,
      field: 'body',
      message:
        '{{proof}} needs content/proof.yaml (client quotes and results); add the file or remove the token',
    }));
}
