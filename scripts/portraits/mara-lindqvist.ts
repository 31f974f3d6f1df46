// Sample portrait: The founder: a silver bob swept across, a teal jacket.
import { stippled } from './art.js';
import { strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#e8c3a7', mid: '#d4a387', shade: '#b27c66', deep: '#86564a', light: '#f7e0ce' };
const hair = { base: '#bfb8ae', shade: '#8a837b', deep: '#5e5852', light: '#f2eee7' };
const jacket = { base: '#1f5a5c', shade: '#133d3f', light: '#3b7a77' };
const shirt = { base: '#ece3d3', shade: '#c6baa6' };
export const sitter: Sitter = {
  seed: 7,
  skin,
  hair,
  hairBack: `<path d="M150 240 C148 290 156 322 170 334 C200 340 236 340 262 332 C286 318 294 286 292 240 Z" fill="${hair.deep}"/>`,
  torso: `<path d="M16 520 C28 428 84 382 160 362 L206 396 L252 360 C330 380 374 428 388 520 Z" fill="${jacket.base}"/>
  <path d="M290 382 C336 402 370 444 382 520 L306 520 C306 470 300 420 290 382 Z" fill="${jacket.shade}"/>
  <path d="M52 438 C76 406 110 386 152 370 C122 394 94 420 76 468 Z" fill="${jacket.light}" opacity="0.55"/>
  <path d="M168 360 L206 440 L244 358 C228 350 184 350 168 360 Z" fill="${shirt.base}"/>
  <path d="M206 440 L244 358 C238 355 232 354 226 354 L202 424 Z" fill="${shirt.shade}"/>
  <path d="M160 362 L206 446 L188 520 L146 520 L130 424 L150 400 L136 380 Z" fill="${jacket.light}" opacity="0.7"/>
  <path d="M252 360 L206 446 L224 520 L266 520 L284 424 L262 400 L278 380 Z" fill="${jacket.shade}"/>
  ${stippled('M290 382 C336 402 370 444 382 520 L266 520 L284 424 L262 400 L278 380 Z', '#071e20', 0.45)}`,
  face: `<circle cx="270" cy="264" r="4" fill="#a98236"/><circle cx="269" cy="263" r="1.3" fill="#e9d59a"/>`,
  hairFront: `<path d="M180 116 C146 122 124 170 124 222 C124 262 130 298 148 326 C142 286 144 240 150 206 C156 172 170 146 190 132 Z" fill="${hair.base}"/>
  <path d="M180 116 C230 104 288 136 294 198 C298 244 294 294 274 330 C268 290 270 248 264 214 C256 176 228 152 194 146 C188 138 182 128 180 116 Z" fill="${hair.base}"/>
  <path d="M264 214 C270 248 268 290 274 330 C294 294 298 244 294 198 C290 168 278 148 260 134 C272 164 266 190 264 214 Z" fill="${hair.shade}"/>
  <path d="M194 146 C226 152 254 176 264 214 C256 188 236 166 204 154 Z" fill="${hair.deep}" opacity="0.6"/>
  <path d="M150 206 C144 240 142 286 148 326 C138 302 134 266 136 236 C138 220 144 210 150 206 Z" fill="${hair.shade}" opacity="0.45"/>
  ${strands({
    inner: [
      [182, 120],
      [166, 130],
      [148, 200],
      [150, 324],
    ],
    outer: [
      [178, 118],
      [136, 128],
      [122, 200],
      [146, 324],
    ],
    count: 70,
    light: hair.light,
    shade: hair.shade,
    seed: 11,
    lightSide: 0.9,
  })}
  ${strands({
    inner: [
      [186, 140],
      [228, 150],
      [260, 190],
      [268, 328],
    ],
    outer: [
      [182, 112],
      [272, 104],
      [300, 210],
      [278, 330],
    ],
    count: 150,
    light: hair.light,
    shade: hair.deep,
    seed: 12,
    lightSide: 0.05,
  })}`,
};
