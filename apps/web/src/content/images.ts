/**
 * One image-URL helper for both modes. Hosted: Sanity CDN URLs, resized by the CDN. Embedded:
 * the seed dataset's import references (`image@file://./images/x.webp`), served from
 * /seed-images/ (copied from apps/studio/seed/images at build).
 */
import type { ContentImage } from "./types";

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

/** CSS object-position for an image's hotspot, or undefined (centred) without one. */
export function focusPosition(image: Pick<ContentImage, "focus"> | null | undefined): string | undefined {
  const x = image?.focus?.x;
  const y = image?.focus?.y;
  if (typeof x !== "number" || typeof y !== "number" || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}
