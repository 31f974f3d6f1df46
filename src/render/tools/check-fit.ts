// The check_fit tool: the published fit criteria applied to a profile, as POST /api/fit answers; indicative only.
import { validateFitRequest } from '../../domain/fit/fit.js';
import { exampleProfileJson } from '../../domain/fit/fit-example.js';
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
    const currency = site.offer.bestFit.revenueRange.currency;
    return (args) => {
      const validation = validateFitRequest(args);
      if (validation.ok) {
        // The profile's kept answer (POST /api/fit's too): a repeated profile is serialised and shaped once.
        const { result, json, jsonLiteral } = keptFit(site, validation.profile);
        return { ok: true, data: result, json, jsonLiteral, kept: true };
      }
      if (validation.code === 'empty_profile') {
        return refuseCall(`${validation.message} Call check_fit again with, for example, ${example}.`);
      }
      // Issues are capped in the domain; the text says how many more there are.
      const omitted = validation.issueCount - validation.issues.length;
      return refuseCall(
        `${validation.message} ${listIssues(validation.issues)}${omitted > 0 ? `; and ${omitted} more` : ''}. Fix these and call again: annualRevenue is a number >= 0 (${currency} per year), founderLed and priorPositioningWork are booleans, role is a string; no other properties.`,
      );
    };
  },
});
