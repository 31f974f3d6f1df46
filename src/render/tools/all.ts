// Every tool, in the order tools/list, WebMCP and the agent docs list them: to add a tool, add its file here.
import { checkFitTool } from './check-fit.js';
import { getOfferTool } from './get-offer.js';
import { getPageTool } from './get-page.js';
import { getProductTool } from './get-product.js';
import { listPagesTool } from './list-pages.js';
import { lookupCatalogTool } from './lookup-catalog.js';
import { searchCatalogTool } from './search-catalog.js';

/** The offer's own four, then UCP's catalog binding (search, lookup, get product), which /.well-known/ucp names. */
export const TOOLS = [
  getOfferTool,
  checkFitTool,
  listPagesTool,
  getPageTool,
  searchCatalogTool,
  lookupCatalogTool,
  getProductTool,
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];
