// The fit check's answer as Markdown, for the fit page's ?… URL asked for with Accept: text/markdown.
import type { Site } from '../../content/site.js';
import { fitPage } from '../../domain/pages.js';
import { FIT_FIELDS, RESULT_LABELS, scoreText, VERDICT_LABELS } from '../fit-labels.js';
import type { FitOutcome } from '../html/fit-result.js';

/** Table cells hold typed text (the role): pipes, breaks, links and raw HTML must stay literal. */
const cell = (text: string) => text.replace(/[\\|[\]<>`*_]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

export function renderFitOutcomeMarkdown(site: Site, outcome: FitOutcome): string {
  const base = site.baseUrl;
  const twin = `${base}/${fitPage(site).slug}.md`;
  const footer = `The criteria and how the verdict works: [${twin}](${twin}). Agents can call \`POST ${base}/api/fit\` with the same fields.`;
  if (outcome.kind === 'problems') {
    const lines = outcome.issues.map((i) => {
      const label = FIT_FIELDS.find((f) => f.name === i.path)?.name;
      return label ? `- \`${label}\`: ${i.message}` : `- ${i.message}`;
    });
    return `# Fit self-check: please check your answers\n\n${outcome.message}\n\n${lines.join('\n')}\n\n${footer}\n`;
  }
  const r = outcome.result;
  const score = scoreText(r);
  const rows = r.checks.map(
    (c) => `| ${cell(c.criterion)} | ${RESULT_LABELS[c.result]} | ${cell(c.note ?? '')} |`,
  );
  return [
    '# Fit self-check: your result',
    '',
    `**Verdict:** ${VERDICT_LABELS[r.verdict]} (\`${r.verdict}\`)${score ? `, ${score}` : ''}`,
    '',
    ...(r.recommendation ? [r.recommendation, ''] : []),
    '| Criterion | Result | Note |',
    '|---|---|---|',
    ...rows,
    '',
    `> ${r.disclaimer}`,
    '',
    footer,
    '',
  ].join('\n');
}
