// The content folder as JSON text, for builds that compile it into a bundle (Workers): assets travel as base64.
import type { ContentFiles } from './site.js';

type Encoded = Record<string, string | { base64: string }>;

export function encodeContentFiles(files: ContentFiles): Encoded {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => {
      if (typeof content === 'string') return [path, content];
      let binary = '';
      for (const byte of content) binary += String.fromCharCode(byte);
      return [path, { base64: btoa(binary) }];
    }),
  );
}

export function decodeContentFiles(encoded: Encoded): ContentFiles {
  return Object.fromEntries(
    Object.entries(encoded).map(([path, content]) => {
      if (typeof content === 'string') return [path, content];
      const binary = atob(content.base64);
      return [path, Uint8Array.from(binary, (c) => c.charCodeAt(0))];
    }),
  );
}
