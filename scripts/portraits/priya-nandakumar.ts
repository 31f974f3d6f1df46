// Sample portrait: The language lead: long dark hair over one shoulder, round glasses, a gold chain.
import { stippled } from './art.js';
import { strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#b98061', mid: '#a06a4d', shade: '#82523a', deep: '#5c3626', light: '#d39c7b' };
const hair = { base: '#2a201d', shade: '#1a1412', deep: '#0e0b0a', light: '#5d4c44' };
const top = { base: '#2f4161', shade: '#1d2a42', light: '#4b6088' };
const GLASS = '#3b2418';
export const sitter: Sitter = {
  seed: 33,
  skin,
  hair,
  iris: '#3a2518',
  brow: '#1c1411',
  browWeight: 2.8,
  white: ['#e6d8ca', '#d4c3b3'],
  lips: { top: '#7d4034', bottom: '#9a5443', shine: '#c98a74' },
  blush: '#b56a55',
  foreheadShadow: 0.5,
  smileLines: 0.35,
  hairBack: `<path d="M144 200 C136 150 166 102 204 102 C250 102 282 138 284 200 C286 230 280 260 270 280 L150 250 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M18 520 C30 430 86 384 164 364 C184 382 228 384 248 362 C328 382 372 428 386 520 Z" fill="${top.base}"/>
  <path d="M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z" fill="${top.shade}"/>
  <path d="M54 440 C78 408 112 388 156 372 C126 396 96 422 78 470 Z" fill="${top.light}" opacity="0.55"/>
  <path d="M160 362 L172 352 L246 352 L252 360 C244 376 230 392 206 394 C184 394 168 380 160 362 Z" fill="${skin.mid}"/>
  <path d="M226 380 C236 376 244 370 248 362 C244 378 232 390 214 394 Z" fill="${skin.shade}"/>
  <path d="M172 370 C184 388 226 390 242 368" stroke="#c9a24f" stroke-width="1.4" fill="none"/>
  <circle cx="206" cy="389" r="2.6" fill="#d8b45c"/>
  ${stippled('M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z', '#0b1222', 0.45)}
  <!-- the long hair falls over the near shoulder -->
  <path d="M258 250 C272 300 280 350 300 400 C310 430 318 470 316 520 L282 520 C284 470 278 430 266 392 C254 350 248 300 250 250 Z" fill="${hair.base}"/>
  ${strands({
    inner: [
      [252, 250],
      [256, 320],
      [268, 400],
      [290, 520],
    ],
    outer: [
      [262, 250],
      [280, 320],
      [300, 410],
      [314, 520],
    ],
    count: 90,
    light: hair.light,
    shade: hair.deep,
    seed: 44,
    lightSide: 0.1,
    width: [0.6, 1.4],
  })}`,
  face: `<g fill="none" stroke="${GLASS}" stroke-width="2.6">
    <ellipse cx="168" cy="222" rx="13" ry="14"/>
    <ellipse cx="219" cy="221" rx="17" ry="15.5"/>
    <path d="M181 219 C188 215 196 215 202 218"/>
    <path d="M236 218 L264 224"/>
  </g>
  <path d="M157 214 C161 210 166 209 170 210" stroke="#f4e6d8" stroke-width="1.4" fill="none" opacity="0.7" stroke-linecap="round"/>
  <path d="M206 212 C211 208 217 207 222 208" stroke="#f4e6d8" stroke-width="1.4" fill="none" opacity="0.6" stroke-linecap="round"/>
  <circle cx="266" cy="262" r="3" fill="#d8b45c"/>`,
  hairFront: `<path d="M192 112 C158 116 136 150 136 196 C136 214 140 230 146 246 C146 222 150 196 160 176 C170 156 186 140 204 132 C200 124 196 118 192 112 Z" fill="${hair.base}"/>
  <path d="M192 112 C236 104 276 132 284 188 C286 214 280 236 268 252 C268 226 264 202 254 184 C242 164 224 146 204 132 C200 124 196 118 192 112 Z" fill="${hair.base}"/>
  <path d="M254 184 C264 202 268 226 268 252 C280 236 286 214 284 188 C282 166 274 148 262 134 C268 150 262 168 254 184 Z" fill="${hair.deep}"/>
  ${strands({
    inner: [
      [194, 116],
      [176, 130],
      [152, 170],
      [146, 244],
    ],
    outer: [
      [190, 112],
      [150, 120],
      [136, 170],
      [140, 240],
    ],
    count: 70,
    light: hair.light,
    shade: hair.deep,
    seed: 45,
    lightSide: 0.9,
    width: [0.6, 1.4],
  })}
  ${strands({
    inner: [
      [200, 130],
      [226, 148],
      [256, 184],
      [266, 250],
    ],
    outer: [
      [194, 110],
      [256, 104],
      [286, 170],
      [272, 252],
    ],
    count: 130,
    light: hair.light,
    shade: hair.deep,
    seed: 46,
    lightSide: 0.05,
    width: [0.6, 1.4],
  })}`,
};
