import type { NextConfig } from "next";

// Static export: every route becomes out/<route>/index.html, which any static CDN serves without rewrites.
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
};

export default nextConfig;
