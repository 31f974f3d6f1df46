// The UCP business profile at /.well-known/ucp: what a shopping agent reads before searching the catalog.
import type { Site } from '../../content/site.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { buildUcpProfile } from '../../domain/ucp/profile.js';
import { UCP_PATHS } from '../../domain/ucp/version.js';
import type { TableEntry } from '../response-table.js';
import { JSON_TYPE } from './headers.js';

/** Changes only with a deploy; platforms cache the profile by Cache-Control, as the spec asks them to. */
const PROFILE_CACHE = 'public, max-age=3600';

export function ucpEntries(site: Site): TableEntry[] {
  // Every binding the profile names is a POST endpoint: none where nothing answers them (a bare static export).
  const live = liveEndpoints(site);
  if (!live) return [];
  return [
    {
      path: UCP_PATHS.profile,
      variants: [{ type: JSON_TYPE, body: JSON.stringify(buildUcpProfile(live)) }],
      cacheControl: PROFILE_CACHE,
    },
  ];
}
