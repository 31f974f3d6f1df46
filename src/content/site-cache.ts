// The one per-site cache: everything built once per validated site (renderings, tables, handlers) is declared here by name.
import type { Site } from './site.js';

/** One Map per site, dropped with the site: a dev reload or a test's second site never sees the first's values. */
const bySite = new WeakMap<Site, Map<string, unknown>>();
const declared = new Set<string>();

/**
 * Declares a value built once per site, on first use, and kept as long as the site lives. The name makes the
 * cache findable (`listSiteCaches`) and must be unique, so two modules cannot silently share or clobber a slot.
 */
export function perSite<T>(name: string, build: (site: Site) => T): (site: Site) => T {
  if (declared.has(name)) throw new Error(`per-site cache "${name}" is declared twice`);
  declared.add(name);
  return (site) => {
    let values = bySite.get(site);
    if (values === undefined) {
      values = new Map();
      bySite.set(site, values);
    }
    if (values.has(name)) return values.get(name) as T;
    const value = build(site);
    values.set(name, value);
    return value;
  };
}

/** Every per-site cache declared by the modules loaded so far, by name. */
export function listSiteCaches(): string[] {
  return [...declared].sort();
}

/** The names of the values a site has built so far: what a request or a build actually used. */
export function listBuiltFor(site: Site): string[] {
  return [...(bySite.get(site)?.keys() ?? [])].sort();
}
