// Every tool, in the order tools/list, WebMCP and the agent docs list them: to add a tool, add its file here.
import { checkFitTool } from './check-fit.js';
import { getOfferTool } from './get-offer.js';
import { getPageTool } from './get-page.js';
import { listPagesTool } from './list-pages.js';

export const TOOLS = [getOfferTool, checkFitTool, listPagesTool, getPageTool] as const;

export type ToolName = (typeof TOOLS)[number]['name'];
