// What `npm run screenshots` does to a page before its picture, and how it encodes the docs' pictures.
import type { Browser, Page } from 'playwright-core';

/**
 * A full-page picture shows the whole page as a reader who scrolls sees it: offscreen sections, which skip
 * rendering until they near the screen (content-visibility), are laid out, and lazy images are loaded.
 */
export async function showWholePage(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '.band, .site-footer, .prose-section { content-visibility: visible !important; }',
  });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    }
    window.scrollTo(0, 0);
    // Lazy images in a sideways rail never come into view by scrolling down: load them all now.
    for (const img of document.images) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
      ),
    );
    // Decoded too: a large portrait that is still decoding would be a blank frame in the picture.
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** A PNG re-encoded as WebP in the page's own canvas: no image tool to install. */
export async function toWebp(browser: Browser, png: Buffer, quality = 0.72): Promise<Buffer> {
  const page = await browser.newPage();
  const data = await page.evaluate(
    async ({ src, quality }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      canvas.getContext('2d')?.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, quality },
  );
  await page.close();
  return Buffer.from(data, 'base64');
}
