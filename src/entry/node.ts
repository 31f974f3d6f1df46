// Node entry: load config and content, build the table once, serve it through the raw door and Hono behind it.
import { startNodeServer } from './node-server.js';

startNodeServer(process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
