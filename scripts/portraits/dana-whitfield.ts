// Sample portrait: A quoted client: fair, long straight blonde hair, a camel coat over cream.
import { stippled } from './art.js';
import { strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#efcbb4', mid: '#dcaf95', shade: '#bd8a73', deep: '#8f5d4e', light: '#fbe6d8' };
const hair = { base: '#d9b77a', shade: '#b08a52', deep: '#7c5e35', light: '#f6e3b4' };
const coat = { base: '#b48a5e', shade: '#85633f', light: '#cfa97c' };
const knit = { base: '#efe7d8', shade: '#cbbfa8' };
export const sitter: Sitter = {
  seed: 51,
  skin,
  hair,
  iris: '#5a7a6a',
  brow: '#8f6e45',
  browWeight: 2.2,
  lips: { top: '#a8565a', bottom: '#c46f70', shine: '#f0a9a6' },
  blush: '#e4928a',
  hairBack: `<path d="M132 200 C120 140 160 98 204 98 C256 98 292 140 290 206 C292 270 304 320 316 350 C260 372 150 372 104 350 C116 316 126 270 132 200 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M16 520 C28 428 84 382 160 362 L206 380 L252 360 C330 380 374 428 388 520 Z" fill="${coat.base}"/>
  <path d="M290 382 C336 402 370 444 382 520 L306 520 C306 470 300 420 290 382 Z" fill="${coat.shade}"/>
  <path d="M52 438 C76 406 110 386 152 370 C122 394 94 420 76 468 Z" fill="${coat.light}" opacity="0.6"/>
  <path d="M170 344 C172 366 180 384 206 386 C232 384 242 366 244 340 L246 362 C250 392 232 410 206 410 C180 410 164 392 166 362 Z" fill="${knit.base}"/>
  <path d="M166 362 C164 392 180 410 206 410 L206 520 L150 520 L140 420 Z" fill="${knit.base}"/>
  <path d="M246 362 C250 392 232 410 206 410 L206 520 L262 520 L272 420 Z" fill="${knit.shade}"/>
  <path d="M150 520 L140 420 L120 400 L150 376 L160 362 L140 520 Z" fill="${coat.light}" opacity="0.7"/>
  ${stippled('M290 382 C336 402 370 444 382 520 L306 520 C306 470 300 420 290 382 Z', '#2b1a0c', 0.4)}`,
  hairFront: `<path d="M190 108 C150 112 124 150 122 200 C120 250 116 300 104 346 C124 330 134 300 140 270 C146 240 148 210 158 186 C168 164 186 146 206 134 Z" fill="${hair.base}"/>
  <path d="M190 108 C240 100 282 132 288 190 C292 240 296 290 318 342 C298 332 284 306 276 276 C270 250 270 222 260 196 C250 172 230 150 206 134 C200 126 194 118 190 108 Z" fill="${hair.base}"/>
  <path d="M260 196 C270 222 270 250 276 276 C284 306 298 332 318 342 C300 300 294 250 290 200 C288 170 278 146 262 130 C272 152 268 176 260 196 Z" fill="${hair.shade}"/>
  ${strands({
    inner: [
      [196, 114],
      [170, 140],
      [150, 240],
      [112, 340],
    ],
    outer: [
      [190, 108],
      [140, 116],
      [120, 230],
      [102, 346],
    ],
    count: 90,
    light: hair.light,
    shade: hair.deep,
    seed: 52,
    lightSide: 0.9,
  })}
  ${strands({
    inner: [
      [202, 134],
      [240, 160],
      [272, 260],
      [310, 340],
    ],
    outer: [
      [192, 106],
      [276, 108],
      [292, 250],
      [318, 344],
    ],
    count: 150,
    light: hair.light,
    shade: hair.deep,
    seed: 53,
    lightSide: 0.05,
  })}`,
};
