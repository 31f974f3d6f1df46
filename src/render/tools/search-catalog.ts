// The search_catalog tool (UCP's MCP binding of catalog search), as POST /ucp/catalog/search answers it.
import { SearchRequest } from '../../domain/ucp/requests.js';
import { UCP_PATHS } from '../../domain/ucp/version.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { bindUcp, ucpSchemas } from './ucp-tool.js';

export const searchCatalogTool = defineTool({
  name: 'search_catalog',
  api: { operationId: 'searchCatalog', method: 'POST', path: UCP_PATHS.search, body: 'catalog' },
  words: (agents) => agents.tools.search_catalog,
  annotations: READ_ONLY,
  schemas: ucpSchemas(SearchRequest),
  bind: (site) => bindUcp(site, 'search'),
});
