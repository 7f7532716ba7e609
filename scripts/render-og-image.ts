/**
 * Renders the share image (public/og-image.png, 1200x630) from scripts/og-image.html and the
 * Organization logo (public/logo.png, 512x512) from public/logo.svg, with the system Chromium.
 *
 *   npx tsx scripts/render-og-image.ts            (SITE_NAME=... to brand it differently)
 *
 * The PNGs are committed; run this again only after changing the design or the site name.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SITE_NAME_DEFAULT } from '../core/constants.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGO_SIZE = 512;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function main(): Promise<void> {
  const siteName = process.env.SITE_NAME?.trim() || SITE_NAME_DEFAULT;
  const html = readFileSync(path.join(ROOT, 'scripts/og-image.html'), 'utf8').replaceAll(
    '{{SITE_NAME}}',
    escapeHtml(siteName),
  );
  const logoSvg = readFileSync(path.join(ROOT, 'public/logo.svg'), 'utf8');

  // A fresh profile each run: nothing cached or remembered between renders.
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'og-image-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setContent(html, { waitUntil: 'load' });
    const ogPath = path.join(ROOT, 'public/og-image.png');
    await page.screenshot({
      path: ogPath,
      clip: { x: 0, y: 0, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
    });
    console.log(`wrote ${path.relative(ROOT, ogPath)} (${SHARE_IMAGE_WIDTH}x${SHARE_IMAGE_HEIGHT})`);

    await page.setViewportSize({ width: LOGO_SIZE, height: LOGO_SIZE });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${logoSvg.replace('<svg ', `<svg style="display:block;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px" `)}</body></html>`,
    );
    const logoPath = path.join(ROOT, 'public/logo.png');
    await page.screenshot({
      path: logoPath,
      omitBackground: true,
      clip: { x: 0, y: 0, width: LOGO_SIZE, height: LOGO_SIZE },
    });
    console.log(`wrote ${path.relative(ROOT, logoPath)} (${LOGO_SIZE}x${LOGO_SIZE})`);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
