// The report's shape: what the JSON holds for one period, and what every renderer reads.
import type { AgentClass } from '../../src/domain/agents/agent-table.js';
import type { ActionKey, HandoffVia } from '../../src/domain/handoff.js';
import type { FitSurface } from '../../src/domain/log-facts.js';
import type { StatusClass, Surface } from './line-kinds.js';

export const VERDICTS = ['strong-fit', 'possible-fit', 'poor-fit', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type Counts = Record<string, number>;
export type StatusCounts = Record<StatusClass, number>;

export interface AgentCount {
  name: string;
  vendor?: string;
  class: AgentClass;
  requests: number;
  statuses: StatusCounts;
  /** Set when a previous period was read: this agent made no request in it. */
  new?: boolean;
}

export type Report = {
  /** The period asked for (--since, --until), else the first and last request read. */
  period: { from: string | null; to: string | null };
  requests: number;
  classes: Record<AgentClass, number>;
  agents: AgentCount[];
  statuses: StatusCounts;
  variants: Counts;
  /** Requests answered 2xx per surface: agents (every bot class), people (browsers) and unknown. */
  surfaces: Record<Surface, { agents: number; people: number; unknown: number }>;
  days: { day: string; classes: Record<AgentClass, number> }[];
  mcp: {
    methods: Counts;
    tools: Counts;
    prompts: Counts;
    resources: Counts;
    /** Client sessions: an initialize (2025 versions) or server/discover (2026-07-28) naming its client. */
    clients: Counts;
    versions: Counts;
  };
  fit: Record<Verdict, number>;
  fitBySurface: Record<FitSurface, Record<Verdict, number>>;
  markdownTokens: number;
  bytes: number;
  /** JSON entries that were not request lines (events such as listening, client left); non-JSON lines are not counted. */
  skipped: number;
  pages: PageCount[];
  /** Requests for images, fonts, stylesheets and scripts, apart from the pages. */
  assets: { requests: number; bytes: number };
  handoffs: Record<ActionKey, number> & { byVia: Record<HandoffVia, number> };
  referrals: ReferralCount[];
  verified: VerifiedCount[];
};

export interface Range {
  /** Epoch ms, inclusive. */
  since?: number;
  /** Epoch ms, exclusive. */
  until?: number;
}

export interface PageCount {
  path: string;
  people: number;
  agents: number;
  /** Reads per agent class (classes with none left out). */
  byClass: Partial<Record<AgentClass, number>>;
}

export interface ReferralCount {
  source: string;
  /** `ai` (an AI assistant), `search` (a search engine) or `other` (any other site). */
  kind: string;
  visits: number;
  /** The pages people landed on from this source, most first. */
  landingPages: { path: string; visits: number }[];
}

export interface VerifiedCount {
  agent: string;
  vendor?: string;
  /**
   * Requests whose Web Bot Auth signature verified, did not, was not checked (WEB_BOT_AUTH off or its host not
   * listed, or the fetch budget spent), or that carried none (the User-Agent's claim).
   */
  signed: number;
  invalid: number;
  unchecked: number;
  claimed: number;
  /** The key directories' hosts of the verified requests. */
  signers: Record<string, number>;
}
