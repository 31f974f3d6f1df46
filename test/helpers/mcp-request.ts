// One JSON-RPC request to an in-process app's /mcp, as a 2025-11-25 client sends it (the tests' shared door to MCP).
type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export function postMcp(app: App, method: string, params: object = {}, id: number | string = 1) {
  return app.request('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
}
