// The built-in Spanish words: every group file of this folder, merged.
import { agentsWords } from './agents.js';
import { errorsWords } from './errors.js';
import { fitWords } from './fit.js';
import { pagesWords } from './pages.js';
import { reportWords } from './report.js';
import { siteWords } from './site.js';

export const words = {
  ...siteWords,
  ...pagesWords,
  ...fitWords,
  ...agentsWords,
  ...errorsWords,
  ...reportWords,
};
