// The check_fit tool: the published fit criteria applied to a profile, as POST /api/fit answers; indicative only.
import { fillWords } from '../../content/words/fill.js';
import { validateFitRequest } from '../../domain/fit/fit.js';
import { exampleProfileJson } from '../../domain/fit/fit-example.js';
import { describeFieldTypes } from '../../domain/fit/fit-fields.js';
import { keptFit } from '../../domain/fit/kept-fit.js';
import { buildApiSchemas, FitResultSchema } from '../../domain/schemas.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { listIssues, refuseCall } from './tool-answers.js';

export const checkFitTool = defineTool({
  name: 'check_fit',
  api: { operationId: 'checkFit', method: 'POST', path: '/api/fit' },
  words: (agents) => agents.tools.check_fit,
  annotations: READ_ONLY,
  schemas: (site) => ({ input: buildApiSchemas(site).FitRequest, output: FitResultSchema }),
  view: 'fit',
  bind(site) {
    const example = exampleProfileJson(site);
    const fields = describeFieldTypes(site, true);
    const w = site.words.errors.tools;
    return (args) => {
      const validation = validateFitRequest(site, args, site.locale.zodErrors);
      if (validation.ok) {
        // The profile's kept answer (POST /api/fit's too): a repeated profile is serialised and shaped once.
        const { result, json, jsonLiteral } = keptFit(site, validation.profile, 'mcp');
        return { ok: true, data: result, json, jsonLiteral, kept: true };
      }
      if (validation.code === 'empty_profile') {
        return refuseCall(fillWords(w.fitEmpty, { message: validation.message, example }));
      }
      // Issues are capped in the domain; the text says how many more there are.
      const omitted = validation.issueCount - validation.issues.length;
      const more = omitted > 0 ? fillWords(w.moreIssues, { count: omitted }) : '';
      const issues = listIssues(validation.issues, w);
      return refuseCall(fillWords(w.fitInvalid, { message: validation.message, issues, more, fields }));
    };
  },
});
