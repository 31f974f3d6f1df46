// Fixture portrait (test/fixtures/content), a stand-in for an owner's photo: dark wavy hair to the shoulders, a
// green cardigan. Square, as a phone photo often is: the pages crop it to their 4:5 frame.
import { stippled } from './art.js';
import { strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#d6a584', mid: '#c08e6c', shade: '#9f6d52', deep: '#734a39', light: '#ebc3a4' };
const hair = { base: '#3b2a24', shade: '#281c18', deep: '#150f0c', light: '#7a5b4c' };
const knit = { base: '#4e6b52', shade: '#364c39', light: '#6e8d71' };
const shirt = { base: '#efe8dc', shade: '#cfc5b3' };
export const sitter: Sitter = {
  seed: 91,
  skin,
  hair,
  iris: '#3e2a1e',
  brow: '#241a16',
  browWeight: 2.8,
  lips: { top: '#8d4a44', bottom: '#a8605a', shine: '#d79a8d' },
  blush: '#c98272',
  hairBack: `<path d="M130 200 C118 140 158 96 206 96 C258 96 294 140 292 206 C294 266 306 318 320 352 C262 374 150 374 100 352 C114 318 126 266 130 200 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M16 520 C28 428 84 382 160 362 L206 396 L252 360 C330 380 374 428 388 520 Z" fill="${knit.base}"/>
  <path d="M290 382 C336 402 370 444 382 520 L306 520 C306 470 300 420 290 382 Z" fill="${knit.shade}"/>
  <path d="M52 438 C76 406 110 386 152 370 C122 394 94 420 76 468 Z" fill="${knit.light}" opacity="0.55"/>
  <path d="M168 360 L206 430 L244 358 C228 350 184 350 168 360 Z" fill="${shirt.base}"/>
  <path d="M206 430 L244 358 C238 355 232 354 226 354 L202 416 Z" fill="${shirt.shade}"/>
  ${stippled('M290 382 C336 402 370 444 382 520 L306 520 C306 470 300 420 290 382 Z', '#0f1a10', 0.45)}`,
  hairFront: `<path d="M196 106 C152 110 126 150 124 202 C122 256 114 304 100 348 C122 334 134 302 140 272 C146 240 150 210 160 186 C172 162 188 146 206 136 Z" fill="${hair.base}"/>
  <path d="M196 106 C244 100 284 132 290 192 C294 242 300 292 320 344 C298 334 284 306 278 276 C272 248 272 220 262 196 C252 172 230 150 206 136 C202 126 198 116 196 106 Z" fill="${hair.base}"/>
  ${strands({
    inner: [
      [198, 112],
      [172, 140],
      [152, 240],
      [110, 342],
    ],
    outer: [
      [194, 106],
      [142, 116],
      [122, 232],
      [100, 348],
    ],
    count: 90,
    light: hair.light,
    shade: hair.deep,
    seed: 92,
    lightSide: 0.9,
  })}
  ${strands({
    inner: [
      [204, 134],
      [242, 160],
      [274, 260],
      [312, 342],
    ],
    outer: [
      [196, 104],
      [278, 108],
      [294, 250],
      [320, 346],
    ],
    count: 150,
    light: hair.light,
    shade: hair.deep,
    seed: 93,
    lightSide: 0.05,
  })}`,
};
