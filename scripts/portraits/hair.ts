// Marks the sample portraits draw with (scripts/build-portraits.ts): hair as strands or curls, stubble as short
// strokes, all from a seeded random source, so every render is the same picture.
/** A small deterministic random generator, so every render is the same picture. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
type Point = readonly [number, number];
const lerpPt = (p: Point, q: Point, t: number): Point => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];

function mixHex(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(lerp(v, pb[i] ?? 0, t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Hair as strands: each strand is a cubic curve between two guide curves (inner and outer edge of a lock),
 * coloured from light to shade across the lock, so hair has flow and catches the light on one side.
 * A guide is [p0, c1, c2, p1].
 */
/** A lock's edge: start, two control points, end. */
export type Guide = readonly [Point, Point, Point, Point];

export interface StrandOptions {
  inner: Guide;
  outer: Guide;
  count: number;
  light: string;
  shade: string;
  seed: number;
  width?: readonly [number, number];
  opacity?: readonly [number, number];
  /** Where across the lock (0 inner, 1 outer) the light falls. */
  lightSide?: number;
}

export function strands({
  inner,
  outer,
  count,
  light,
  shade,
  seed,
  width = [0.7, 1.7],
  opacity = [0.35, 0.85],
  lightSide = 0,
}: StrandOptions): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = r();
    const [p0, c1, c2, p1] = inner.map((p, k) => lerpPt(p, outer[k] as Point, t)) as [
      Point,
      Point,
      Point,
      Point,
    ];
    const j = () => (r() - 0.5) * 6;
    const start = lerp(0, 0.18, r());
    const a = lerpPt(p0, c1, start);
    const end = lerp(0.82, 1.0, r());
    const b = lerpPt(c2, p1, end);
    const tone = Math.abs(t - lightSide);
    const color = mixHex(light, shade, Math.min(1, tone * 1.1 + (r() - 0.5) * 0.35));
    const w = lerp(width[0], width[1], r());
    const o = lerp(opacity[0], opacity[1], r());
    out.push(
      `<path d="M${a[0] + j()} ${a[1] + j()} C${c1[0] + j()} ${c1[1] + j()} ${c2[0] + j()} ${c2[1] + j()} ${b[0] + j()} ${b[1] + j()}" stroke="${color}" stroke-width="${w.toFixed(2)}" stroke-opacity="${o.toFixed(2)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

/**
 * Curly hair: small arcs scattered over an ellipse (cx, cy, rx, ry), kept above `floor`, lighter toward the
 * upper left where the light comes from.
 */
export interface CurlOptions {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** No curl below this y: the hairline. */
  floor?: number;
  count: number;
  light: string;
  shade: string;
  deep: string;
  seed: number;
  size?: readonly [number, number];
}

export function curls({
  cx,
  cy,
  rx,
  ry,
  floor = 1e9,
  count,
  light,
  shade,
  deep,
  seed,
  size = [3, 6],
}: CurlOptions): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (y > floor) continue;
    const lit = Math.max(
      0,
      Math.min(
        1,
        ((x - (cx - rx)) / (2 * rx)) * 0.6 + ((y - (cy - ry)) / (2 * ry)) * 0.6 + (r() - 0.5) * 0.5,
      ),
    );
    const color = lit < 0.35 ? light : lit < 0.75 ? shade : deep;
    const s = size[0] + r() * (size[1] - size[0]);
    const rot = r() * 360;
    out.push(
      `<path d="M${(x - s).toFixed(1)} ${y.toFixed(1)} a${s.toFixed(1)} ${(s * 0.8).toFixed(1)} 0 1 1 ${(s * 1.6).toFixed(1)} ${(s * 0.6).toFixed(1)}" transform="rotate(${rot.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" stroke="${color}" stroke-width="${(1 + r() * 1.4).toFixed(2)}" fill="none" stroke-linecap="round" opacity="${(0.55 + r() * 0.45).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

/** Short strokes for stubble and beards, inside a clip path. */
export interface BristleOptions {
  clip: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  count: number;
  color: string;
  seed: number;
  len?: number;
}

export function bristle({ clip, x0, x1, y0, y1, count, color, seed, len = 3 }: BristleOptions): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0);
    const y = y0 + r() * (y1 - y0);
    const a = Math.PI / 2 + (r() - 0.5) * 0.9;
    const l = len * (0.6 + r() * 0.8);
    out.push(
      `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(Math.cos(a) * l).toFixed(1)} ${(Math.sin(a) * l).toFixed(1)}" stroke="${color}" stroke-width="${(0.6 + r() * 0.8).toFixed(2)}" opacity="${(0.4 + r() * 0.5).toFixed(2)}" stroke-linecap="round"/>`,
    );
  }
  return `<g clip-path="url(#${clip})">${out.join('')}</g>`;
}
