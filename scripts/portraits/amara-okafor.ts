// Sample portrait: A quoted client: natural hair up, gold hoops, a terracotta top.
import { stippled } from './art.js';
import { curls } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#8a5638', mid: '#744429', shade: '#5b321d', deep: '#3b1f12', light: '#ad7553' };
const hair = { base: '#1e1714', shade: '#130e0c', deep: '#0a0706', light: '#4a3a32' };
const top = { base: '#b85a38', shade: '#8a3d22', light: '#d27b55' };
export const sitter: Sitter = {
  seed: 71,
  skin,
  hair,
  iris: '#2a1a12',
  brow: '#140e0b',
  browWeight: 2.6,
  white: ['#e2d2c4', '#cdbbaa'],
  lid: '#140c08',
  lips: { top: '#5e2e24', bottom: '#7b4031', shine: '#b07a64' },
  blush: '#a0513a',
  foreheadShadow: 0.4,
  smileLines: 0.4,
  hairBack: `<path d="M136 210 C124 150 160 96 206 92 C256 90 292 140 284 212 L270 250 L146 250 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M16 520 C28 430 86 384 164 364 C184 384 228 386 248 362 C328 382 372 428 386 520 Z" fill="${top.base}"/>
  <path d="M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z" fill="${top.shade}"/>
  <path d="M54 440 C78 408 112 388 156 372 C126 396 96 422 78 470 Z" fill="${top.light}" opacity="0.6"/>
  <path d="M160 362 L172 352 L246 352 L252 360 C244 378 230 394 206 396 C184 396 168 382 160 362 Z" fill="${skin.mid}"/>
  <path d="M226 382 C236 378 244 372 250 362 C246 380 232 392 214 396 Z" fill="${skin.shade}"/>
  ${stippled('M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z', '#3a1206', 0.45)}`,
  face: `<ellipse cx="270" cy="276" rx="9" ry="13" fill="none" stroke="#c9a24f" stroke-width="2.6"/>
  <path d="M262 270 C264 266 268 264 272 265" stroke="#f1dc9c" stroke-width="1.2" fill="none"/>`,
  hairFront: `<path d="M140 210 C112 150 136 70 208 62 C282 56 312 140 282 210 C272 188 262 172 248 164 C228 156 200 156 178 162 C160 170 148 188 140 210 Z" fill="${hair.base}"/>
  <path d="M208 62 C282 56 312 140 282 210 C272 188 262 172 248 164 C262 120 250 84 208 62 Z" fill="${hair.deep}" opacity="0.6"/>
  ${curls({ cx: 210, cy: 126, rx: 80, ry: 62, floor: 168, count: 1100, light: '#3e302a', shade: hair.base, deep: hair.deep, seed: 72, size: [1.6, 3.2] })}
  <path d="M178 162 C200 156 228 156 248 164" stroke="${hair.light}" stroke-width="1.2" fill="none" opacity="0.4"/>`,
};
