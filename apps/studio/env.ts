/**
 * The Studio's project, dataset and preview site. Without a project configured it builds with a
 * documented placeholder id (it must match [a-z0-9-]); such a Studio cannot log in, which is the
 * point: embedded mode never talks to Sanity.
 *
 * Every read is a literal `process.env.SANITY_STUDIO_…` expression: Sanity's build (Vite `define`)
 * replaces exactly those expressions with their values, and nothing else, so a copy of
 * `process.env` would be `{}` in the browser and the deployed Studio would edit "placeholder".
 * sanity.cli.ts defines the three names for the bundle from `studioSettings()` below, which runs in
 * Node at build time, so the NEXT_PUBLIC_* fallbacks reach the bundle too.
 */
export const PLACEHOLDER_PROJECT_ID = "placeholder";

/** The Content Lake API version every query of the Studio (validation, actions, Vision) uses. */
export const STUDIO_API_VERSION = "2025-10-01";

/** Where Presentation opens the site when SANITY_STUDIO_PREVIEW_URL is unset: `npm run dev`'s site. */
export const DEFAULT_PREVIEW_ORIGIN = "http://localhost:3000";

export interface StudioSettings {
  projectId: string;
  dataset: string;
  previewOrigin: string;
}

/**
 * The settings from an environment, with the web app's names as fallbacks (one .env for both).
 * Called by sanity.cli.ts in Node with the real environment.
 */
export function studioSettings(env: Record<string, string | undefined>): StudioSettings {
  return {
    projectId: env.SANITY_STUDIO_PROJECT_ID || env.NEXT_PUBLIC_SANITY_PROJECT_ID || PLACEHOLDER_PROJECT_ID,
    dataset: env.SANITY_STUDIO_DATASET || env.NEXT_PUBLIC_SANITY_DATASET || "production",
    previewOrigin: env.SANITY_STUDIO_PREVIEW_URL || DEFAULT_PREVIEW_ORIGIN,
  };
}

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
