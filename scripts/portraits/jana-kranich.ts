// Fixture portrait (test/fixtures/content-de), a stand-in for an owner's photo: short ash-brown hair, rectangular
// glasses, a blue blouse. Square, as a phone photo often is: the pages crop it to their 4:5 frame.
import { stippled } from './art.js';
import { strands } from './hair.js';
import type { Sitter } from './pose.js';

const skin = { base: '#ecc6ab', mid: '#d7a98d', shade: '#b8866f', deep: '#8a5b4a', light: '#f8e2d1' };
const hair = { base: '#7b6a5c', shade: '#5a4c41', deep: '#3a302a', light: '#b8a594' };
const blouse = { base: '#2d6a96', shade: '#1c4a6c', light: '#4d89b4' };
const GLASS = '#2a2623';
export const sitter: Sitter = {
  seed: 81,
  skin,
  hair,
  iris: '#4f6b58',
  brow: '#4a3d33',
  browWeight: 2.4,
  lips: { top: '#9c5550', bottom: '#b86b64', shine: '#e6a59a' },
  hairBack: `<path d="M140 206 C128 146 166 100 206 100 C252 100 288 140 282 210 L272 262 L146 262 Z" fill="${hair.shade}"/>`,
  torso: `<path d="M16 520 C28 430 86 384 164 364 C184 384 228 386 248 362 C328 382 372 428 386 520 Z" fill="${blouse.base}"/>
  <path d="M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z" fill="${blouse.shade}"/>
  <path d="M54 440 C78 408 112 388 156 372 C126 396 96 422 78 470 Z" fill="${blouse.light}" opacity="0.6"/>
  <path d="M160 362 L172 352 L246 352 L252 360 L206 418 Z" fill="${skin.mid}"/>
  <path d="M160 362 L206 418 L188 430 L150 372 Z M252 360 L206 418 L224 430 L262 372 Z" fill="${blouse.light}"/>
  ${stippled('M292 384 C336 404 368 446 380 520 L302 520 C302 470 298 424 292 384 Z', '#0a1a28', 0.45)}`,
  face: `<g fill="none" stroke="${GLASS}" stroke-width="2.6" stroke-linejoin="round">
    <path d="M154 212 L182 212 L180 232 L156 232 Z"/>
    <path d="M203 211 L238 211 L236 233 L205 233 Z"/>
    <path d="M182 216 C188 212 196 212 203 215"/>
    <path d="M238 214 L264 222"/>
  </g>
  <path d="M158 215 L172 215" stroke="#fff" stroke-width="1.2" opacity="0.6"/>`,
  hairFront: `<path d="M146 210 C136 156 168 110 208 106 C254 104 286 140 280 206 C272 184 258 166 236 160 C226 176 206 180 186 174 C170 180 156 192 146 210 Z" fill="${hair.base}"/>
  <path d="M236 160 C258 166 272 184 280 206 C284 172 274 140 250 122 C254 140 248 152 236 160 Z" fill="${hair.deep}" opacity="0.7"/>
  ${strands({
    inner: [
      [200, 110],
      [188, 130],
      [170, 156],
      [150, 200],
    ],
    outer: [
      [214, 104],
      [246, 110],
      [270, 140],
      [278, 200],
    ],
    count: 170,
    light: hair.light,
    shade: hair.deep,
    seed: 82,
    lightSide: 0.05,
    width: [0.6, 1.4],
  })}`,
};
