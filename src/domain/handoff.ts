// Hand-offs: which link each surface gives for the offer's actions, and where the site's /go/ links lead.
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';

export const ACTION_KEYS = ['checkout', 'call', 'email'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

/**
 * Where a link was given: the pages (`web`), the MCP App view in a chat (`chat-view`), the JSON API, MCP
 * tools and prompts, the in-browser WebMCP tools, and the Markdown files for agents (`llms`: llms.txt,
 * llms-full.txt, agents.md, the pages' Markdown twins and the skills).
 */
export const HANDOFF_VIAS = ['web', 'chat-view', 'api', 'mcp', 'webmcp', 'llms'] as const;
export type HandoffVia = (typeof HANDOFF_VIAS)[number];

/** The site draws these buttons itself, so they always go through /go/: a click is the hand-off. */
const OWN_BUTTONS: ReadonlySet<HandoffVia> = new Set(['web', 'chat-view']);

export const HANDOFF_PREFIX = '/go/';

/** `/go/checkout` for the pages, `/go/checkout/mcp` for every other surface: the path alone says both. */
export function handoffPath(action: ActionKey, via: HandoffVia): string {
  return via === 'web' ? `${HANDOFF_PREFIX}${action}` : `${HANDOFF_PREFIX}${action}/${via}`;
}

/** Every hand-off path the site answers, with what it stands for. */
export function listHandoffPaths(): { path: string; action: ActionKey; via: HandoffVia }[] {
  return ACTION_KEYS.flatMap((action) =>
    HANDOFF_VIAS.map((via) => ({ path: handoffPath(action, via), action, via })),
  );
}

/** The owner's own link for an action, as content has it: site.yaml `links` and `email`. */
export function ownerLink(site: Site, action: ActionKey): string {
  const { links, email } = site.identity;
  if (action === 'checkout') return links.checkout;
  return action === 'call' ? links.booking : `mailto:${email}`;
}

/** Stripe shows client_reference_id on the payment; only its payment links take it. */
function isStripePaymentLink(site: Site, action: ActionKey, url: URL): boolean {
  return site.offer.actions[action].method?.toLowerCase() === 'stripe' || url.hostname === 'buy.stripe.com';
}

/**
 * The owner's link with attribution, when the action opts in: utm_source (this site's host), utm_medium
 * (the surface) and utm_campaign (the offer's id), and client_reference_id (the surface) on a Stripe payment
 * link. A parameter the owner's link already sets is kept as written. A mailto: link takes none.
 */
function withAttribution(site: Site, action: ActionKey, via: HandoffVia, link: string): string {
  if (!site.offer.actions[action].handoff?.attribution) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return link;
  const add = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  add('utm_source', new URL(site.baseUrl).hostname);
  add('utm_medium', via);
  add('utm_campaign', site.offer.id);
  if (isStripePaymentLink(site, action, url)) add('client_reference_id', via);
  return url.href;
}

interface Handoffs {
  /** The link each surface gives, by action and surface. */
  url: Record<ActionKey, Record<HandoffVia, string>>;
  /** Where /go/{action}[/{via}] leads. */
  destination: Record<ActionKey, Record<HandoffVia, string>>;
  /** Whether the agent surfaces' links differ by surface (an action routes through /go/ or adds attribution). */
  variesByVia: boolean;
}

const handoffs = perSite('handoffs', (site): Handoffs => {
  const url = {} as Handoffs['url'];
  const destination = {} as Handoffs['destination'];
  let variesByVia = false;
  for (const action of ACTION_KEYS) {
    const { route = false, attribution = false } = site.offer.actions[action].handoff ?? {};
    variesByVia ||= route || attribution;
    url[action] = {} as Record<HandoffVia, string>;
    destination[action] = {} as Record<HandoffVia, string>;
    for (const via of HANDOFF_VIAS) {
      destination[action][via] = withAttribution(site, action, via, ownerLink(site, action));
      // The pages' links stay relative, so they work on any host the site or its export is served from.
      const path = handoffPath(action, via);
      url[action][via] =
        via === 'web'
          ? path
          : OWN_BUTTONS.has(via) || route
            ? `${site.baseUrl}${path}`
            : destination[action][via];
    }
  }
  return { url, destination, variesByVia };
});

/**
 * The hand-off URL of `action` as surface `via` gives it: every surface asks here. The site's own buttons
 * (pages, the MCP App view) always go through /go/; the agent surfaces give the owner's exact link unless
 * the action opts in (offer.yaml `actions.<key>.handoff.route`).
 */
export function handoffUrl(site: Site, action: ActionKey, via: HandoffVia): string {
  return handoffs(site).url[action][via];
}

/** Where the site's /go/ link for `action` given on `via` redirects to. */
export function handoffDestination(site: Site, action: ActionKey, via: HandoffVia): string {
  return handoffs(site).destination[action][via];
}

/**
 * Whether the agent surfaces' links differ from one another (an action routes through /go/ or adds
 * attribution); when they do not, every agent surface shares one rendering of what carries them.
 */
export function handoffsVaryByVia(site: Site): boolean {
  return handoffs(site).variesByVia;
}
