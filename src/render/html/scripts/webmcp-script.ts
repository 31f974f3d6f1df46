// The in-browser (WebMCP) tools: on every page, registers get_offer, check_fit, list_pages and get_page with the
// browser's model context when it has one, each calling our own API; without one the script does nothing.
import type { Site } from '../../../content/site.js';
import { describeTools } from '../../tool-json-schema.js';
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

/** Plain ES2017 served as a static, content-hashed file per site (the CSP allows no inline script). */
export function buildWebMcpScript(site: Site): string {
  const tools = describeTools(site).map(({ name, title, description, inputSchema }) => ({
    name,
    title,
    description,
    inputSchema,
  }));
  return `(function () {
  'use strict';
  var context = document.modelContext || navigator.modelContext;
  if (!context || !window.fetch || !window.Promise) return;
  var TOOLS = ${toScriptLiteral(tools)};
${TOOL_CALL_JS}
  function unexpected(tool, input, allowed) {
    var extra = Object.keys(input).filter(function (key) { return allowed.indexOf(key) < 0; });
    return extra.length ? refuse(tool + ' does not take ' + extra.join(', ') + '; call it again without.') : null;
  }
  var RUN = {
    get_offer: function (input) { return unexpected('get_offer', input, []) || callApi('/api/offer'); },
    check_fit: function (input) { return callApi('/api/fit', input); },
    list_pages: function (input) { return unexpected('list_pages', input, []) || callApi('/api/pages'); },
    get_page: function (input, slugs) {
      var wrong = unexpected('get_page', input, ['slug']);
      if (wrong) return wrong;
      if (typeof input.slug !== 'string' || input.slug === '') {
        return refuse('get_page needs {"slug": one of ' + slugs.join(', ') + '}; list_pages gives each page\\'s title.');
      }
      return callApi('/api/pages/' + encodeURIComponent(input.slug));
    }
  };
  // A browser with declarative WebMCP (SubmitEvent.agentInvoked) makes a form with toolname a tool of its own,
  // on its own schedule: registering the same name here would race it, and the winner would take the form's
  // strings for the API's booleans. Such a form's tool is left to the form; every other browser gets all four.
  var declarative = typeof SubmitEvent === 'function' && 'agentInvoked' in SubmitEvent.prototype;
  var offered = TOOLS.filter(function (tool) {
    return !(declarative && document.querySelector('form[toolname="' + tool.name + '"]'));
  });
  var tools = offered.map(function (tool) {
    var slugs = (tool.inputSchema.properties && tool.inputSchema.properties.slug && tool.inputSchema.properties.slug.enum) || [];
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { readOnlyHint: true },
      execute: function (input) {
        var args = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
        return Promise.resolve(RUN[tool.name](args, slugs));
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
