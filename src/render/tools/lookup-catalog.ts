// The lookup_catalog tool (UCP's MCP binding of catalog lookup), as POST /ucp/catalog/lookup answers it.
import { LookupRequest } from '../../domain/ucp/requests.js';
import { UCP_PATHS } from '../../domain/ucp/version.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { bindUcp, ucpSchemas } from './ucp-tool.js';

export const lookupCatalogTool = defineTool({
  name: 'lookup_catalog',
  api: { operationId: 'lookupCatalog', method: 'POST', path: UCP_PATHS.lookup, body: 'catalog' },
  words: (agents) => agents.tools.lookup_catalog,
  annotations: READ_ONLY,
  schemas: ucpSchemas(LookupRequest),
  bind: (site) => bindUcp(site, 'lookup'),
});
