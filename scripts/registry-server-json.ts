// Prints the server.json to publish to the official MCP registry, made from the content and BASE_URL.
// Usage: BASE_URL=https://www.example.com npm run --silent registry:server-json > server.json; a published
// version is immutable in the registry, so REGISTRY_VERSION=1.0.1 (say) names the next one after a change.
import { parseConfig } from '../src/content/config.js';
import { loadSite } from '../src/content/load-site.js';
import { buildRegistryServerJson } from '../src/mcp/registry.js';

const config = parseConfig({ ...process.env, NODE_ENV: 'production' });
const serverJson = buildRegistryServerJson(loadSite(config.contentDir, config.baseUrl));
const version = process.env.REGISTRY_VERSION || serverJson.version;
process.stdout.write(`${JSON.stringify({ ...serverJson, version }, null, 2)}\n`);
