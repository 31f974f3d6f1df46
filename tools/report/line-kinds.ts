// What one log line is, for the report: its surface, whether it is a page read, its status class, its fit's
// surface. A line may come from any version of the server, or be forged: every field is checked before use.
import { FIT_SURFACES, type FitSurface } from '../../src/domain/log-facts.js';

export const SURFACES = ['html', 'markdown', 'api', 'mcp', 'llms', 'discovery', 'assets', 'other'] as const;
export type Surface = (typeof SURFACES)[number];
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export type Entry = Record<string, unknown>;

export const obj = (v: unknown): Entry | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Entry) : undefined;
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function surfaceOf(path: string, variant: unknown): Surface {
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

export function statusClassOf(status: unknown): StatusClass | undefined {
  if (typeof status !== 'number' || status < 200 || status > 599) return undefined;
  return STATUS_CLASSES[Math.floor(status / 100) - 2];
}

/** A page read: an HTML page or a Markdown document answered 2xx. Assets, agent files and errors are not. */
export function isPageRead(e: Entry, surface: Surface): boolean {
  return (surface === 'html' || surface === 'markdown') && statusClassOf(e.status) === '2xx';
}

/** The fit check's surface as the line says it, or as its path implies (lines written before the field). */
export function fitSurfaceOf(fit: Entry, path: string): FitSurface {
  const said = fit.surface;
  if (typeof said === 'string' && (FIT_SURFACES as readonly string[]).includes(said))
    return said as FitSurface;
  if (path === '/mcp') return 'mcp';
  return path === '/api/fit' ? 'api' : 'form';
}

/** `YYYY-MM-DD` of an ISO time, or undefined for anything else (a forged time is no day). */
export function dayOf(time: string): string | undefined {
  const day = time.slice(0, 10);
  return day.length === 10 && day[4] === '-' && day[7] === '-' ? day : undefined;
}
