// Files under assets/ of the content folder (logo, icons, social image, photos): type, bytes and pixel size.
import type { ContentProblem } from './errors.js';
import { ASSET_TYPES } from './schemas/common.js';

export interface ContentAsset {
  /** As written in YAML: `assets/logo.svg`. */
  path: string;
  type: string;
  bytes: Uint8Array;
  /** Intrinsic size in CSS pixels, when the format states it. */
  width?: number;
  height?: number;
}

/** Largest asset the loader accepts: assets are served from memory, so a stray video must not be. */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;

export function isAssetFile(path: string): boolean {
  return path.startsWith('assets/') && assetType(path) !== undefined;
}

function assetType(path: string): string | undefined {
  return ASSET_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
}

export function readAsset(
  path: string,
  bytes: Uint8Array,
  problems: ContentProblem[],
): ContentAsset | undefined {
  const type = assetType(path);
  if (!type) return undefined;
  if (bytes.byteLength > MAX_ASSET_BYTES) {
    problems.push({
      file: path,
      field: '',
      message: `is ${bytes.byteLength} bytes; assets may be at most 2 MB`,
    });
    return undefined;
  }
  const size = imageSize(type, bytes);
  if (!size) {
    problems.push({ file: path, field: '', message: `is not a readable ${type} image` });
    return undefined;
  }
  return { path, type, bytes, ...(size.width ? size : {}) };
}

type Size = { width?: number; height?: number };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Pixel size from the file header; an empty object for an SVG without one; undefined when the bytes are not that type. */
export function imageSize(type: string, b: Uint8Array): Size | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (type === 'image/png') {
    if (b.byteLength < 24 || ascii(b, 1, 4) !== 'PNG' || ascii(b, 12, 16) !== 'IHDR') return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (type === 'image/jpeg') return jpegSize(b, view);
  if (type === 'image/webp') {
    if (b.byteLength < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return undefined;
    const chunk = ascii(b, 12, 16);
    if (chunk === 'VP8X')
      return {
        width: 1 + (view.getUint32(24, true) & 0xffffff),
        height: 1 + (view.getUint32(27, true) & 0xffffff),
      };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (type === 'image/avif') return avifSize(b, view);
  if (type === 'image/svg+xml') return svgSize(new TextDecoder().decode(b));
  return undefined;
}

function jpegSize(b: Uint8Array, view: DataView): Size | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < b.byteLength) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1] ?? 0;
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

/** AVIF is an ISO-BMFF file: an `ftyp` box naming an AVIF brand, and the image size in its `ispe` property. */
function avifSize(b: Uint8Array, view: DataView): Size | undefined {
  if (b.byteLength < 16 || ascii(b, 4, 8) !== 'ftyp' || !/avi[fs]/.test(ascii(b, 8, 32))) return undefined;
  const head = ascii(b, 0, Math.min(b.byteLength, 4096));
  const at = head.indexOf('ispe');
  if (at < 0 || at + 16 > b.byteLength) return {};
  return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
}

function svgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const px = (value: string | undefined) =>
    value && /^\d+(\.\d+)?(px)?$/.test(value) ? Number.parseFloat(value) : undefined;
  const [, , w, h] = (attr('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = px(attr('width')) ?? (w && w > 0 ? w : undefined);
  const height = px(attr('height')) ?? (h && h > 0 ? h : undefined);
  return width && height ? { width, height } : {};
}
