// One sitter in the sample portraits' shared pose: three-quarter view toward the viewer's left (toward the
// headline the portrait stands beside), key light from the upper left (the far cheek lit, the broad near side in
// shadow), the same paper, grain and brush edge; each person brings skin, hair, clothes and features.
import { finish, paper, stippled, svg } from './art.js';

/** Light to dark tones of one material: skin, hair. */
export interface Tones {
  base: string;
  mid?: string;
  shade: string;
  deep: string;
  light: string;
}

export interface Sitter {
  seed: number;
  skin: Required<Tones>;
  hair: Tones;
  paper?: string;
  iris?: string;
  lips?: { top: string; bottom: string; shine: string };
  brow?: string;
  browWeight?: number;
  blush?: string;
  white?: readonly [string, string];
  lid?: string;
  /** The neck's outline, for a broader one. */
  neck?: string;
  foreheadShadow?: number;
  smileLines?: number;
  hairBack?: string;
  torso: string;
  /** Drawn over the face: beard, glasses, earrings. */
  face?: string;
  hairFront?: string;
  top?: string;
}

const FACE =
  'M198 132 C236 130 264 154 270 192 C274 218 272 242 266 262 C258 284 244 300 226 312 C214 319 200 322 190 320 C178 318 168 310 160 298 C152 286 148 270 146 256 C142 244 139 232 140 220 C141 206 143 196 146 184 C156 152 174 134 198 132 Z';
const SIDE =
  'M232 146 C256 164 270 196 270 228 C270 258 258 286 236 306 C226 314 214 319 204 321 C226 298 240 270 242 238 C244 204 240 172 232 146 Z';
const SHADOW =
  'M246 158 C262 178 272 206 270 236 C268 264 254 290 232 308 C224 314 216 318 210 320 C232 296 248 268 252 238 C256 210 254 182 246 158 Z';
const SILHOUETTE =
  'M196 100 C124 98 104 168 110 240 C114 288 124 318 152 330 L166 364 C90 384 36 430 24 520 L380 520 C368 430 326 386 252 362 L262 330 C294 316 302 282 300 236 C298 158 272 100 196 100 Z';

export function portrait(p: Sitter): string {
  const { skin, hair } = p;
  const iris = p.iris ?? '#56707c';
  const lips = p.lips ?? { top: '#94524c', bottom: '#b5706a', shine: '#e0a196' };
  const brow = p.brow ?? hair.deep;
  const blush = p.blush ?? '#dc8f84';
  const white = p.white ?? ['#ebe0d4', '#ddcfc1'];
  const lid = p.lid ?? '#33241f';
  return svg(
    `${paper(p.paper ?? '#e6ddcc')}
<g transform="translate(-45 -62) scale(1.22)">
<path d="${SILHOUETTE}" fill="#4a3a2c" opacity="0.3" filter="url(#softer)" transform="translate(26 12)"/>
<g filter="url(#rough)">
  ${p.hairBack ?? ''}
  <!-- neck -->
  <path d="${p.neck ?? 'M182 292 C184 318 182 340 172 366 L244 366 C236 340 234 314 238 288 Z'}" fill="${skin.mid}"/>
  <path d="M180 300 C196 326 224 328 240 298 L238 342 C220 352 198 352 181 342 Z" fill="${skin.deep}" opacity="0.55"/>
  <path d="M220 318 C226 338 232 354 244 366 L230 366 C224 352 220 336 220 318 Z" fill="${skin.shade}"/>
  <path d="M196 330 C200 344 204 356 206 366" stroke="${skin.shade}" stroke-width="2" fill="none" opacity="0.6"/>
  ${p.torso}
  <!-- the near ear, in shadow -->
  <path d="M262 220 C276 210 284 232 278 250 C274 262 264 266 258 258 Z" fill="${skin.shade}"/>
  <path d="M266 228 C273 232 273 246 266 252" stroke="${skin.deep}" stroke-width="2.2" fill="none" opacity="0.7"/>
  <!-- face: lit plane, side plane, shadow -->
  <path d="${FACE}" fill="${skin.base}"/>
  <path d="M146 256 C150 274 158 292 170 306 C178 314 186 319 194 321 C182 310 172 294 168 276 C158 272 150 266 146 256 Z" fill="${skin.mid}" opacity="0.8"/>
  <path d="${SIDE}" fill="${skin.mid}"/>
  <path d="${SHADOW}" fill="${skin.shade}"/>
  ${stippled(SHADOW, skin.deep, 0.4)}
  <path d="M148 232 C156 226 170 228 176 238 C166 240 156 240 148 232 Z" fill="${skin.light}" opacity="0.55" filter="url(#soft)"/>
  <path d="M144 198 C162 166 194 152 230 154 C248 162 262 182 266 206 C250 182 224 170 196 170 C176 172 158 184 144 198 Z" fill="${skin.shade}" opacity="${p.foreheadShadow ?? 0.7}"/>
  <path d="M150 252 C156 246 168 246 174 254 C168 262 156 262 150 252 Z" fill="${blush}" opacity="0.35" filter="url(#soft)"/>
  <path d="M218 254 C226 246 242 246 248 256 C240 264 226 264 218 254 Z" fill="${blush}" opacity="0.25" filter="url(#soft)"/>
  <!-- brows -->
  <path d="M154 207 C160 201 172 199 182 203 C172 203 162 204 154 207 Z" stroke="${brow}" stroke-width="${p.browWeight ?? 2.4}" stroke-linejoin="round" fill="${brow}"/>
  <path d="M202 202 C214 196 232 196 243 204 C231 201 215 200 202 202 Z" stroke="${brow}" stroke-width="${(p.browWeight ?? 2.4) + 0.4}" stroke-linejoin="round" fill="${brow}"/>
  <path d="M204 214 C212 206 234 206 244 214 C234 212 214 212 204 214 Z" fill="${skin.shade}"/>
  <!-- eyes -->
  <clipPath id="eyeL${p.seed}"><path d="M158 223 C162 218 172 217 178 222 C172 227 163 227 158 223 Z"/></clipPath>
  <clipPath id="eyeR${p.seed}"><path d="M206 222 C212 215 226 214 234 221 C226 227 214 228 206 222 Z"/></clipPath>
  <path d="M158 223 C162 218 172 217 178 222 C172 227 163 227 158 223 Z" fill="${white[0]}"/>
  <path d="M206 222 C212 215 226 214 234 221 C226 227 214 228 206 222 Z" fill="${white[1]}"/>
  <g clip-path="url(#eyeL${p.seed})"><circle cx="167" cy="222.5" r="4.4" fill="${iris}"/><circle cx="166.5" cy="222.5" r="2" fill="#161b1f"/><path d="M154 215 L182 215 L182 221 C174 218 164 218 154 221 Z" fill="${skin.deep}" opacity="0.5"/></g>
  <g clip-path="url(#eyeR${p.seed})"><circle cx="217" cy="221.5" r="5" fill="${iris}"/><circle cx="216.5" cy="221.5" r="2.2" fill="#161b1f"/><path d="M204 214 L236 214 L236 220 C226 217 214 217 204 220 Z" fill="${skin.deep}" opacity="0.5"/></g>
  <circle cx="165.5" cy="220.8" r="1.05" fill="#fff" opacity="0.95"/>
  <circle cx="215" cy="219.8" r="1.15" fill="#fff" opacity="0.9"/>
  <path d="M156.5 223.5 C161 216.5 173 215.5 180 222" stroke="${lid}" stroke-width="2.2" stroke-linecap="round" fill="none"/>
  <path d="M204 222.5 C210 214 227 213 236 221" stroke="${lid}" stroke-width="2.5" stroke-linecap="round" fill="none"/>
  <path d="M158 214 C163 211 172 211 177 214" stroke="${skin.deep}" stroke-width="1.1" fill="none" opacity="0.5"/>
  <path d="M207 213 C214 209 226 209 233 213" stroke="${skin.deep}" stroke-width="1.2" fill="none" opacity="0.55"/>
  <path d="M160 228 C165 230.5 172 230 176 227.5" stroke="${skin.deep}" stroke-width="1" fill="none" opacity="0.5"/>
  <path d="M208 228 C215 231 224 230 230 227" stroke="${skin.deep}" stroke-width="1" fill="none" opacity="0.5"/>
  <!-- nose -->
  <path d="M190 224 C190 238 186 252 178 262 C182 268 192 270 200 266 C198 256 196 240 190 224 Z" fill="${skin.shade}"/>
  <path d="M186 226 C186 240 182 252 176 260" stroke="${skin.light}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.6"/>
  <path d="M172 262 C174 256 181 255 185 259 C182 263 177 264 172 262 Z" fill="${skin.light}" opacity="0.85"/>
  <path d="M175 265.5 C178 268 182 268.5 185 267" stroke="${skin.deep}" stroke-width="1.8" fill="none" stroke-linecap="round"/>
  <path d="M193 268 C196 268.5 199 267 201 264.5" stroke="${skin.deep}" stroke-width="1.8" fill="none" stroke-linecap="round"/>
  <path d="M178 273 C186 277 198 277 206 270 C200 279 188 280 178 273 Z" fill="${skin.shade}"/>
  <path d="M202 268 C208 276 212 284 212 292" stroke="${skin.shade}" stroke-width="1.6" fill="none" opacity="${p.smileLines ?? 0.6}" stroke-linecap="round"/>
  <!-- mouth -->
  <path d="M170 289 C175 285 181 285 186 287 C192 285 199 285 208 288 C201 291 194 292 187 292 C181 292 175 291 170 289 Z" fill="${lips.top}"/>
  <path d="M172 290 C179 299 196 300 206 290 C196 294 181 294 172 290 Z" fill="${lips.bottom}"/>
  <path d="M178 294.5 C184 296.5 192 296.5 199 294.5" stroke="${lips.shine}" stroke-width="1.3" fill="none" opacity="0.7" stroke-linecap="round"/>
  <path d="M168 286.5 C169.5 288 170.5 289 172 290" stroke="${skin.deep}" stroke-width="1.5" fill="none" stroke-linecap="round"/>
  <path d="M206 290 C208 289 210 287 211 285.5" stroke="${skin.deep}" stroke-width="1.5" fill="none" stroke-linecap="round"/>
  <path d="M176 303 C182 306 192 306 198 303 C192 309 182 309 176 303 Z" fill="${skin.shade}" opacity="0.8"/>
  ${p.face ?? ''}
  ${p.hairFront ?? ''}
  ${p.top ?? ''}
</g>
</g>
${finish()}`,
    p.seed,
  );
}
