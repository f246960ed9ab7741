/**
 * One image-URL helper for both modes. Hosted: Sanity CDN URLs, resized by the CDN. Embedded:
 * the seed dataset's import references (`image@file://./images/x.webp`), served from
 * /seed-images/ (copied from apps/studio/seed/images at build).
 */
const SEED_ASSET = /^image@file:\/\/\.\/images\/([A-Za-z0-9._-]+)$/;

export function resolveImageSrc(src: string | null | undefined, width?: number): string | null {
  if (!src) return null;
  const seed = SEED_ASSET.exec(src);
  if (seed) return `/seed-images/${seed[1]}`;
  if (src.startsWith("https://cdn.sanity.io/")) {
    const url = new URL(src);
    if (width) url.searchParams.set("w", String(width));
    url.searchParams.set("auto", "format");
    return url.toString();
  }
  return null;
}
