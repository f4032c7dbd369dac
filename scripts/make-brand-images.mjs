#!/usr/bin/env node
/**
 * Renders the share card (public/og-image.png, 1200×630) and the PNG app icons from HTML in
 * headless Chromium, using the site's own fonts and colours. Run after changing the brand:
 *
 *   node scripts/make-brand-images.mjs
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";

const font = (path) =>
  `data:font/woff2;base64,${readFileSync(resolve("node_modules", path)).toString("base64")}`;
const display = font(
  "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
);
const body = font("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const siteSource = readFileSync("content/site.ts", "utf8");
const brandName = siteSource.match(/brandName: "([^"]+)"/)?.[1] ?? "";
const tagline = siteSource.match(/tagline: "([^"]+)"/)?.[1] ?? "";

const mark = (size) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 36 36"><rect width="36" height="36" rx="10" fill="#c2410c"/><path d="M14 11.5v13l10.5-6.5z" fill="#fff"/></svg>`;

const shareCard = `<!doctype html><html><head><style>
@font-face{font-family:Display;src:url(${display}) format("woff2");font-weight:200 800}
@font-face{font-family:Body;src:url(${body}) format("woff2");font-weight:100 900}
body{margin:0;width:1200px;height:630px;overflow:hidden;background:#0f1b2d;color:#fff;font-family:Body}
.glow1{position:absolute;right:-160px;top:-200px;width:640px;height:640px;border-radius:50%;background:rgba(194,65,12,.45);filter:blur(110px)}
.glow2{position:absolute;left:-160px;bottom:-260px;width:560px;height:560px;border-radius:50%;background:rgba(15,118,110,.5);filter:blur(110px)}
.wrap{position:relative;padding:72px 80px;height:100%;box-sizing:border-box;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:18px;font-family:Display;font-weight:700;font-size:34px;letter-spacing:-.01em}
.eyebrow{margin-top:auto;color:#ffb38a;font-weight:600;letter-spacing:.14em;text-transform:uppercase;font-size:22px}
h1{font-family:Display;font-weight:800;font-size:92px;line-height:1.02;letter-spacing:-.03em;margin:18px 0 0}
p{color:rgba(255,255,255,.8);font-size:28px;margin:26px 0 0;max-width:900px;line-height:1.4}
</style></head><body><div class="glow1"></div><div class="glow2"></div><div class="wrap">
<div class="brand">${mark(56)}${brandName}</div>
<div class="eyebrow">Video-led marketing for the IT channel</div>
<h1>${tagline}</h1>
<p>Customer stories, explainers and event films for MSPs, technology vendors and distributors.</p>
</div></body></html>`;

const icon = (size) =>
  `<!doctype html><html><body style="margin:0;background:#c2410c;width:${size}px;height:${size}px;display:grid;place-items:center">
<svg width="${size * 0.5}" height="${size * 0.5}" viewBox="0 0 20 20"><path d="M4 1.5v17l14-8.5z" fill="#fff"/></svg></body></html>`;

const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
const browser = await chromium.launch({ executablePath });
const shots = [
  { html: shareCard, width: 1200, height: 630, path: "public/og-image.png" },
  { html: icon(192), width: 192, height: 192, path: "public/icon-192.png" },
  { html: icon(512), width: 512, height: 512, path: "public/icon-512.png" },
  { html: icon(180), width: 180, height: 180, path: "public/apple-icon.png" },
];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  await page.setContent(shot.html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot.path });
  await page.close();
  console.log(`wrote ${shot.path}`);
}
await browser.close();
