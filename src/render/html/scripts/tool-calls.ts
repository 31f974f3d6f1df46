// Browser-side helpers shared by the WebMCP script and the fit form's script: call our own API and shape the
// answer as a tool result, so an in-browser agent gets what an MCP client gets from the same tool.

/**
 * Plain ES2017 source, pasted inside each script's function scope. A tool result has the shape the WebMCP
 * explainer's registerTool example returns and MCP's CallToolResult has: `content` with one text block, here
 * the API's JSON as text, plus `structuredContent` (the parsed JSON); failures carry `isError: true` and the
 * API's message, field problems and hint as text. The spec types the result `Promise<any>`, so this shape
 * is what agents already read from MCP servers, ours included. A POST says it comes from WebMCP
 * (`X-Offer-Surface`), so the log tells these fit checks apart and their hand-off links name WebMCP.
 */
export const TOOL_CALL_JS = `  // WORDS: the site's words for these messages, defined by the script that pastes this in.
  function fill(text, values) {
    return String(text).replace(/\\{(\\w+)\\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  function refuse(text) {
    return { content: [{ type: 'text', text: text }], isError: true };
  }
  function answer(ok, data) {
    if (ok) return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
    var error = (data && data.error) || {};
    var issues = (error.issues || []).map(function (i) { return (i.path || WORDS.arguments) + ': ' + i.message; });
    // A UCP operation refuses in UCP's shape: its messages say why.
    var messages = ((data && data.messages) || []).map(function (m) { return m.content; }).join(' ');
    return refuse([error.message || messages || WORDS.refused, issues.join('; '), error.hint || ''].filter(Boolean).join(' '));
  }
  function callApi(path, body) {
    var init = body === undefined
      ? { headers: { accept: 'application/json' } }
      : { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', 'x-offer-surface': 'webmcp' }, body: JSON.stringify(body) };
    return fetch(path, init).then(function (res) {
      return res.json().then(
        function (data) { return answer(res.ok, data); },
        function () { return refuse(fill(WORDS.noJson, { path: path, status: res.status })); }
      );
    }, function (err) {
      return refuse(fill(WORDS.unreachable, { path: path, error: err && err.message }));
    });
  }
`;
