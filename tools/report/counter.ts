// Counts by name in a Map: a name from a log line (a client's tool or method name, a path) is only ever a key,
// so `constructor` or `__proto__` counts like any other name, and adding one is O(1) at any table size.

/** Past this many distinct names in one table (a forged or hostile log), the rest count under OTHER. */
export const MAX_NAMES = 1000;
export const OTHER = '(other)';

export class Counter {
  readonly #counts = new Map<string, number>();
  readonly #max: number;

  constructor(max = MAX_NAMES) {
    this.#max = max;
  }

  add(name: unknown, by = 1): void {
    if (typeof name !== 'string' || name === '') return;
    const key = this.#counts.has(name) || this.#counts.size < this.#max ? name : OTHER;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + by);
  }

  get(name: string): number {
    return this.#counts.get(name) ?? 0;
  }

  get size(): number {
    return this.#counts.size;
  }

  total(): number {
    let sum = 0;
    for (const n of this.#counts.values()) sum += n;
    return sum;
  }

  /** Largest first, ties by name (a stable order for tests and diffs). */
  entries(limit = Number.POSITIVE_INFINITY): [string, number][] {
    return [...this.#counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, limit);
  }

  /** As a plain JSON object, largest first; Object.fromEntries defines own properties, `__proto__` included. */
  toJSON(): Record<string, number> {
    return Object.fromEntries(this.entries());
  }
}
