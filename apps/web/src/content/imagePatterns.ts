/**
 * What `/_next/image` may fetch and resize (next.config.ts `images.remotePatterns`): the images of
 * the configured Sanity project and dataset only. With `cdn.sanity.io` alone it would resize any
 * project's images on this server's CPU and serve them from this site's address. Embedded mode
 * has no remote images: none.
 */
export function sanityImagePatterns(projectId: string | undefined, dataset: string) {
  if (!projectId) return [];
  return [{ protocol: "https" as const, hostname: "cdn.sanity.io", pathname: `/images/${projectId}/${dataset}/**` }];
}
