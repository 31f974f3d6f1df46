// Tools, resources, prompts and the server's identity in the shape of one protocol version: newer fields dropped.
import type {
  Implementation,
  Prompt,
  Resource,
  ResourceTemplate,
  ServerCapabilities,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { UI_EXTENSION, viewUri } from './apps.js';
import { SKILLS_EXTENSION, SKILLS_SETTINGS } from './skills.js';
import type { ListedTool } from './tools.js';
import type { VersionFeatures } from './versions.js';

/**
 * Our full descriptions, written once in the newest shape; each version gets what its schema defines. From
 * 2025-06-18 a tool with a view names it (MCP Apps); a client without MCP Apps ignores _meta.
 */
export function shapeTool(listed: ListedTool, f: VersionFeatures): Tool {
  const { name, title, description, inputSchema, outputSchema, annotations } = listed.tool;
  if (!f.annotations) return { name, description, inputSchema };
  // Before 2025-06-18 the display title lived in the annotations.
  if (!f.structured) return { name, description, inputSchema, annotations: { title, ...annotations } };
  const { paramHeaders, view } = listed;
  const input = f.modern && paramHeaders ? withParamHeaders(inputSchema, paramHeaders) : inputSchema;
  const tool: Tool = { name, title, description, inputSchema: input, outputSchema, annotations };
  return view ? { ...tool, _meta: { ui: { resourceUri: viewUri(view) } } } : tool;
}

/** SEP-2243: properties marked x-mcp-header are mirrored by clients into Mcp-Param-{Name} headers. */
function withParamHeaders(
  schema: Tool['inputSchema'],
  headers: Readonly<Record<string, string>>,
): Tool['inputSchema'] {
  const properties = { ...(schema.properties as Record<string, object>) };
  for (const [property, header] of Object.entries(headers)) {
    properties[property] = { ...properties[property], 'x-mcp-header': header };
  }
  return { ...schema, properties };
}

export function shapeResource(resource: Resource, f: VersionFeatures): Resource {
  if (f.structured) return resource;
  const { title: _title, ...rest } = resource;
  return rest;
}

export function shapeTemplate(template: ResourceTemplate, f: VersionFeatures): ResourceTemplate {
  if (f.structured) return template;
  const { title: _title, ...rest } = template;
  return rest;
}

export function shapePrompt(prompt: Prompt, f: VersionFeatures): Prompt {
  if (f.structured) return prompt;
  const { title: _title, arguments: args, ...rest } = prompt;
  const plain = (arg: NonNullable<Prompt['arguments']>[number] & { title?: string }) => {
    const { title: _t, ...rest } = arg;
    return rest;
  };
  return { ...rest, arguments: args?.map(plain) };
}

export function shapeImplementation(info: Implementation, f: VersionFeatures): Implementation {
  const { name, version, title, description, websiteUrl, icons } = info;
  if (f.icons) return { name, title, version, description, websiteUrl, icons };
  return f.structured ? { name, title, version } : { name, version };
}

/** Honest: the lists never change at runtime and there is nothing to subscribe to. */
export function capabilitiesFor(f: VersionFeatures): ServerCapabilities {
  return {
    tools: { listChanged: false },
    resources: { subscribe: false, listChanged: false },
    prompts: { listChanged: false },
    // completion/complete exists since 2024-11-05; the capability that announces it since 2025-03-26.
    ...(f.annotations ? { completions: {} } : {}),
    // Extensions (SEP-1724), inline settings (SEP-2133), where versions.ts says they are declared. The skills
    // extension needs the resources capability above (its files are resources), declared in every version.
    ...(f.extensions
      ? { extensions: { [UI_EXTENSION]: {}, [SKILLS_EXTENSION]: { ...SKILLS_SETTINGS } } }
      : {}),
  };
}
