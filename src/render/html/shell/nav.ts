// Which pages go in which menu, and the self-check tool page, from the pages' front matter.
import type { Site, SitePage } from '../../../content/site.js';

type Menu = 'main' | 'footer' | 'none';

/** Front matter fields the content model may carry (menu placement, tool pages); absent means defaults. */
type PageNav = SitePage & { menu?: Menu; tool?: string; order?: number };

export const menuOf = (page: SitePage): Menu => (page as PageNav).menu ?? 'main';

/** Pages of one menu, in the site's page order (content decides it). */
export function menuPages(site: Site, menu: Exclude<Menu, 'none'>): SitePage[] {
  return site.pages.filter((p) => menuOf(p) === menu);
}

/** The self-check page: the one marked `tool: fit`, else the page with slug fit. */
export function fitToolPage(site: Site): SitePage | undefined {
  return site.pages.find((p) => (p as PageNav).tool === 'fit') ?? site.pages.find((p) => p.slug === 'fit');
}

export function isFitTool(site: Site, page: SitePage): boolean {
  return fitToolPage(site)?.slug === page.slug;
}
