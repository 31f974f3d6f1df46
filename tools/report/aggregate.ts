// The report's figures for one period, counted one log entry at a time; every table is a bounded Map.
import { AGENT_CLASSES, type AgentClass } from '../../src/domain/agents/agent-table.js';
import { FIT_SURFACES } from '../../src/domain/log-facts.js';
import { Counter, MAX_NAMES } from './counter.js';
import { addDetail, createDetail, type Detail, detailResult } from './detail.js';
import { type AgentCount, type Range, type Report, VERDICTS, type Verdict } from './report-types.js';

export { SURFACES, type Surface } from './line-kinds.js';
export * from './report-types.js';

import {
  dayOf,
  type Entry,
  fitSurfaceOf,
  obj,
  STATUS_CLASSES,
  SURFACES,
  statusClassOf,
  str,
  surfaceOf,
} from './line-kinds.js';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const isClass = (c: unknown): c is AgentClass => AGENT_CLASSES.includes(c as AgentClass);

export function inRange(time: string, range: Range): boolean {
  const at = Date.parse(time);
  if (Number.isNaN(at)) return range.since === undefined && range.until === undefined;
  return (range.since === undefined || at >= range.since) && (range.until === undefined || at < range.until);
}

export function createAggregate(range: Range = {}) {
  let first: string | null = null;
  let last: string | null = null;
  let requests = 0;
  let skipped = 0;
  let markdownTokens = 0;
  let bytes = 0;
  const classes = zeros(AGENT_CLASSES);
  const statuses = zeros(STATUS_CLASSES);
  const agents = new Map<string, AgentCount>();
  const days = new Map<string, Record<AgentClass, number>>();
  const variants = new Counter();
  const surfaces = Object.fromEntries(
    SURFACES.map((s) => [s, { agents: 0, people: 0, unknown: 0 }]),
  ) as Report['surfaces'];
  const mcp = {
    methods: new Counter(),
    tools: new Counter(),
    prompts: new Counter(),
    resources: new Counter(),
    clients: new Counter(),
    versions: new Counter(),
  };
  const fit = zeros(VERDICTS);
  const fitBySurface = Object.fromEntries(
    FIT_SURFACES.map((s) => [s, zeros(VERDICTS)]),
  ) as Report['fitBySurface'];
  const detail: Detail = createDetail();

  const add = (e: Entry): void => {
    const time = str(e.time);
    if (e.msg !== 'request' || !time) {
      skipped++;
      return;
    }
    if (!inRange(time, range)) return;
    if (first === null || time < first) first = time;
    if (last === null || time > last) last = time;
    requests++;
    const agent = obj(e.agent);
    const cls: AgentClass = isClass(agent?.class) ? agent.class : 'unknown';
    classes[cls]++;
    const day = dayOf(time);
    let perDay = day === undefined ? undefined : days.get(day);
    if (day !== undefined && !perDay && days.size < MAX_NAMES * 10) {
      perDay = zeros(AGENT_CLASSES);
      days.set(day, perDay);
    }
    if (perDay) perDay[cls]++;
    const status = statusClassOf(e.status);
    if (status) statuses[status]++;
    const name = str(agent?.name);
    let counted: AgentCount | undefined;
    if (name !== undefined) {
      const vendor = str(agent?.vendor);
      const key = `${name}\u0000${vendor ?? ''}\u0000${cls}`;
      counted = agents.get(key);
      if (!counted && agents.size < MAX_NAMES) {
        counted = {
          name,
          ...(vendor ? { vendor } : {}),
          class: cls,
          requests: 0,
          statuses: zeros(STATUS_CLASSES),
        };
        agents.set(key, counted);
      }
      if (counted) {
        counted.requests++;
        if (status) counted.statuses[status]++;
      }
    }
    variants.add(e.variant);
    const path = str(e.path) ?? '';
    const surface = surfaceOf(path, e.variant);
    const audience = cls === 'browser' ? 'people' : cls === 'unknown' ? 'unknown' : 'agents';
    if (status === '2xx') surfaces[surface][audience]++;
    if (typeof e.markdownTokens === 'number' && Number.isFinite(e.markdownTokens))
      markdownTokens += e.markdownTokens;
    if (typeof e.bytes === 'number' && Number.isFinite(e.bytes)) bytes += e.bytes;
    const call = obj(e.mcp);
    if (call) {
      const method = str(call.method);
      mcp.methods.add(method);
      mcp.versions.add(call.version);
      if (method === 'tools/call') mcp.tools.add(call.name);
      if (method === 'prompts/get') mcp.prompts.add(call.name);
      if (method === 'resources/read') mcp.resources.add(call.name);
      if (method === 'initialize' || method === 'server/discover') mcp.clients.add(obj(call.client)?.name);
    }
    const check = obj(e.fit);
    const verdict = check?.verdict;
    if (check && typeof verdict === 'string' && (VERDICTS as readonly string[]).includes(verdict)) {
      fit[verdict as Verdict]++;
      fitBySurface[fitSurfaceOf(check, path)][verdict as Verdict]++;
    }
    addDetail(detail, e, { path, surface, cls, counted });
  };

  const result = (): Report => ({
    period: {
      from: range.since === undefined ? first : new Date(range.since).toISOString(),
      to: range.until === undefined ? last : new Date(range.until).toISOString(),
    },
    requests,
    classes,
    agents: [...agents.values()].sort(
      (a, b) => b.requests - a.requests || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    ),
    statuses,
    variants: variants.toJSON(),
    surfaces,
    days: [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, classes]) => ({ day, classes })),
    mcp: {
      methods: mcp.methods.toJSON(),
      tools: mcp.tools.toJSON(),
      prompts: mcp.prompts.toJSON(),
      resources: mcp.resources.toJSON(),
      clients: mcp.clients.toJSON(),
      versions: mcp.versions.toJSON(),
    },
    fit,
    fitBySurface,
    markdownTokens,
    bytes,
    skipped,
    ...detailResult(detail),
  });
  return { add, result };
}
