// site.yaml `engine`: the private engine's boundary, written once so every surface states the same facts.
import { z } from 'zod';
import { httpUrl, text } from './common.js';

/** A method name as MCP tools are named: snake_case, starting with a letter. */
const METHOD_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const PLACEHOLDER = /\{([^}]*)\}/g;

/** A method as written: a bare name, or a name with a one-line description. */
const methodFile = z
  .union([text, z.strictObject({ name: text, description: text.optional() })])
  .transform((m) => (typeof m === 'string' ? { name: m } : m));

export const EngineFileSchema = z
  .strictObject({
    /** Where the engine runs; trailing slashes are dropped so `{url}/mcp` is one path. */
    url: httpUrl.transform((url) => url.replace(/\/+$/, '')),
    description: text,
    /** The brand word some method names carry ("halden" in halden_voice_match), written as `{brand}` there. */
    brand: z
      .string()
      .regex(
        /^[a-z][a-z0-9]{0,31}$/,
        'must be one lower-case word of letters and digits, the word the method names carry (brand_search has brand)',
      )
      .optional(),
    methods: z.array(methodFile).min(1, 'list the methods the engine offers').max(50, 'at most 50 methods'),
    /** Every response carries a watermark that identifies the client. */
    watermarked: z.boolean().default(true),
    /** Every call is logged per client. */
    usageLogged: z.boolean().default(true),
    /** Whether responses can contain the methodology itself (the engine's point is that they cannot). */
    returnsMethodology: z.boolean().default(false),
    /** Where access is requested; defaults to the site's e-mail. */
    accessEmail: z.email().optional(),
    /** Whether buying the offer includes access to the engine: stated, never assumed. */
    includedWithOffer: z.boolean({
      error: 'say whether buying the offer includes engine access (true or false)',
    }),
    /** One sentence on how a client gets access otherwise, e.g. "It comes with a follow-on engagement." */
    accessNote: text.optional(),
  })
  .superRefine((engine, ctx) => {
    const seen = new Set<string>();
    engine.methods.forEach((method, i) => {
      const path = ['methods', i];
      for (const [, name] of method.name.matchAll(PLACEHOLDER)) {
        if (name !== 'brand') {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `unknown placeholder {${name}}; only {brand} is known`,
          });
        } else if (!engine.brand) {
          ctx.addIssue({ code: 'custom', path, message: 'uses {brand}, but engine.brand is not set' });
        }
      }
      const name = expandMethodName(method.name, engine.brand);
      if (!/\{/.test(name) && !METHOD_NAME.test(name)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `"${name}" must be snake_case: lower-case letters, digits and _, starting with a letter`,
        });
      }
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path, message: `"${name}" is listed twice` });
      seen.add(name);
    });
  })
  .transform((engine) => ({
    ...engine,
    methods: engine.methods.map((m) => ({ ...m, name: expandMethodName(m.name, engine.brand) })),
  }));

function expandMethodName(name: string, brand: string | undefined): string {
  return brand ? name.replaceAll('{brand}', () => brand) : name;
}

export type EngineFile = z.infer<typeof EngineFileSchema>;
