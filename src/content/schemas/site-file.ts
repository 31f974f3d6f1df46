// site.yaml: who runs the site (name, contact, address, links), its brand (theme, assets, social) and crawl policy.
import { z } from 'zod';
import { checkLanguage } from '../language.js';
import { countDigits, TELEPHONE_PATTERN } from '../telephone.js';
import { assetPath, httpUrl, text } from './common.js';
import { EngineFileSchema } from './engine.js';
import { ThemeFileSchema } from './theme.js';

export const SiteFileSchema = z.strictObject({
  /** The one place the organisation's name is written; the offer's provider and every surface use it. */
  name: text,
  /** A short form for prose and headings ("Halden" for "Halden Category Studio"); defaults to name. */
  shortName: text.optional(),
  legalName: text.optional(),
  tagline: text,
  description: text,
  /** A BCP 47 tag of a language Intl knows, kept in its canonical form ("en-gb" becomes "en-GB"). */
  language: z.string().transform((tag, ctx) => {
    const checked = checkLanguage(tag);
    if (checked.ok) return checked.tag;
    ctx.issues.push({ code: 'custom', message: checked.message, input: tag });
    return z.NEVER;
  }),
  email: z.email(),
  telephone: text
    .refine((t) => TELEPHONE_PATTERN.test(t) && countDigits(t) >= 3 && countDigits(t) <= 15, {
      message: 'must be a telephone number of digits, spaces and + - ( ) / . such as "+49 30 1234 5678"',
    })
    .optional(),
  address: z.strictObject({
    streetAddress: text,
    addressLocality: text,
    addressRegion: text.optional(),
    postalCode: text,
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US'),
  }),
  links: z.strictObject({ checkout: httpUrl, booking: httpUrl }),
  /** The private engine, when the offer has one: its parts of the pages and agent files are omitted otherwise. */
  engine: EngineFileSchema.optional(),
  /**
   * The licence of the content and the API description (the OpenAPI License Object): a name plus an SPDX
   * `identifier` or a `url`. Without it the site claims no licence (all rights reserved).
   */
  license: z
    .strictObject({
      name: text,
      identifier: z
        .string()
        .regex(
          /^[A-Za-z0-9.+-]+( (AND|OR|WITH) [A-Za-z0-9.+-]+)*$/,
          'must be an SPDX expression such as CC-BY-4.0',
        )
        .optional(),
      url: httpUrl.optional(),
    })
    .refine((l) => (l.identifier === undefined) !== (l.url === undefined), {
      message: 'give either identifier (SPDX, such as CC-BY-4.0) or url, not both and not neither',
    })
    .optional(),
  /**
   * The public half of the key pair that proves this domain to the official MCP registry (HTTP authentication):
   * served as /.well-known/mcp-registry-auth. Only the public key, base64, as the registry's instructions print
   * it; the private key never belongs here.
   */
  mcpRegistry: z
    .strictObject({
      algorithm: z.enum(['ed25519', 'ecdsap384']).default('ed25519'),
      publicKey: z
        .string()
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be the base64 public key the registry instructions print'),
    })
    .refine(
      // Ed25519 keys are 32 bytes (44 base64 characters); compressed P-384 points 49 bytes (68 characters).
      (r) => r.publicKey.length === (r.algorithm === 'ed25519' ? 44 : 68),
      { message: 'publicKey has the wrong length for its algorithm (ed25519: 44 characters, ecdsap384: 68)' },
    )
    .optional(),
  robots: z.strictObject({ aiTrain: z.boolean().default(false) }).default({ aiTrain: false }),
  theme: ThemeFileSchema.default(ThemeFileSchema.parse({})),
  assets: z
    .strictObject({
      /** Header logo, and the favicon and touch icons unless `icon` is given. */
      logo: assetPath(['svg', 'png']).optional(),
      /** A square icon for favicons and touch icons when the logo is not square. */
      icon: assetPath(['svg', 'png']).optional(),
      /** The Open Graph / social card image, ideally 1200x630. */
      ogImage: assetPath(['png', 'jpg', 'jpeg']).optional(),
      /** What the social card shows, in words, for people who cannot see it; defaults to "{name}: {tagline}". */
      ogImageAlt: text.max(300, 'keep the description under 300 characters').optional(),
    })
    .default({}),
  social: z
    .array(z.strictObject({ name: text, url: httpUrl }))
    .max(12, 'at most 12 links')
    .default([]),
});

export type SiteFile = z.infer<typeof SiteFileSchema>;
