// The engine facts of a fixture that has an engine: a test about the engine fails loudly on one without.
import type { Site } from '../../src/content/site.js';
import { describeEngine, type EngineFacts } from '../../src/domain/engine.js';

export function requireEngine(site: Site): EngineFacts {
  const engine = describeEngine(site);
  if (!engine) throw new Error('this fixture has no engine in site.yaml');
  return engine;
}
