// zod's messages for the fit form in the site's words: the ones a form can produce are the owner's, the rest zod's locale.
import type { z } from 'zod';
import type { SiteLocale } from '../locale.js';
import type { Words } from './defaults.js';
import { fillWords } from './fill.js';

/** Built once per site: zod's own translations name JSON types ("number"), which a visitor never typed. */
export function buildValidationErrors(words: Words, locale: SiteLocale): z.core.$ZodErrorMap {
  const { tooSmall, notNumber, notAnswer } = words.fit.form;
  const fallback = locale.validationErrors;
  return (issue) => {
    if (issue.code === 'too_small' && typeof issue.minimum === 'number')
      return fillWords(tooSmall, { minimum: locale.number(issue.minimum) });
    if (issue.code === 'invalid_type' && issue.expected === 'number') return notNumber;
    // Any other wrong type (a yes/no answer that is neither): zod's messages name JSON types.
    if (issue.code === 'invalid_type') return notAnswer;
    return fallback?.(issue);
  };
}
