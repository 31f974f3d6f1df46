// What a request's answer tells the log beyond status and bytes: the MCP call and a fit verdict, never inputs.
import type { ActionKey, HandoffVia } from './handoff.js';
import type { FitResult } from './schemas.js';

/**
 * One flat record per answered MCP call or fit check, handed from the code that already holds the facts to
 * the log line (no body is parsed again for logging). Client-sent strings are bounded before they get here.
 */
export interface LogFacts {
  mcpMethod?: string;
  /** The tool or prompt name, or the resource URI (without any query). */
  mcpName?: string;
  mcpVersion?: string;
  mcpClient?: string;
  mcpClientVersion?: string;
  fitVerdict?: FitResult['verdict'];
  /** Where the fit check came from: the form, the API, MCP, or WebMCP (the in-browser tools). */
  fitSurface?: FitSurface;
  fitEarned?: number;
  fitAvailable?: number;
  /** A hand-off through /go/: the action and where its link was given (both from the path, never free text). */
  handoffAction?: ActionKey;
  handoffVia?: HandoffVia;
}

export const FIT_SURFACES = ['form', 'api', 'mcp', 'webmcp'] as const;
export type FitSurface = (typeof FIT_SURFACES)[number];

/** Longest client-sent string (method, tool, client name) a log line keeps. */
export const MAX_FACT_CHARS = 64;

/** A client-sent value as a bounded string, or undefined when it is not a string. */
export function boundFact(value: unknown, max = MAX_FACT_CHARS): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** The verdict and score of a fit check: the profile's values stay out of the log. */
export function fitFacts(
  result: Pick<FitResult, 'verdict' | 'score'>,
  surface: FitSurface,
  facts: LogFacts = {},
): LogFacts {
  facts.fitVerdict = result.verdict;
  facts.fitSurface = surface;
  facts.fitEarned = result.score?.earned;
  facts.fitAvailable = result.score?.available;
  return facts;
}
