import type { NextConfig } from "next";

// The settings of apps/web/next.config.ts that affect the pages a browser loads; content, images
// and headers are the site's own and have no place in the floor.
const nextConfig: NextConfig = {
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
