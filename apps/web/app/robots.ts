import type { MetadataRoute } from "next";
import { serverEnv } from "@/src/env";
import { absoluteUrl } from "@/src/seo/site";

export default function robots(): MetadataRoute.Robots {
  const siteUrl = serverEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/diagnostics", "/team/", "/api/"] }],
    sitemap: absoluteUrl(siteUrl, "/sitemap.xml"),
    host: siteUrl,
  };
}
