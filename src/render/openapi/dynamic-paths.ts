// The dynamic operations in the OpenAPI document (POST /api/fit, the UCP catalog), where they answer: on this site,
// or at a static export's live origin, which each path item's own `servers` names; nowhere, then not listed.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { BODY_LIMIT_BYTES } from '../../domain/api-errors.js';
import { FIT_API_PATH, type LiveEndpoints } from '../../domain/live-endpoints.js';
import type { errorExamples } from './examples.js';
import { fitRequestExamples, fitResultExamples } from './examples.js';
import { preflightOperation, type Shared } from './operations.js';
import { errorResponseSpec, jsonContent, methodNotAllowedSpec, refusalResponses } from './responses.js';
import { type JsonObject, schemaRef } from './schemas.js';
import { describeFitRules } from './text.js';
import { ucpPaths } from './ucp-paths.js';

/** The path items of the dynamic operations, where they answer (`live`), each with its `servers` when elsewhere. */
export function dynamicPaths(
  site: Site,
  live: LiveEndpoints | undefined,
  shared: Shared,
  errors: ReturnType<typeof errorExamples>,
  notAllowed: JsonObject,
): Record<string, JsonObject> {
  if (!live) return {};
  const paths: Record<string, JsonObject> = {
    [FIT_API_PATH]: fitPathItem(site, live, shared, errors),
    ...ucpPaths(site, shared, notAllowed),
  };
  if (!live.elsewhere) return paths;
  const servers = [{ url: live.base, description: site.words.agents.openapi.server }];
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, { servers, ...item }]));
}

function fitPathItem(
  site: Site,
  live: LiveEndpoints,
  shared: Shared,
  errors: ReturnType<typeof errorExamples>,
) {
  const w = site.words.agents.openapi;
  // Its error bodies' docs links are the answering server's own.
  const base = live.base;
  return {
    post: {
      operationId: 'checkFit',
      tags: ['Fit'],
      summary: w.fitSummary,
      description: describeFitRules(site),
      requestBody: {
        required: true,
        description: w.fitBody,
        content: jsonContent(schemaRef('FitRequest'), fitRequestExamples(site)),
      },
      responses: {
        '200': {
          description: w.fitOk,
          content: jsonContent(schemaRef('FitResult'), fitResultExamples(site)),
        },
        '400': errorResponseSpec(w.fitBadRequest, errors.badRequest),
        '405': methodNotAllowedSpec(w, errors.postNotAllowed),
        '413': errorResponseSpec(
          fillWords(w.fitTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
          errors.payloadTooLarge,
        ),
        '422': errorResponseSpec(w.fitUnprocessable, errors.unprocessable),
        '500': shared.internalError,
        ...refusalResponses(w, site.words.errors, base),
      },
    },
    options: preflightOperation('Fit', 'Fit', shared),
  };
}
