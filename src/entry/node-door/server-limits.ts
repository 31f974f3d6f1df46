// Connection limits and timeouts of the Node server, from the environment, validated so a bad value stops start-up.
import { z } from 'zod';
import { toConfigError } from '../../content/config.js';

/** The 414 and 431 limits live with the Error bodies that state them (and the OpenAPI document that lists them). */
export {
  HEADER_LIMIT_BYTES as MAX_HEADER_BYTES,
  URL_LIMIT_BYTES as MAX_URL_BYTES,
} from '../../domain/api-errors.js';
/** Browsers send about twenty; a flood of tiny headers is refused with 431. */
export const MAX_HEADER_COUNT = 100;

const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const LimitsSchema = z
  .object({
    HEADERS_TIMEOUT_MS: ms(10_000),
    REQUEST_TIMEOUT_MS: ms(30_000),
    KEEP_ALIVE_TIMEOUT_MS: ms(5_000),
    SHUTDOWN_TIMEOUT_MS: ms(10_000),
  })
  .refine((l) => l.HEADERS_TIMEOUT_MS <= l.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  });

export interface ServerLimits {
  /** Time allowed to receive the request line and headers. */
  headersTimeoutMs: number;
  /** Time allowed to receive the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** How long a graceful shutdown waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs: number;
}

export function parseServerLimits(env: Record<string, string | undefined>): ServerLimits {
  const result = LimitsSchema.safeParse({
    HEADERS_TIMEOUT_MS: env.HEADERS_TIMEOUT_MS || undefined,
    REQUEST_TIMEOUT_MS: env.REQUEST_TIMEOUT_MS || undefined,
    KEEP_ALIVE_TIMEOUT_MS: env.KEEP_ALIVE_TIMEOUT_MS || undefined,
    SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS || undefined,
  });
  if (!result.success) throw toConfigError(result.error);
  const l = result.data;
  return {
    headersTimeoutMs: l.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: l.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: l.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: l.SHUTDOWN_TIMEOUT_MS,
  };
}

/** Node checks both timeouts on an interval (30 s by default); tighten it so they hold to within a second. */
export function checkingIntervalMs(limits: ServerLimits): number {
  return Math.max(25, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
}
