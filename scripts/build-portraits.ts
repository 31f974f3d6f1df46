// `npx tsx scripts/build-portraits.ts`: draws the sample's illustrated portraits (scripts/portraits/, one file per
// person, one art direction) and the fixtures' stand-in photos, and writes them as WebP or JPEG, encoded by
// Chromium itself (needs /usr/bin/chromium). An owner never runs this: they drop their photos into content/assets/.
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';
import { sitter as amaraOkafor } from './portraits/amara-okafor.js';
import { sitter as danaWhitfield } from './portraits/dana-whitfield.js';
import { sitter as janaKranich } from './portraits/jana-kranich.js';
import { sitter as maraLind } from './portraits/mara-lind.js';
import { sitter as maraLindqvist } from './portraits/mara-lindqvist.js';
import { portrait, type Sitter } from './portraits/pose.js';
import { sitter as priyaNandakumar } from './portraits/priya-nandakumar.js';
import { sitter as rafaelOrtiz } from './portraits/rafael-ortiz.js';
import { sitter as tomasIbarra } from './portraits/tomas-ibarra.js';

interface Target {
  sitter: Sitter;
  file: string;
  /** Output size: 4:5 for the sample; a square for the fixtures' stand-in photos, cropped from the top. */
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg';
  quality: number;
}

/** The founder at 600 × 750 (the hero shows up to 380 px wide), the team at 400 × 500, clients at 160 × 200. */
const TARGETS: Target[] = [
  {
    sitter: maraLindqvist,
    file: 'content/assets/people/mara-lindqvist.webp',
    width: 600,
    height: 750,
    type: 'image/webp',
    quality: 0.8,
  },
  {
    sitter: tomasIbarra,
    file: 'content/assets/people/tomas-ibarra.webp',
    width: 400,
    height: 500,
    type: 'image/webp',
    quality: 0.8,
  },
  {
    sitter: priyaNandakumar,
    file: 'content/assets/people/priya-nandakumar.webp',
    width: 400,
    height: 500,
    type: 'image/webp',
    quality: 0.8,
  },
  {
    sitter: danaWhitfield,
    file: 'content/assets/clients/dana-whitfield.webp',
    width: 160,
    height: 200,
    type: 'image/webp',
    quality: 0.82,
  },
  {
    sitter: rafaelOrtiz,
    file: 'content/assets/clients/rafael-ortiz.webp',
    width: 160,
    height: 200,
    type: 'image/webp',
    quality: 0.82,
  },
  {
    sitter: amaraOkafor,
    file: 'content/assets/clients/amara-okafor.webp',
    width: 160,
    height: 200,
    type: 'image/webp',
    quality: 0.82,
  },
  {
    sitter: maraLind,
    file: 'test/fixtures/content/assets/people/mara-lind.jpg',
    width: 400,
    height: 400,
    type: 'image/jpeg',
    quality: 0.72,
  },
  {
    sitter: janaKranich,
    file: 'test/fixtures/content-de/assets/people/jana-kranich.jpg',
    width: 400,
    height: 400,
    type: 'image/jpeg',
    quality: 0.72,
  },
];

/** The SVG drawn at the target's width (its height at 4:5), then cropped from the top and encoded by the canvas. */
async function draw(page: Page, target: Target): Promise<Buffer> {
  const svg = portrait(target.sitter);
  const data = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width, height];
      canvas.getContext('2d')?.drawImage(img, 0, 0, width, (width * 5) / 4);
      return canvas.toDataURL(type, quality).split(',')[1] ?? '';
    },
    { svg, width: target.width, height: target.height, type: target.type, quality: target.quality },
  );
  return Buffer.from(data, 'base64');
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const target of TARGETS) {
    const bytes = await draw(page, target);
    writeFileSync(target.file, bytes);
    console.log(`${target.file}: ${target.width} × ${target.height}, ${bytes.byteLength} bytes`);
  }
} finally {
  await browser.close();
}
