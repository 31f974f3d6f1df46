// Building blocks shared by the content file schemas: the messages an owner sees come from here.
import { z } from 'zod';
import { isCurrencyCode } from '../currencies.js';

export const text = z.string().trim().min(1, 'must not be empty');
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const currencyCode = z.string().refine((code) => /^[A-Z]{3}$/.test(code) && isCurrencyCode(code), {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not an ISO 4217 currency code; write one such as USD, EUR or GBP`,
});

/** Extensions an asset may have, by the media type it is served as. */
export const ASSET_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Formats a photo (a person's portrait, a quote's face) may have. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/** A file under assets/ of the content folder, written as `assets/logo.svg`, with one of `extensions`. */
export function assetPath(extensions: readonly string[]) {
  return (
    z
      .string()
      .trim()
      // No segment may start with a dot, so the path can never climb out of assets/.
      .regex(
        /^assets(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/,
        'must be a path inside assets/, such as assets/logo.svg',
      )
      .refine(
        (path) => extensions.includes(path.slice(path.lastIndexOf('.') + 1).toLowerCase()),
        `must be a ${extensions.join(' or ')} file`,
      )
  );
}
