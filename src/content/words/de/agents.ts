// German defaults for the agent-facing prose (agents.md, llms.txt, skills, OpenAPI and MCP descriptions).
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {},
};
