// The list_pages tool: every page the API serves (slug, title, description, URLs), as GET /api/pages answers.
import { z } from 'zod';
import { listPages } from '../../domain/pages.js';
import { buildApiSchemas } from '../../domain/schemas.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { keepAnswer, refuseArguments } from './tool-answers.js';

export const listPagesTool = defineTool({
  name: 'list_pages',
  api: { operationId: 'listPages', method: 'GET', path: '/api/pages' },
  words: (agents) => agents.tools.list_pages,
  annotations: READ_ONLY,
  schemas: (site) => ({ input: z.strictObject({}), output: buildApiSchemas(site).PageList }),
  bind(site) {
    const pages = keepAnswer(listPages(site));
    return (args) => refuseArguments('list_pages', args, site.words.errors.tools) ?? pages;
  },
});
