// The generated site mark (a ring around a dot on the accent), used when the content has no logo or icon,
// as SVG and as a 32x32 ICO drawn from the same geometry; and an ICO around an owner's PNG icon.
import type { Site } from '../../content/site.js';
import { escapeHtml } from './escape.js';

// One geometry in a 64-unit square, used by both formats so they cannot drift apart.
const CORNER = 14;
const RING = { r: 18, width: 7 };
const DOT = 7;

export function renderFaviconSvg(site: Site): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${escapeHtml(site.identity.name)}</title><rect width="64" height="64" rx="${CORNER}" fill="${site.theme.palette.accent}"/><circle cx="32" cy="32" r="${RING.r}" fill="none" stroke="#fff" stroke-width="${RING.width}"/><circle cx="32" cy="32" r="${DOT}" fill="#f4b860"/></svg>\n`;
}

type Rgba = [number, number, number, number];

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

type Rgb = [number, number, number];
const DOT_RGB = hexToRgb('#f4b860');
const RING_RGB: Rgb = [255, 255, 255];

/** Colour of the mark at a point of the 64-unit square, or null outside the rounded square. */
function sample(x: number, y: number, ground: Rgb): Rgb | null {
  const cx = Math.min(Math.max(x, CORNER), 64 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 64 - CORNER);
  // sqrt, not Math.hypot: the same values here, several times faster.
  if (Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) > CORNER) return null;
  const d = Math.sqrt((x - 32) ** 2 + (y - 32) ** 2);
  if (d <= DOT) return DOT_RGB;
  if (Math.abs(d - RING.r) <= RING.width / 2) return RING_RGB;
  return ground;
}

/**
 * 4x4 supersampling per pixel gives smooth edges with straight alpha. This runs at every start-up, so the
 * colours are parsed once, sums stay in locals, and as the mark is symmetric about both centre lines each
 * pixel is computed once per quadrant and mirrored (the same bytes, a quarter of the work).
 */
function rasterise(size: number, accent: string): Rgba[] {
  const n = 4;
  const ground = hexToRgb(accent);
  const pixel = (px: number, py: number): Rgba => {
    let r = 0;
    let g = 0;
    let b = 0;
    let hits = 0;
    for (let sy = 0; sy < n; sy++) {
      for (let sx = 0; sx < n; sx++) {
        const c = sample(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size, ground);
        if (!c) continue;
        hits++;
        r += c[0];
        g += c[1];
        b += c[2];
      }
    }
    const avg = (sum: number) => (hits ? Math.round(sum / hits) : 0);
    return [avg(r), avg(g), avg(b), Math.round((hits / (n * n)) * 255)];
  };
  const quadrant = new Map<number, Rgba>();
  const pixels: Rgba[] = [];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const qx = Math.min(px, size - 1 - px);
      const qy = Math.min(py, size - 1 - py);
      const key = qy * size + qx;
      let rgba = quadrant.get(key);
      if (!rgba) {
        rgba = pixel(qx, qy);
        quadrant.set(key, rgba);
      }
      pixels.push(rgba);
    }
  }
  return pixels;
}

/** A single-image ICO holding a 32-bit BMP (BGRA rows bottom-up, then an all-zero AND mask). */
export function renderFaviconIco(site: Site, size = 32): Uint8Array {
  const pixels = rasterise(size, site.theme.palette.accent);
  const maskRow = Math.ceil(size / 32) * 4;
  const imageBytes = 40 + size * size * 4 + maskRow * size;
  const bytes = new Uint8Array(6 + 16 + imageBytes);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  view.setUint8(6, size);
  view.setUint8(7, size);
  view.setUint16(10, 1, true); // planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, imageBytes, true);
  view.setUint32(18, 22, true); // offset of the image
  view.setUint32(22, 40, true); // BITMAPINFOHEADER size
  view.setInt32(26, size, true);
  view.setInt32(30, size * 2, true); // ICO BMPs count the mask in the height
  view.setUint16(34, 1, true);
  view.setUint16(36, 32, true);
  view.setUint32(42, size * size * 4, true);
  let offset = 62;
  for (let row = size - 1; row >= 0; row--) {
    for (let col = 0; col < size; col++) {
      const [r, g, b, a] = pixels[row * size + col] ?? [0, 0, 0, 0];
      bytes.set([b, g, r, a], offset);
      offset += 4;
    }
  }
  return bytes;
}

/** An ICO whose one image is the PNG itself (PNG-in-ICO, read by every browser since 2007). */
export function wrapPngInIco(png: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(6 + 16 + png.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  // 0 stands for 256 (or more) pixels in the one-byte size fields.
  view.setUint8(6, width >= 256 ? 0 : width);
  view.setUint8(7, height >= 256 ? 0 : height);
  view.setUint16(10, 1, true);
  view.setUint16(12, 32, true);
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, 22, true);
  bytes.set(png, 22);
  return bytes;
}
