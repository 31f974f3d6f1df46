// The private engine's boundary as facts: where it is, what it offers and how access works. This site only
// documents it: nothing here calls, proxies or imitates the engine.
import type { Site } from '../content/site.js';

export interface EngineMethod {
  name: string;
  description?: string;
}

export interface EngineFacts {
  url: string;
  description: string;
  /** JSON-RPC 2.0 (tools/list, tools/call) with a bearer key per client; 401 without one. */
  mcpUrl: string;
  /** Open: {"ok": true} plus the method names. */
  healthUrl: string;
  methods: EngineMethod[];
  brand?: string;
  watermarked: boolean;
  usageLogged: boolean;
  returnsMethodology: boolean;
  accessEmail: string;
  includedWithOffer: boolean;
  accessNote?: string;
  /** Who issues, rotates and revokes the keys. */
  keyIssuer: string;
}

/** The engine's interface is fixed by the contract this site documents; content says where and what. */
export const ENGINE_MCP_PATH = '/mcp';
export const ENGINE_HEALTH_PATH = '/health';
export const ENGINE_RPC_METHODS = ['tools/list', 'tools/call'] as const;

/** The engine's facts, or undefined for a site without a private engine. */
export function describeEngine(site: Site): EngineFacts | undefined {
  const engine = site.identity.engine;
  if (!engine) return undefined;
  return {
    url: engine.url,
    description: engine.description,
    mcpUrl: `${engine.url}${ENGINE_MCP_PATH}`,
    healthUrl: `${engine.url}${ENGINE_HEALTH_PATH}`,
    methods: engine.methods,
    ...(engine.brand ? { brand: engine.brand } : {}),
    watermarked: engine.watermarked,
    usageLogged: engine.usageLogged,
    returnsMethodology: engine.returnsMethodology,
    accessEmail: engine.accessEmail ?? site.identity.email,
    includedWithOffer: engine.includedWithOffer,
    ...(engine.accessNote ? { accessNote: engine.accessNote } : {}),
    keyIssuer: site.identity.name,
  };
}
