/**
 * Draws the social cards (Open Graph / Twitter images, 1200 × 630 PNG) into static/img/social/:
 * card-de.png for the German edition, card-en.png for the others (config/seo.ts). Run it after a
 * change of the texts or the palette, with Debian's chromium installed:
 *
 *   npx tsx scripts/make-social-cards.ts
 *
 * The PNG files are committed: the build itself needs no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS} from '../tests/lib/browser';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'static/img/social');

const cards = {
  // U+2011 (non-breaking hyphen) keeps "3D-Erlebnisse" on one line.
  de: {title: 'Dokumentation', lead: 'Für webbasierte Augmented-Reality- und 3D\u2011Erlebnisse', sections: 'Studio · APIs · Konto · Schnellstart'},
  en: {title: 'Documentation', lead: 'For building web-based augmented reality and 3D experiences', sections: 'Studio · APIs · Account · Quickstart'},
} as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] as string);

function cardHtml({title, lead, sections}: (typeof cards)[keyof typeof cards]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #fff;
    background: linear-gradient(135deg, #520c7f 0%, #7611b6 55%, #9919ea 100%); display: flex; flex-direction: column;
    justify-content: space-between; box-sizing: border-box; padding: 72px 84px; }
  .brand { display: flex; align-items: center; gap: 22px; font-size: 44px; font-weight: 700; }
  .mark { width: 72px; height: 72px; border-radius: 16px; background: #fff; display: flex; flex-direction: column;
    justify-content: center; gap: 11px; padding: 0 16px; box-sizing: border-box; }
  .mark span { display: block; height: 7px; border-radius: 4px; background: #7611b6; }
  h1 { font-size: 104px; margin: 0 0 18px; letter-spacing: -1px; }
  p { font-size: 36px; line-height: 1.3; margin: 0; max-width: 1000px; }
  .sections { font-size: 30px; opacity: 0.95; }
  </style></head><body>
  <div class="brand"><div class="mark"><span></span><span></span><span></span></div>8th Wall</div>
  <div><h1>${escape(title)}</h1><p>${escape(lead)}</p></div>
  <div class="sections">${escape(sections)}</div>
  </body></html>`;
}

async function main() {
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
    for (const [language, card] of Object.entries(cards)) {
      await page.setContent(cardHtml(card));
      const file = path.join(outDir, `card-${language}.png`);
      await page.screenshot({path: file, type: 'png'});
      console.log(`${path.relative(root, file)} (${fs.statSync(file).size} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
