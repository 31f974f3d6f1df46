// GET /fit with a query string: the human self-check rendered server-side, so a result is a shareable link.
import type { Hono } from 'hono';
import type { Site } from '../content/site.js';

export function registerFitPage(_app: Hono, _site: Site): void {}
