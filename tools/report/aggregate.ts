// The report's figures, counted one log entry at a time: every table is keyed by a small, bounded set.
import { AGENT_CLASSES, type AgentClass } from '../../src/domain/agents/agent-table.js';

export const VERDICTS = ['strong-fit', 'possible-fit', 'poor-fit', 'unknown'] as const;
export const SURFACES = ['html', 'markdown', 'api', 'mcp', 'llms', 'discovery', 'assets', 'other'] as const;
export type Surface = (typeof SURFACES)[number];
/** Past this many distinct keys in one table (a forged log), the rest count under `other`. */
const MAX_KEYS = 1000;

type Counts = Record<string, number>;
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export interface AgentCount {
  name: string;
  vendor?: string;
  class: AgentClass;
  requests: number;
}

export interface Report {
  period: { from: string | null; to: string | null };
  requests: number;
  classes: Record<AgentClass, number>;
  agents: AgentCount[];
  variants: Counts;
  /** Requests per surface, split into agents (every bot class), people (browsers) and unknown. */
  surfaces: Record<Surface, { agents: number; people: number; unknown: number }>;
  days: { day: string; classes: Record<AgentClass, number> }[];
  mcp: { methods: Counts; tools: Counts; prompts: Counts; clients: Counts; versions: Counts };
  fit: Record<(typeof VERDICTS)[number], number>;
  markdownTokens: number;
  bytes: number;
  /** JSON entries that were not request lines (events such as listening, client left); non-JSON lines are not counted. */
  skipped: number;
}

const isClass = (c: unknown): c is AgentClass => AGENT_CLASSES.includes(c as AgentClass);

function bump(table: Counts, key: unknown, by = 1): void {
  if (typeof key !== 'string' || key === '') return;
  const k = key in table || Object.keys(table).length < MAX_KEYS ? key : 'other';
  table[k] = (table[k] ?? 0) + by;
}

function surfaceOf(path: string, variant: unknown): Surface {
  if (path === '/mcp') return 'mcp';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/openapi')) return 'api';
  if (path.startsWith('/llms')) return 'llms';
  if (variant === 'markdown') return 'markdown';
  if (path.startsWith('/.well-known/') || path === '/robots.txt' || path.startsWith('/sitemap')) {
    return 'discovery';
  }
  if (variant === 'html') return 'html';
  if (variant === 'image' || variant === 'font' || variant === 'css' || variant === 'js') return 'assets';
  return 'other';
}

const obj = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined;

export function createAggregate(since?: number) {
  const r: Report = {
    period: { from: null, to: null },
    requests: 0,
    classes: zeros(AGENT_CLASSES),
    agents: [],
    variants: {},
    surfaces: Object.fromEntries(
      SURFACES.map((s) => [s, { agents: 0, people: 0, unknown: 0 }]),
    ) as Report['surfaces'],
    days: [],
    mcp: { methods: {}, tools: {}, prompts: {}, clients: {}, versions: {} },
    fit: zeros(VERDICTS),
    markdownTokens: 0,
    bytes: 0,
    skipped: 0,
  };
  const agents = new Map<string, AgentCount>();
  const days = new Map<string, Record<AgentClass, number>>();

  const add = (e: Record<string, unknown>): void => {
    const time = typeof e.time === 'string' ? e.time : undefined;
    if (e.msg !== 'request' || !time) {
      r.skipped++;
      return;
    }
    if (since !== undefined && !(Date.parse(time) >= since)) return;
    if (r.period.from === null || time < r.period.from) r.period.from = time;
    if (r.period.to === null || time > r.period.to) r.period.to = time;
    r.requests++;
    const agent = obj(e.agent);
    const cls: AgentClass = isClass(agent?.class) ? agent.class : 'unknown';
    r.classes[cls]++;
    const day = time.slice(0, 10);
    let perDay = days.get(day);
    if (!perDay) {
      perDay = zeros(AGENT_CLASSES);
      if (days.size < MAX_KEYS * 10) days.set(day, perDay);
    }
    perDay[cls]++;
    if (agent && typeof agent.name === 'string') {
      const vendor = typeof agent.vendor === 'string' ? agent.vendor : undefined;
      const key = `${agent.name}\u0000${vendor ?? ''}\u0000${cls}`;
      let count = agents.get(key);
      if (!count && agents.size < MAX_KEYS) {
        count = { name: agent.name, ...(vendor ? { vendor } : {}), class: cls, requests: 0 };
        agents.set(key, count);
      }
      if (count) count.requests++;
    }
    bump(r.variants, e.variant);
    const audience = cls === 'browser' ? 'people' : cls === 'unknown' ? 'unknown' : 'agents';
    r.surfaces[surfaceOf(typeof e.path === 'string' ? e.path : '', e.variant)][audience]++;
    if (typeof e.markdownTokens === 'number') r.markdownTokens += e.markdownTokens;
    if (typeof e.bytes === 'number') r.bytes += e.bytes;
    const mcp = obj(e.mcp);
    if (mcp) {
      bump(r.mcp.methods, mcp.method);
      bump(r.mcp.versions, mcp.version);
      if (mcp.method === 'tools/call') bump(r.mcp.tools, mcp.name);
      if (mcp.method === 'prompts/get') bump(r.mcp.prompts, mcp.name);
      bump(r.mcp.clients, obj(mcp.client)?.name);
    }
    const verdict = obj(e.fit)?.verdict;
    if (typeof verdict === 'string' && verdict in r.fit) r.fit[verdict as keyof Report['fit']]++;
  };

  const result = (): Report => ({
    ...r,
    agents: [...agents.values()].sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name)),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, classes]) => ({ day, classes })),
  });
  return { add, result };
}
