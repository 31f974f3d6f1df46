// words.yaml: any key of the built-in words, nested as they are; every key is optional, an unknown one an error.
import { z } from 'zod';
import { text } from '../schemas/common.js';
import { EN_WORDS, type WordTree } from './defaults.js';

/** The schema mirrors the English defaults, so a new default key is a valid words.yaml key at once. */
function schemaOf(tree: WordTree): z.ZodType<Partial<WordTree>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(tree)) {
    shape[key] = (typeof value === 'string' ? text : schemaOf(value)).optional();
  }
  return z.strictObject(shape) as z.ZodType<Partial<WordTree>>;
}

export const WordsFileSchema = schemaOf(EN_WORDS as unknown as WordTree);

/** What words.yaml holds: any subset of the keys. */
export type WordsFile = Partial<WordTree>;
