// Which language the report speaks: the content folder's (site.yaml language, words.yaml over the built-in
// words), as the server reads it, or --language; without either, English.
import { existsSync } from 'node:fs';
import { checkLanguage } from '../../src/content/language.js';
import { loadSite } from '../../src/content/load-site.js';
import type { Site } from '../../src/content/site.js';
import { EN_WORDS } from '../../src/content/words/defaults.js';
import { defaultWordsFor } from '../../src/content/words/resolve-words.js';
import { createReportText, type ReportText } from './report-text.js';

/** Where notes go: stderr, so stdout stays the report itself. */
export type Warn = (line: string) => void;
const toStderr: Warn = (line) => process.stderr.write(line);

/** The content folder as the server loads it, or undefined (with a note on stderr if it is broken). */
export function readSite(dir: string, warn: Warn = toStderr): Site | undefined {
  if (!existsSync(dir)) return undefined;
  try {
    return loadSite(dir, 'http://localhost');
  } catch (error) {
    const first = (error as Error).message.split('\n')[0];
    warn(`report: ${dir} does not load (${first}); English words, neutral look\n`);
    return undefined;
  }
}

const primaryOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The report's words and formats: the site's (its words.yaml included) in its language, or for --language
 * another, that language's built-in words; a language without any keeps English words with its own Intl.
 */
export function reportText(
  site: Site | undefined,
  language: string | undefined,
  warn: Warn = toStderr,
): ReportText {
  if (language === undefined) return createReportText(site?.locale.tag ?? 'en', site?.words ?? EN_WORDS);
  const checked = checkLanguage(language);
  if (!checked.ok) throw new Error(`--language: ${checked.message}`);
  if (site && primaryOf(site.locale.tag) === primaryOf(checked.tag))
    return createReportText(checked.tag, site.words);
  const words = defaultWordsFor(checked.tag);
  if (!words) {
    warn(`report: ${checked.tag} has no built-in words; English words, ${checked.tag} numbers and dates\n`);
  }
  return createReportText(checked.tag, words ?? EN_WORDS);
}
