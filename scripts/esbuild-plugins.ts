// esbuild plugins shared by the builds: the server bundles and the MCP App views' script.
import type { Plugin } from 'esbuild';

/**
 * zod's `z.locales` namespace holds the error messages of ~40 languages (a third of the bundle); we never call
 * `z.config(z.locales.xx())`, and English, the default, is imported by zod separately. The namespace becomes empty.
 */
export const withoutZodLocales: Plugin = {
  name: 'without-zod-locales',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: 'zod-locales', namespace: 'without-zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'without-zod-locales' }, () => ({ contents: 'export {};' }));
  },
};
