/**
 * `npm run icons`: draws the installed app's icons from the chef's hat (src/components/chefHat.svg) with Debian's
 * Chromium, at exactly the sizes public/manifest.webmanifest declares. The PNGs are committed; run this again
 * after changing the hat.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../__tests__/e2e/support/chromium';

const root = path.resolve(__dirname, '..');
const hat = readFileSync(path.join(root, 'src/components/chefHat.svg'), 'utf8');
const HAT_ORANGE = '#c2410c';

/** The icons: the round hat as it is, and a maskable one whose hat sits inside the safe zone (the middle 80%). */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

function iconPage(size: number, maskable: boolean): string {
  // A maskable icon is cut to any shape by the platform: a full square of the hat's orange, the hat within it.
  const hatSize = maskable ? Math.round(size * 0.8) : size;
  const background = maskable ? HAT_ORANGE : 'transparent';
  const svg = hat.replace('<svg ', `<svg width="${hatSize}" height="${hatSize}" `);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};
    display:flex;align-items:center;justify-content:center">${svg}</body></html>`;
}

async function main() {
  const browser = await launchChromium();
  try {
    for (const { file, size, maskable } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(iconPage(size, maskable));
      await page.screenshot({ path: path.join(root, 'public/icons', file), omitBackground: !maskable });
      await page.close();
      console.log(`public/icons/${file}: ${size}×${size}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
