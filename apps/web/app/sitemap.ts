import type { MetadataRoute } from "next";
import { getNoindexPaths } from "../src/content/content";
import { serverEnv } from "../src/env";
import { PUBLIC_ROUTES } from "../src/routing/routes";
import { absoluteUrl } from "../src/seo/site";

/** Every indexable route of the table, in canonical form; nothing marked noindex. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const noindex = new Set(await getNoindexPaths());
  const siteUrl = serverEnv().SITE_URL;
  return PUBLIC_ROUTES.filter((path) => !noindex.has(path)).map((path) => ({
    url: absoluteUrl(siteUrl, path),
    changeFrequency: path === "/" || path === "/insights/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").filter(Boolean).length === 1 ? 0.8 : 0.6,
  }));
}
