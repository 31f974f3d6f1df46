// English defaults for the agent-facing prose (agents.md, llms.txt, skills, OpenAPI and MCP descriptions).
export const agentsWords = {
  agents: {},
};
