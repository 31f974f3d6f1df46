// The get_product tool (UCP's MCP binding of get product), as POST /ucp/catalog/product answers it.
import { ProductRequest } from '../../domain/ucp/requests.js';
import { UCP_PATHS } from '../../domain/ucp/version.js';
import { defineTool, READ_ONLY } from './define-tool.js';
import { bindUcp, ucpSchemas } from './ucp-tool.js';

export const getProductTool = defineTool({
  name: 'get_product',
  api: { operationId: 'getCatalogProduct', method: 'POST', path: UCP_PATHS.product, body: 'catalog' },
  words: (agents) => agents.tools.get_product,
  annotations: READ_ONLY,
  schemas: ucpSchemas(ProductRequest),
  bind: (site) => bindUcp(site, 'product'),
});
