// The fit check's answer as Markdown, for the fit page's ?… URL asked for with Accept: text/markdown.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { fitPage } from '../../domain/pages.js';
import { criterionOfField, resultLabel, scoreText, verdictLabel } from '../fit-labels.js';
import { type FitOutcome, problemsLead } from '../html/fit-result.js';

/** Table cells hold typed text (a text answer): pipes, breaks, links and raw HTML must stay literal. */
const cell = (text: string) => text.replace(/[\\|[\]<>`*_]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

export function renderFitOutcomeMarkdown(site: Site, outcome: FitOutcome): string {
  const base = site.baseUrl;
  const twin = `${base}/${fitPage(site).slug}.md`;
  const w = site.words.fit.markdown;
  const footer = fillWords(w.footer, { twin: `[${twin}](${twin})`, api: `\`POST ${base}/api/fit\`` });
  if (outcome.kind === 'problems') {
    const lines = outcome.issues.map((i) => {
      const field = criterionOfField(site, i.path)?.field;
      return field ? `- \`${field}\`${site.words.typography.colon} ${i.message}` : `- ${i.message}`;
    });
    return `# ${w.problemsTitle}\n\n${problemsLead(site, outcome.code)}\n\n${lines.join('\n')}\n\n${footer}\n`;
  }
  const r = outcome.result;
  const score = scoreText(site, r);
  const rows = r.checks.map(
    (c) => `| ${cell(c.criterion)} | ${cell(resultLabel(site, c.result))} | ${cell(c.note ?? '')} |`,
  );
  return [
    `# ${w.resultTitle}`,
    '',
    `**${w.verdict}${site.words.typography.colon}** ${verdictLabel(site, r.verdict)} (\`${r.verdict}\`)${score ? `, ${score}` : ''}`,
    '',
    ...(r.recommendation ? [r.recommendation, ''] : []),
    `| ${w.criterion} | ${w.result} | ${w.note} |`,
    '|---|---|---|',
    ...rows,
    '',
    `> ${r.disclaimer}`,
    '',
    footer,
    '',
  ].join('\n');
}
