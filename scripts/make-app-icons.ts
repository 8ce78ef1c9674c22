// Draws the installable app's icons (src/web/public/icons/icon-192.png, icon-512.png) from the
// lotus of favicon.svg, in Chromium, so no image tool is needed. The PNGs are committed; run again
// after changing the lotus or the light theme's background:
//   node --import tsx scripts/make-app-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'src/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const lotus = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1] ?? '';
// The light theme's --background (styles.css), full bleed: the icon is also `maskable`, so the
// lotus stays inside the middle 80% circle that every launcher mask keeps.
const BACKGROUND = '#fbf7f0';
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BACKGROUND}"/>
  <g transform="translate(16 16) scale(0.62) translate(-16 -15.4)">${lotus}</g>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${icon}`,
    );
    await page.screenshot({ path: path.join(publicDir, 'icons', `icon-${size}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
