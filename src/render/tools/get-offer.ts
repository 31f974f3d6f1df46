// The get_offer tool: the one offer (price, duration, deliverables, actions), as GET /api/offer answers it.
import { z } from 'zod';
import { offerFor } from '../../domain/offer.js';
import { OfferSchema } from '../../domain/schemas.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { keepAnswer, refuseArguments } from './tool-answers.js';

export const getOfferTool = defineTool({
  name: 'get_offer',
  api: { operationId: 'getOffer', method: 'GET', path: '/api/offer' },
  words: (agents) => agents.tools.get_offer,
  annotations: READ_ONLY,
  schemas: () => ({ input: z.strictObject({}), output: OfferSchema }),
  view: 'offer',
  bind(site) {
    const offer = keepAnswer(offerFor(site, 'mcp'));
    return (args) => refuseArguments('get_offer', args, site.words.errors.tools) ?? offer;
  },
});
