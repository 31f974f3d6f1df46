// The paths the app answers outside the response table, written once: registered from here, reserved for pages.
import { FIT_API_PATH, MCP_PATH } from '../domain/live-endpoints.js';
import { UCP_PATHS } from '../domain/ucp/version.js';

export const DYNAMIC_ROUTES = {
  fit: FIT_API_PATH,
  mcp: MCP_PATH,
  page: '/api/pages/:slug',
  ucpSearch: UCP_PATHS.search,
  ucpLookup: UCP_PATHS.lookup,
  ucpProduct: UCP_PATHS.product,
} as const;

/** Whether a concrete path is one a dynamic route answers (`:param` segments match any one segment). */
export function isDynamicRoute(path: string): boolean {
  const segments = path.split('/');
  return Object.values(DYNAMIC_ROUTES).some((route) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
  });
}
