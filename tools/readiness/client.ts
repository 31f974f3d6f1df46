// The readiness check's only way in: plain HTTP against the deployed site, with a timeout and a cache of GETs.

export interface Reply {
  url: string;
  status: number;
  headers: Headers;
  /** The body as the client sees it: decoded from any content-coding. */
  bytes: Uint8Array;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Client {
  /** The site's public URL (BASE_URL): every absolute URL it serves about itself should start with it. */
  readonly base: string;
  /** Sends to a path of the probed site; GET and HEAD answers are cached per path and headers. */
  request(path: string, options?: RequestOptions): Promise<Reply>;
  /** The path of one of the site's own URLs (under base), or undefined for a URL elsewhere. */
  localPath(url: string): string | undefined;
}

export class ProbeError extends Error {
  override name = 'ProbeError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `target` is where requests go; `base` is the BASE_URL the site was deployed with (the same unless the
 * site is probed from behind its public address). Both without a trailing slash.
 */
export function createClient(target: string, base: string, timeoutMs: number): Client {
  const cache = new Map<string, Promise<Reply>>();
  const send = async (path: string, options: RequestOptions): Promise<Reply> => {
    const url = `${target}${path}`;
    // Identity unless a check asks otherwise: fetch would otherwise ask for gzip and br by itself.
    const headers = {
      'accept-encoding': 'identity',
      'user-agent': 'offer-site-readiness/1.0',
      ...options.headers,
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new ProbeError(`${options.method ?? 'GET'} ${url} failed: ${cause}`);
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    return { url, status: res.status, headers: res.headers, bytes, text, json: parseJson(text) };
  };
  return {
    base,
    request(path, options = {}) {
      const method = options.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') return send(path, options);
      const key = `${method} ${path} ${JSON.stringify(Object.entries(options.headers ?? {}).sort())}`;
      let reply = cache.get(key);
      if (!reply) {
        reply = send(path, options);
        cache.set(key, reply);
      }
      return reply;
    },
    localPath(url) {
      if (url !== base && !url.startsWith(`${base}/`)) return undefined;
      const rest = url.slice(base.length);
      return rest === '' ? '/' : rest;
    },
  };
}

/** The media type of a reply without parameters, lower-cased ('' when absent). */
export function mediaType(reply: Reply): string {
  return (reply.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The Vary header's field names, lower-cased. */
export function varyOf(reply: Reply): string[] {
  return (reply.headers.get('vary') ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}
