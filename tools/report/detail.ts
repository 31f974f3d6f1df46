// The funnel's figures of one period: pages read, AI referrals, hand-offs and verified agents.
import type { AgentClass } from '../../src/domain/agents/agent-table.js';
import { ACTION_KEYS, type ActionKey, HANDOFF_VIAS, type HandoffVia } from '../../src/domain/handoff.js';
import { Counter, MAX_NAMES } from './counter.js';
import { type Entry, isPageRead, obj, type Surface, str } from './line-kinds.js';
import type { PageCount, ReferralCount, Report, VerifiedCount } from './report-types.js';

export interface Detail {
  pages: Map<string, { path: string; people: number; agents: number; byClass: Counter }>;
  assets: { requests: number; bytes: number };
  handoffs: Counter;
  handoffsByVia: Counter;
  referrals: Map<string, { source: string; kind: string; visits: number; landing: Counter }>;
  verified: Map<
    string,
    {
      agent: string;
      vendor?: string;
      signed: number;
      invalid: number;
      unchecked: number;
      claimed: number;
      signers: Counter;
    }
  >;
}

export function createDetail(): Detail {
  return {
    pages: new Map(),
    assets: { requests: 0, bytes: 0 },
    handoffs: new Counter(),
    handoffsByVia: new Counter(),
    referrals: new Map(),
    verified: new Map(),
  };
}

interface Seen {
  path: string;
  surface: Surface;
  cls: AgentClass;
  counted: { name: string; vendor?: string } | undefined;
}

const isAction = (v: unknown): v is ActionKey => (ACTION_KEYS as readonly unknown[]).includes(v);
const isVia = (v: unknown): v is HandoffVia => (HANDOFF_VIAS as readonly unknown[]).includes(v);
const NAMED = new Set<AgentClass>(['ai-training', 'ai-search', 'ai-user', 'search']);

export function addDetail(d: Detail, e: Entry, { path, surface, cls, counted }: Seen): void {
  if (surface === 'assets') {
    d.assets.requests++;
    if (typeof e.bytes === 'number' && Number.isFinite(e.bytes)) d.assets.bytes += e.bytes;
  }
  const person = cls === 'browser';
  if (isPageRead(e, surface) && cls !== 'unknown') {
    let page = d.pages.get(path);
    if (!page && d.pages.size < MAX_NAMES) {
      page = { path, people: 0, agents: 0, byClass: new Counter() };
      d.pages.set(path, page);
    }
    if (page) {
      if (person) page.people++;
      else page.agents++;
      page.byClass.add(cls);
    }
  }
  const handoff = obj(e.handoff);
  if (handoff && isAction(handoff.action) && isVia(handoff.via)) {
    d.handoffs.add(handoff.action);
    d.handoffsByVia.add(handoff.via);
  }
  const referral = obj(e.referral);
  const source = str(referral?.source);
  if (referral && source !== undefined && person) {
    const kind = str(referral.kind) ?? 'other';
    const key = `${source}\u0000${kind}`;
    let counted = d.referrals.get(key);
    if (!counted && d.referrals.size < MAX_NAMES) {
      counted = { source, kind, visits: 0, landing: new Counter() };
      d.referrals.set(key, counted);
    }
    if (counted) {
      counted.visits++;
      counted.landing.add(path);
    }
  }
  const verified = e.verified;
  const signed = verified === 'signed' || verified === 'invalid' || verified === 'unchecked';
  if (counted && (signed || (counted.vendor !== undefined && NAMED.has(cls)))) {
    const key = `${counted.name}\u0000${counted.vendor ?? ''}`;
    let v = d.verified.get(key);
    if (!v && d.verified.size < MAX_NAMES) {
      v = {
        agent: counted.name,
        ...(counted.vendor ? { vendor: counted.vendor } : {}),
        signed: 0,
        invalid: 0,
        unchecked: 0,
        claimed: 0,
        signers: new Counter(),
      };
      d.verified.set(key, v);
    }
    if (v) {
      if (verified === 'signed') {
        v.signed++;
        v.signers.add(e.signer);
      } else if (verified === 'invalid') v.invalid++;
      else if (verified === 'unchecked') v.unchecked++;
      else v.claimed++;
    }
  }
}

const byCount =
  <T>(count: (t: T) => number, name: (t: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

export function detailResult(
  d: Detail,
): Pick<Report, 'pages' | 'assets' | 'handoffs' | 'referrals' | 'verified'> {
  const byVia = Object.fromEntries(HANDOFF_VIAS.map((via) => [via, d.handoffsByVia.get(via)])) as Record<
    HandoffVia,
    number
  >;
  return {
    pages: [...d.pages.values()]
      .map(
        (p): PageCount => ({ path: p.path, people: p.people, agents: p.agents, byClass: p.byClass.toJSON() }),
      )
      .sort(
        byCount(
          (p) => p.people + p.agents,
          (p) => p.path,
        ),
      ),
    assets: d.assets,
    handoffs: {
      ...(Object.fromEntries(ACTION_KEYS.map((a) => [a, d.handoffs.get(a)])) as Record<ActionKey, number>),
      byVia,
    },
    referrals: [...d.referrals.values()]
      .map(
        (r): ReferralCount => ({
          source: r.source,
          kind: r.kind,
          visits: r.visits,
          landingPages: r.landing.entries(10).map(([path, visits]) => ({ path, visits })),
        }),
      )
      .sort(
        byCount(
          (r) => r.visits,
          (r) => r.source,
        ),
      ),
    verified: [...d.verified.values()]
      .map((v): VerifiedCount => ({ ...v, signers: v.signers.toJSON() }))
      .sort(
        byCount(
          (v) => v.signed + v.invalid + v.unchecked + v.claimed,
          (v) => v.agent,
        ),
      ),
  };
}
