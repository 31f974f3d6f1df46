// dist/server.js, the production entry: runs the bundled server (dist/server.cjs) with V8's code cache.
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './node-door/code-cache.js';
import { holdYoungGeneration } from './node-door/young-generation.js';

// node.ts releases the hold once the server listens.
runWithCodeCache(fileURLToPath(new URL('server.cjs', import.meta.url)), process.env, holdYoungGeneration);
