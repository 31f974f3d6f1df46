// The in-browser (WebMCP) tools: on every page, registers every tool of src/render/tools with the browser's model
// context when it has one, each calling the API operation it mirrors; without one the script does nothing.
import type { Site } from '../../../content/site.js';
import { ACTION_KEYS, handoffUrl } from '../../../domain/handoff.js';
import { liveEndpoints } from '../../../domain/live-endpoints.js';
import { TOOLS } from '../../tools/all.js';
import type { ToolDeclaration } from '../../tools/define-tool.js';
import { describeTools } from '../../tools/tool-json-schema.js';
import { TOOL_CALL_JS } from './tool-calls.js';

/*
 * Where the names come from (read June 2026):
 * - The WebMCP spec, W3C Web Machine Learning Community Group draft (webmachinelearning.github.io/webmcp,
 *   source github.com/webmachinelearning/webmcp index.bs): `document.modelContext.registerTool(tool)` returns
 *   a promise, rejected when the name is taken; a tool is { name, title, description, inputSchema, execute,
 *   annotations: { readOnlyHint } }, and execute(input) returns Promise<any>.
 * - Earlier drafts and Chrome's early preview (developer.chrome.com/docs/ai/webmcp, Chrome 146): the same
 *   object at `navigator.modelContext` (moved to Document in webmcp#184), registerTool returning nothing,
 *   and `provideContext({ tools })` (removed in webmcp#132; the @mcp-b/global polyfill still offers it).
 * So: document first, then navigator; registerTool when there, else provideContext.
 */

/** JSON is valid JavaScript except for U+2028/U+2029 in old engines; escaping them costs nothing. */
function toScriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The API's hand-off links mapped to WebMCP's, where the owner routes them through /go/ (src/domain/handoff.ts):
 * GET /api/offer is one file for every caller, so the script swaps them in what it hands the agent. POST
 * /api/fit is told apart by its header and answers with WebMCP's links itself.
 */
function relinkJs(site: Site): string {
  const links: Record<string, string> = {};
  for (const key of ACTION_KEYS) {
    const api = handoffUrl(site, key, 'api');
    const webmcp = handoffUrl(site, key, 'webmcp');
    if (api !== webmcp) links[api] = webmcp;
  }
  if (Object.keys(links).length === 0) return '  function relink(result) { return result; }';
  return `  var LINKS = ${toScriptLiteral(links)};
  function swap(value) {
    if (typeof value === 'string') return Object.prototype.hasOwnProperty.call(LINKS, value) ? LINKS[value] : value;
    if (Array.isArray(value)) return value.map(swap);
    if (!value || typeof value !== 'object') return value;
    var copy = {};
    Object.keys(value).forEach(function (key) { copy[key] = swap(value[key]); });
    return copy;
  }
  function relink(result) {
    if (!result.structuredContent) return result;
    var data = swap(result.structuredContent);
    return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
  }`;
}

/**
 * Plain ES2017 served as a static, content-hashed file per site (the CSP allows no inline script). Each tool
 * carries MCP's name, words and input schema, and the API operation it mirrors: the script runs every tool the
 * same way, so a tool added to the list needs nothing here.
 */
export function buildWebMcpScript(site: Site): string {
  const described = describeTools(site);
  const live = liveEndpoints(site);
  const tools = TOOLS.flatMap((declared: ToolDeclaration, i) => {
    const { name, title, description, inputSchema, annotations } = described[i] as (typeof described)[number];
    const { method, body } = declared.api;
    // A POST operation (the fit check, the UCP catalog) answers only where the site runs as a service: a static
    // export offers it through its live origin, or not at all. Every GET is a file the export has.
    if (method === 'POST' && !live) return [];
    const path =
      method === 'POST' && live?.elsewhere ? `${live.base}${declared.api.path}` : declared.api.path;
    const hint = declared.hint?.(site.words.errors);
    return [
      { name, title, description, inputSchema, readOnly: annotations.readOnlyHint, method, path, body, hint },
    ];
  });
  const words = { ...site.words.errors.browser, arguments: site.words.errors.tools.arguments };
  return `(function () {
  'use strict';
  var context = document.modelContext || navigator.modelContext;
  if (!context || !window.fetch || !window.Promise) return;
  var TOOLS = ${toScriptLiteral(tools)};
  var WORDS = ${toScriptLiteral(words)};
${TOOL_CALL_JS}
${relinkJs(site)}
  function unexpected(tool, input, allowed) {
    var extra = Object.keys(input).filter(function (key) { return allowed.indexOf(key) < 0; });
    return extra.length ? refuse(fill(WORDS.extra, { tool: tool, names: extra.join(', ') })) : null;
  }
  // A POST tool sends its arguments as the body (or the one argument that is the body), and the API judges
  // them. A GET tool takes only its schema's properties, each {name} in the path filled from a non-empty string.
  function run(tool, input) {
    if (tool.method === 'POST') return callApi(tool.path, tool.body ? input[tool.body] || {} : input);
    var properties = tool.inputSchema.properties || {};
    var wrong = unexpected(tool.name, input, Object.keys(properties));
    if (wrong) return wrong;
    var missing = null;
    var path = tool.path.replace(/\\{(\\w+)\\}/g, function (whole, name) {
      var value = input[name];
      if (typeof value === 'string' && value !== '') return encodeURIComponent(value);
      missing = missing || name;
      return whole;
    });
    if (missing) {
      var values = (properties[missing] && properties[missing].enum) || [];
      var needs = fill(WORDS.needs, { tool: tool.name, name: missing, values: values.join(', ') });
      return refuse(needs + (tool.hint ? '; ' + tool.hint : '.'));
    }
    return callApi(path).then(relink);
  }
  // A browser with declarative WebMCP (SubmitEvent.agentInvoked) makes a form with toolname a tool of its own,
  // on its own schedule: registering the same name here would race it, and the winner would take the form's
  // strings for the API's booleans. Such a form's tool is left to the form; every other browser gets them all.
  var declarative = typeof SubmitEvent === 'function' && 'agentInvoked' in SubmitEvent.prototype;
  var offered = TOOLS.filter(function (tool) {
    return !(declarative && document.querySelector('form[toolname="' + tool.name + '"]'));
  });
  var tools = offered.map(function (tool) {
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { readOnlyHint: tool.readOnly },
      execute: function (input) {
        var args = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
        return Promise.resolve(run(tool, args));
      }
    };
  });
  // A rejected registration (the name is taken, say by the fit form's declarative check_fit) leaves that
  // tool to whoever has it; the others still register, and nothing surfaces as an error on the page.
  function quietly(register) {
    try {
      var pending = register();
      if (pending && typeof pending.then === 'function') pending.then(undefined, function () {});
    } catch (error) {}
  }
  if (typeof context.registerTool === 'function') {
    tools.forEach(function (tool) { quietly(function () { return context.registerTool(tool); }); });
  } else if (typeof context.provideContext === 'function') {
    quietly(function () { return context.provideContext({ tools: tools }); });
  }
})();
`;
}
