// words.yaml `fit.criteria.<id>`: a criterion's own words, checked against its type in offer.yaml.
import type { ContentProblem, LocateIssue } from '../errors.js';
import { suggestKey } from '../schema-keys.js';
import type { CriterionFile, CriterionType } from '../schemas/criterion-file.js';
import { EN_WORDS } from './defaults.js';
import { checkText, WORDS_FILE } from './parse-words.js';

/** A criterion's words as written: any key its type has, and for one-of `options`, a label per option. */
export interface OwnCriterionWords {
  readonly [key: string]: string | Readonly<Record<string, string>> | undefined;
  readonly options?: Readonly<Record<string, string>>;
}

/** What a criterion's own words may fill beside its type's: every value of the criterion (fit-criteria.ts). */
const CRITERION_VALUES = ['criterion', 'currency', 'example', 'min', 'max', 'band', 'accepts', 'options'];

/** The keys each type's words have: those of its built-in defaults (fit.types.<type>). */
export function criterionWordKeys(type: CriterionType): string[] {
  return Object.keys(EN_WORDS.fit.types[type]);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? 'an' : 'a');
const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `fit.criteria` entries that are right. Each must name a criterion of offer.yaml and use only its type's
 * keys and placeholders: a typo would otherwise leave the default in place without a word. Every mistake is
 * one problem with its line; the rest is kept.
 */
export function checkCriterionWords(
  raw: unknown,
  criteria: readonly CriterionFile[],
  problems: ContentProblem[],
  locate?: LocateIssue,
): Record<string, OwnCriterionWords> {
  const kept: Record<string, OwnCriterionWords> = {};
  const problem = (path: string[], message: string, key?: string) => {
    const line = locate?.(['fit', 'criteria', ...path], key);
    const field = ['fit.criteria', ...path, ...(key === undefined ? [] : [key])].join('.');
    problems.push({ file: WORDS_FILE, field, message, ...(line ? { line } : {}) });
  };
  if (raw === undefined || raw === null) return kept;
  if (!isMap(raw)) {
    problem([], 'must be a map of criterion ids (the ids of offer.yaml criteria)');
    return kept;
  }
  const ids = criteria.map((c) => c.id);
  for (const [id, words] of Object.entries(raw)) {
    const criterion = criteria.find((c) => c.id === id);
    if (!criterion) {
      const near = suggestKey(id, ids);
      problem(
        [],
        `no criterion in offer.yaml has the id "${id}"; ${near ? `did you mean "${near}"?` : `ids: ${ids.join(', ')}`}`,
        id,
      );
      continue;
    }
    if (!isMap(words)) {
      problem([id], 'must be a map of the words of this criterion');
      continue;
    }
    const keys = criterionWordKeys(criterion.type);
    const mine: Record<string, string | Record<string, string>> = {};
    for (const [key, value] of Object.entries(words)) {
      if (key === 'options' && criterion.type === 'one-of') {
        mine.options = checkOptionLabels(value, criterion.options, (path, message, at) =>
          problem([id, 'options', ...path], message, at),
        );
        continue;
      }
      if (!keys.includes(key)) {
        const known = criterion.type === 'one-of' ? [...keys, 'options'] : keys;
        const near = suggestKey(key, known);
        const message = `unknown key for ${article(criterion.type)} ${criterion.type} criterion; ${near ? `did you mean "${near}"?` : `known keys: ${known.join(', ')}`}`;
        problem([id], message, key);
        continue;
      }
      const defaults: Readonly<Record<string, string>> = EN_WORDS.fit.types[criterion.type];
      const reference = defaults[key];
      const checked = checkText(value, reference ?? '', CRITERION_VALUES);
      if (typeof checked === 'string') mine[key] = checked;
      else problem([id, key], checked.problem);
    }
    kept[id] = mine;
  }
  return kept;
}

function checkOptionLabels(
  value: unknown,
  options: readonly string[],
  problem: (path: string[], message: string, key?: string) => void,
): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!isMap(value)) {
    problem([], 'must be a map of option to label');
    return labels;
  }
  for (const [option, label] of Object.entries(value)) {
    if (!options.includes(option)) {
      const near = suggestKey(option, options);
      problem(
        [],
        `no such option; ${near ? `did you mean "${near}"?` : `options: ${options.join(', ')}`}`,
        option,
      );
      continue;
    }
    const checked = checkText(label, '');
    if (typeof checked === 'string') labels[option] = checked;
    else problem([option], checked.problem);
  }
  return labels;
}
