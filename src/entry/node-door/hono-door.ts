// The Hono door on Node: Hono's Node adapter, imported on the first request that needs it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import { errorResponse } from '../../http/errors.js';
import { carriedFacts, carryFacts } from '../../http/log-fields.js';
import { type PlainResponse, toWebResponse } from '../../http/plain-response.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Loading the adapter pulls in node:http2, node:tls and undici (measured: ~100M of ~1,200M instructions of
 * start-up), while table hits and both body doors never touch it; so it loads when a request first falls
 * through to Hono (a query-string fit page, OPTIONS, a 404), once.
 */
export function createHonoDoor(
  app: Hono,
  base: string,
  onError: (error: unknown) => void,
  internal: () => PlainResponse,
): (req: IncomingMessage, res: ServerResponse) => void {
  let loading: Promise<Listener> | undefined;
  const load = () =>
    import('@hono/node-server').then(({ getRequestListener, RequestError }) =>
      // The facts a route left on its Response (a fit verdict) move to the ServerResponse the log line reads.
      getRequestListener(
        async (request, env) => {
          const response = await app.fetch(request, env);
          carryFacts(env.outgoing, carriedFacts(response));
          return response;
        },
        {
          // The adapter's own answer to an unparseable Host or target is a bare 400; ours is the Error JSON.
          errorHandler: (error) => {
            if (error instanceof RequestError)
              return toWebResponse(errorResponse(base, 400, 'bad_request', error.message));
            onError(error);
            return toWebResponse(internal());
          },
        },
      ),
    );
  return (req, res) => {
    loading ??= load();
    loading.then(
      (listener) => listener(req, res),
      (error: unknown) => {
        // Only a broken install gets here; the client sees internal_error, the log the cause.
        onError(error);
        const r = internal();
        if (!res.headersSent) res.writeHead(r.status, r.headers).end(r.body ?? undefined);
      },
    );
  };
}
