// Agent-readable files (llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt, api-catalog) as response-table entries.
import type { Site } from '../content/site.js';
import type { TableEntry } from './response-table.js';

export function agentFileEntries(_site: Site): TableEntry[] {
  return [];
}
