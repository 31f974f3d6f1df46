// How long the API's answers may be reused: one value each, served by the response table and stated in OpenAPI.

/** The offer and pages change with a deploy; a minute of reuse plus ETag revalidation keeps them fresh. */
export const API_CACHE_CONTROL = 'public, max-age=60';

/** Health must reflect now: any cache revalidates (a cheap 304) before reusing it. */
export const HEALTH_CACHE_CONTROL = 'no-cache';
