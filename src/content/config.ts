// Runtime configuration from environment variables, validated like content: a bad value stops start-up.
import { z } from 'zod';

const ConfigSchema = z.object({
  // A string checked whole, not z.coerce: coercing "abc" reported "received NaN", which says nothing to an owner.
  PORT: z
    .string()
    .refine((v) => /^[0-9]{1,5}$/.test(v) && Number(v) <= 65535, {
      error: (issue) =>
        `must be a whole number from 0 to 65535 (0: any free port), e.g. PORT=3000; got ${JSON.stringify(String(issue.input).slice(0, 40))}`,
    })
    .transform(Number)
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://www.example.com' })
    .optional(),
  CONTENT_DIR: z.string().min(1).default('content'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9][0-9]?)$/, 'must be a number from 1 to 99 or "auto"')
    .default('1'),
  WEB_BOT_AUTH: z.string().default('on'),
});

/**
 * Web Bot Auth verification: `on` fetches the key directory of any public host a signed request names, `off`
 * fetches none, and a set fetches only from those hosts (`host` or `host:port`).
 */
export type WebBotAuth = 'on' | 'off' | ReadonlySet<string>;

const WEB_BOT_AUTH_HINT =
  'must be on, off, or a comma-separated list of key directory hosts such as chatgpt.com,agent.example';

/** `on`, `off` or a list of hosts as the log's `signer` writes them; anything else is a configuration error. */
export function parseWebBotAuth(value: string): WebBotAuth | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === 'on' || text === 'off') return text;
  const hosts = text.split(',').map((h) => h.trim());
  const bad = hosts.find((h) => {
    // A single label (`yes`, `intranet`) is never fetched: it would name a local host.
    if (!h.includes('.') && !h.startsWith('[')) return true;
    try {
      const url = new URL(`https://${h}`);
      return url.host !== h || url.username !== '' || url.pathname !== '/';
    } catch {
      return true;
    }
  });
  if (bad === undefined) return new Set(hosts);
  return { problem: `${WEB_BOT_AUTH_HINT}; ${JSON.stringify(bad.slice(0, 60))} is not a host name` };
}

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  contentDir: string;
  logLevel: 'silent' | 'error' | 'info';
  workers: number | 'auto';
  webBotAuth: WebBotAuth;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One message naming every bad variable, shared by every part of the configuration. */
export function toConfigError(error: z.ZodError): ConfigError {
  const lines = error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The example every BASE_URL message shows. */
const BASE_URL_EXAMPLE = 'BASE_URL=https://www.example.com';

/**
 * Reads the environment; BASE_URL defaults to http://localhost:PORT so a local start links to itself.
 * With NODE_ENV=production (the Dockerfile and the systemd unit set it) that default would put localhost
 * into every public link, so BASE_URL is required there.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!result.success) throw toConfigError(result.error);
  const c = result.data;
  const webBotAuth = parseWebBotAuth(c.WEB_BOT_AUTH);
  if (typeof webBotAuth === 'object' && 'problem' in webBotAuth) {
    throw new ConfigError(`Invalid configuration:\n  - WEB_BOT_AUTH: ${webBotAuth.problem}`);
  }
  if (!c.BASE_URL && env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n  - BASE_URL: required when NODE_ENV=production: the public URL every link starts with, e.g. ${BASE_URL_EXAMPLE}`,
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    baseUrl: normaliseBaseUrl(c.BASE_URL ?? `http://localhost:${c.PORT}`),
    contentDir: c.CONTENT_DIR,
    logLevel: c.LOG_LEVEL,
    workers: c.WORKERS === 'auto' ? 'auto' : Number(c.WORKERS),
    webBotAuth,
  };
}

/** Base URLs are stored without a trailing slash so `${baseUrl}/path` is always right. */
export function normaliseBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
