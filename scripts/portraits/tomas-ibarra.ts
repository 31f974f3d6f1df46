// Sample portrait: The research lead: dark curls, a short beard, a rust knit over a collar.
import { stippled } from './art.js';
import { bristle, curls } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#d9a982', mid: '#c28e68', shade: '#a06e50', deep: '#734a36', light: '#ecc7a5' };
const hair = { base: '#3a2a22', shade: '#271b16', deep: '#15100d', light: '#6e5444' };
const knit = { base: '#8f5a33', shade: '#643c22', light: '#b27a4c' };
const shirt = { base: '#d9dde0', shade: '#a9b0b5' };
const BEARD =
  'M146 250 C150 276 160 298 174 312 C184 320 194 324 204 322 C224 318 244 304 258 284 C266 270 270 256 270 244 C264 262 252 280 236 292 C226 284 214 280 204 282 C196 277 184 277 176 281 C170 286 166 292 164 296 C156 284 150 268 146 250 Z';
export const sitter: Sitter = {
  seed: 21,
  skin,
  neck: 'M174 290 C176 318 174 340 164 366 L252 366 C244 340 242 314 246 284 Z',
  hair,
  iris: '#4a3526',
  brow: '#1f1612',
  browWeight: 3.4,
  lips: { top: '#8a5142', bottom: '#a8654f', shine: '#d29a82' },
  blush: '#c07a60',
  foreheadShadow: 0.55,
  smileLines: 0.4,
  hairBack: `<path d="M138 204 C128 150 168 100 206 100 C252 100 286 140 280 206 L270 250 L146 250 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M12 520 C22 426 80 380 164 360 C180 374 232 374 250 358 C330 378 378 426 392 520 Z" fill="${knit.base}"/>
  <path d="M292 380 C338 400 374 444 386 520 L300 520 C302 466 298 420 292 380 Z" fill="${knit.shade}"/>
  <path d="M48 438 C74 404 110 384 156 368 C124 392 94 420 76 470 Z" fill="${knit.light}" opacity="0.6"/>
  <path d="M166 360 C178 382 236 382 250 358 L244 352 C232 368 186 370 172 354 Z" fill="${knit.shade}"/>
  <path d="M172 354 C186 370 232 368 244 352 C236 346 230 344 226 344 L206 360 L188 344 C182 346 176 350 172 354 Z" fill="${shirt.base}"/>
  <path d="M206 360 L226 344 C232 346 238 349 244 352 C240 356 234 360 226 362 Z" fill="${shirt.shade}"/>
  ${stippled('M292 380 C338 400 374 444 386 520 L300 520 C302 466 298 420 292 380 Z', '#2a160a', 0.4)}
  ${Array.from({ length: 26 }, (_, i) => `<path d="M${20 + i * 14} 520 L${40 + i * 13} ${420 + Math.abs(i - 13) * 3}" stroke="${knit.shade}" stroke-width="1.2" opacity="0.35"/>`).join('')}`,
  face: `<clipPath id="beard21"><path d="${BEARD}"/></clipPath>
  <path d="${BEARD}" fill="${hair.base}" opacity="0.5"/>
  ${stippled(BEARD, hair.deep, 0.6)}
  ${bristle({ clip: 'beard21', x0: 140, x1: 272, y0: 244, y1: 326, count: 520, color: hair.deep, seed: 5, len: 3.5 })}
  <path d="M168 282 C176 277 194 276 208 283 C196 281 180 281 168 284 Z" fill="${hair.deep}" opacity="0.75"/>
  <path d="M176 302 C184 308 194 308 200 302 C194 312 184 312 176 302 Z" fill="${hair.deep}" opacity="0.5"/>`,
  hairFront: `<path d="M140 204 C132 150 168 104 206 102 C252 102 286 140 278 204 C272 188 262 176 250 168 C230 160 200 158 180 164 C162 172 148 186 140 204 Z" fill="${hair.base}"/>
  <path d="M206 102 C252 102 286 140 278 204 C272 188 262 176 250 168 C246 140 232 116 206 102 Z" fill="${hair.deep}" opacity="0.7"/>
  ${curls({ cx: 208, cy: 136, rx: 80, ry: 44, floor: 176, count: 520, light: hair.light, shade: hair.base, deep: hair.deep, seed: 9, size: [3, 6.5] })}
  <path d="M140 196 C138 168 150 146 170 140 C160 156 152 176 150 200 Z" fill="${hair.base}"/>
  <path d="M272 204 C276 178 272 156 258 140 C268 160 270 182 266 206 Z" fill="${hair.deep}"/>
  ${curls({ cx: 150, cy: 196, rx: 12, ry: 28, count: 40, light: hair.light, shade: hair.base, deep: hair.deep, seed: 13, size: [2.5, 4.5] })}
  ${curls({ cx: 268, cy: 196, rx: 10, ry: 26, count: 40, light: hair.base, shade: hair.deep, deep: hair.deep, seed: 14, size: [2.5, 4.5] })}`,
};
