// POST /mcp: the public, stateless MCP endpoint.
import type { Hono } from 'hono';
import type { Site } from '../content/site.js';

export function registerMcp(_app: Hono, _site: Site): void {}
