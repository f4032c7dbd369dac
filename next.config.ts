import type { NextConfig } from "next";
import { launchSignal } from "./scripts/launch-gate.mjs";

/*
 * Build-time choices, both optional:
 * - SITE_URL: the public address canonical links, the sitemap and share cards use; overrides
 *   `siteUrl` in content/owner.ts, so a staging build and the live build differ by this alone.
 * - OWNER_MODULE: another file with the owner's details in place of content/owner.ts. The test
 *   suite builds a second export from tests/fixtures/owner-launched.ts, so that what a launched
 *   site does (play videos, link posts) is proven too, not only the placeholders' stand-ins.
 * And one it works out: LAUNCH_EXPORT, "1" when this build is a launch (scripts/launch-gate.mjs:
 * a host's build variable, or LAUNCH=1), read by lib/launch-export.ts.
 */
const ownerModule = process.env.OWNER_MODULE;

// Static export: every route becomes out/<route>/index.html, which any static CDN serves without rewrites.
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // Inlined into client code too, so the server render and hydration agree on the address.
  env: { SITE_URL: process.env.SITE_URL ?? "", LAUNCH_EXPORT: launchSignal(process.env) ? "1" : "" },
  turbopack: ownerModule ? { resolveAlias: { "@/content/owner": `./${ownerModule}` } } : {},
};

export default nextConfig;
