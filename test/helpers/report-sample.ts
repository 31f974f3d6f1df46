// Report logs for the report's words tests: two weeks (15 to 28 Nov 2026) against the two before, as lines the
// server writes; `sampleReport` with fixed figures, `everyPartReport` with something in every part of it.
import { HANDOFF_VIAS } from '../../src/domain/handoff.js';
import { FIT_SURFACES } from '../../src/domain/log-facts.js';
import { VERDICTS } from '../../tools/report/aggregate.js';
import { createPeriods, type FullReport, parsePeriods } from '../../tools/report/periods.js';

const at = (day: number, i: number) => new Date(Date.UTC(2026, 10, day, 9, 0, i % 60)).toISOString();
const line = (day: number, i: number, fields: Record<string, unknown>) => ({
  time: at(day, i),
  msg: 'request',
  method: 'GET',
  path: '/',
  status: 200,
  variant: 'html',
  bytes: 1000,
  ...fields,
});
const chrome = { name: 'Chrome', class: 'browser' };
const chatgpt = { name: 'ChatGPT-User', vendor: 'OpenAI', class: 'ai-user' };

type Periods = ReturnType<typeof createPeriods>;
const twoWeeks = () =>
  createPeriods(parsePeriods({ since: '2026-11-15', until: '2026-11-28', previous: true }));

/** 1,227 requests now (30 before): people from ChatGPT, a hand-off, a fit check, each signature verdict. */
function addSample(periods: Periods): void {
  for (let i = 0; i < 1200; i++) periods.add(line(16 + (i % 10), i, { agent: chrome, bytes: 4200 }));
  for (let i = 0; i < 20; i++) {
    periods.add(line(17, i, { agent: chrome, referral: { source: 'ChatGPT', kind: 'ai' } }));
  }
  const handoff = { action: 'checkout', via: 'web' };
  periods.add(line(18, 1, { agent: chrome, path: '/go/checkout', status: 303, handoff }));
  periods.add(line(18, 2, { agent: chrome, path: '/fit', fit: { verdict: 'strong-fit', surface: 'form' } }));
  for (const verified of ['signed', 'invalid', 'unchecked', undefined]) {
    const signer = verified === 'signed' ? { signer: 'chatgpt.com' } : {};
    periods.add(line(19, 3, { agent: chatgpt, verified, ...signer }));
  }
  periods.add(line(19, 4, { agent: chatgpt, path: '/about.md', variant: 'markdown' }));
  for (let i = 0; i < 30; i++) periods.add(line(5, i, { agent: chrome }));
}

export function sampleReport(): FullReport {
  const periods = twoWeeks();
  addSample(periods);
  return periods.result();
}

/**
 * The sample, and every section filled: referrals of each kind, hand-offs of each action and via, fit checks
 * on each surface with each verdict, MCP tools, prompts, resources and sessions, assets, other bots, failures.
 */
export function everyPartReport(): FullReport {
  const periods = twoWeeks();
  addSample(periods);
  const bot = { name: 'Kairos', class: 'other-bot' };
  const gptbot = { name: 'GPTBot', vendor: 'OpenAI', class: 'ai-training' };
  const referrals = [
    ['Google', 'search'],
    ['kairos.example', 'other'],
  ];
  referrals.forEach(([source, kind], i) => {
    periods.add(line(20, i, { agent: chrome, referral: { source, kind } }));
  });
  HANDOFF_VIAS.forEach((via, i) => {
    for (const action of ['checkout', 'call', 'email']) {
      periods.add(
        line(20, i, { agent: chatgpt, path: `/go/${action}`, status: 303, handoff: { action, via } }),
      );
    }
  });
  FIT_SURFACES.forEach((surface, i) => {
    for (const verdict of VERDICTS) periods.add(line(21, i, { agent: chatgpt, fit: { verdict, surface } }));
  });
  const mcp = [
    { method: 'initialize', version: '2025-11-25', client: { name: 'kairos-client' } },
    { method: 'tools/call', version: '2025-11-25', name: 'get_offer' },
    { method: 'prompts/get', version: '2025-11-25', name: 'check_my_fit' },
    { method: 'resources/read', version: '2025-11-25', name: 'ui://kairos/view' },
  ];
  mcp.forEach((call, i) => {
    periods.add(line(22, i, { agent: chatgpt, method: 'POST', path: '/mcp', variant: 'json', mcp: call }));
  });
  periods.add(line(22, 9, { agent: chrome, path: '/fonts/a.woff2', variant: 'font' }));
  periods.add(line(23, 1, { agent: bot, path: '/llms.txt', variant: 'text' }));
  periods.add(line(23, 2, { agent: gptbot, path: '/kairos-none', status: 404 }));
  periods.add(line(6, 1, { agent: gptbot }));
  return periods.result();
}
