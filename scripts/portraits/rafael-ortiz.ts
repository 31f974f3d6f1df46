// Sample portrait: A quoted client: grey hair and beard, a navy blazer, an open blue collar.
import { stippled } from './art.js';
import { bristle, strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#cf9c78', mid: '#b9845f', shade: '#996447', deep: '#6c4231', light: '#e5bb98' };
const hair = { base: '#a8a29b', shade: '#7b766f', deep: '#4e4a46', light: '#e4e0da' };
const blazer = { base: '#27334a', shade: '#172033', light: '#3f4d68' };
const shirt = { base: '#c9d8e6', shade: '#93a6b8' };
const BEARD =
  'M146 250 C150 276 160 298 174 312 C184 320 194 324 204 322 C224 318 244 304 258 284 C266 270 270 256 270 244 C264 262 252 280 236 292 C226 284 214 280 204 282 C196 277 184 277 176 281 C170 286 166 292 164 296 C156 284 150 268 146 250 Z';
export const sitter: Sitter = {
  seed: 61,
  skin,
  hair,
  iris: '#3d2b20',
  brow: '#5b554f',
  browWeight: 3.2,
  smileLines: 0.8,
  neck: 'M176 290 C178 318 176 340 166 366 L250 366 C242 340 240 314 244 284 Z',
  lips: { top: '#86493c', bottom: '#a05c4a', shine: '#cf957e' },
  blush: '#c07a60',
  foreheadShadow: 0.45,
  hairBack: `<path d="M140 210 C132 150 168 108 206 106 C252 106 284 142 280 210 L270 250 L146 250 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M12 520 C24 428 82 380 162 360 L206 400 L250 358 C330 378 376 428 392 520 Z" fill="${blazer.base}"/>
  <path d="M292 380 C338 400 372 444 386 520 L306 520 C306 470 300 420 292 380 Z" fill="${blazer.shade}"/>
  <path d="M50 438 C74 404 110 384 154 368 C124 392 94 420 76 470 Z" fill="${blazer.light}" opacity="0.6"/>
  <path d="M168 352 L206 420 L246 350 C230 344 184 344 168 352 Z" fill="${shirt.base}"/>
  <path d="M168 352 L186 400 L206 420 L194 372 Z M246 350 L228 396 L206 420 L220 370 Z" fill="${shirt.shade}"/>
  <path d="M160 362 L206 446 L188 520 L146 520 L130 424 L150 400 L136 380 Z" fill="${blazer.light}" opacity="0.7"/>
  <path d="M252 360 L206 446 L224 520 L266 520 L284 424 L262 400 L278 380 Z" fill="${blazer.shade}"/>
  ${stippled('M292 380 C338 400 372 444 386 520 L266 520 L284 424 L262 400 L278 380 Z', '#05080f', 0.45)}`,
  face: `<clipPath id="beard61"><path d="${BEARD}"/></clipPath>
  <path d="${BEARD}" fill="${hair.base}" opacity="0.55"/>
  ${stippled(BEARD, hair.deep, 0.45)}
  ${bristle({ clip: 'beard61', x0: 140, x1: 272, y0: 244, y1: 326, count: 480, color: hair.light, seed: 6, len: 3.2 })}
  ${bristle({ clip: 'beard61', x0: 140, x1: 272, y0: 244, y1: 326, count: 260, color: hair.deep, seed: 8, len: 3.2 })}
  <path d="M168 282 C176 277 194 276 208 283 C196 281 180 281 168 284 Z" fill="${hair.base}" opacity="0.9"/>
  <path d="M150 180 C170 176 186 178 196 182" stroke="${skin.shade}" stroke-width="1.2" fill="none" opacity="0.5"/>
  <path d="M152 190 C168 186 184 188 194 192" stroke="${skin.shade}" stroke-width="1" fill="none" opacity="0.4"/>`,
  hairFront: `<path d="M140 206 C132 150 168 106 206 104 C252 104 286 140 278 206 C272 186 262 170 248 158 C228 150 200 150 178 156 C160 166 148 184 140 206 Z" fill="${hair.base}"/>
  <path d="M206 104 C252 104 286 140 278 206 C272 186 262 170 248 158 C244 132 230 114 206 104 Z" fill="${hair.shade}"/>
  ${strands({
    inner: [
      [176, 154],
      [190, 130],
      [220, 116],
      [262, 130],
    ],
    outer: [
      [146, 196],
      [150, 120],
      [220, 100],
      [276, 190],
    ],
    count: 160,
    light: hair.light,
    shade: hair.deep,
    seed: 62,
    lightSide: 0.3,
    width: [0.6, 1.3],
  })}`,
};
