// esbuild plugins of the Node build that move large constants out of dist/server.cjs into files read on first use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { FONT_DATA } from '../src/render/html/fonts/font-data.js';
import { FONTS_DIR } from './node-dist-files.js';

/*
 * Why: V8 keeps the bundle's source resident from start-up, and the strings in it that start-up touches a second
 * time on its heap (measured: the views' script ~0.8 MB of idle RSS, the fonts' base64 ~0.6 MB).
 */

const READER = JSON.stringify(resolve('scripts/node-dist-files.ts'));

/** src/render/mcp-app/view-script.ts gets its __MCP_APP_SCRIPT__ from node-dist-files.ts: a reader, not the text. */
export const mcpAppFromFile: Plugin = {
  name: 'mcp-app-from-file',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]render[\\/]mcp-app[\\/]view-script\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { loader: 'ts', contents: `import { __MCP_APP_SCRIPT__ } from ${READER};\n${source}` };
    });
  },
};

/**
 * src/render/html/fonts/font-data.ts as the same data, each `woff2` a getter that reads the font's file, which
 * this writes to `outDir`/fonts (the font files decode it once per process, src/render/html/fonts/font-files.ts).
 */
export function fontsFromFiles(outDir: string): Plugin {
  return {
    name: 'fonts-from-files',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]render[\\/]html[\\/]fonts[\\/]font-data\.ts$/ }, () => {
        mkdirSync(join(outDir, FONTS_DIR), { recursive: true });
        const entries = Object.entries(FONT_DATA).map(([id, { woff2, ...fields }]) => {
          writeFileSync(join(outDir, FONTS_DIR, `${id}.woff2`), Buffer.from(woff2, 'base64'));
          const data = JSON.stringify(fields).slice(1, -1);
          return `${JSON.stringify(id)}: { ${data}, get woff2() { return readFontBase64(${JSON.stringify(id)}); } }`;
        });
        const contents = `import { readFontBase64 } from ${READER};\nexport const FONT_DATA = {\n${entries.join(',\n')}\n};\n`;
        return { loader: 'js', contents };
      });
    },
  };
}
