// Development entry (npm run dev): one server on 127.0.0.1 that reloads content on save and survives mistakes.
import { parseConfig } from '../content/config.js';
import { createReloadingListener, type ReloadingListener, watchFolder } from './dev-reload.js';
import { createEventLog, startNodeServer } from './node-door/node-server.js';

// `npm start` listens on 0.0.0.0 (every interface) for containers; a development server is for this machine.
process.env.HOST ||= '127.0.0.1';
// Run through scripts/dev.ts, which first bundles the MCP App views' script as the builds do.

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const event = createEventLog(config.logLevel);
  // The terminal shows the problems as written for people, once per failed load.
  const report = (problems: string | undefined) => {
    if (problems === undefined) return;
    process.stderr.write(`\n${problems}\n\n(the server keeps running: fix the content and save)\n\n`);
  };
  let latest: ReloadingListener | undefined;
  const running = await startNodeServer(process.env, (c, options) => {
    latest = createReloadingListener(c, options, report);
    return latest;
  });
  // tsx watch restarts on source changes; content changes reload in place, so the last good content survives.
  const watcher = watchFolder(
    config.contentDir,
    () => {
      latest?.reload();
      if (latest?.problems() === undefined)
        event('info', 'content reloaded', { contentDir: config.contentDir });
    },
    () => event('info', 'watching content', { contentDir: config.contentDir }),
  );
  const stop = () => {
    void watcher.close();
    void running.shutdown().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
