/**
 * The Studio reads the same variables as the web app. Without a project configured it builds
 * with a documented placeholder id (it must match [a-z0-9-]); such a Studio cannot log in, which
 * is the point: embedded mode never talks to Sanity.
 */
export const PLACEHOLDER_PROJECT_ID = "placeholder";

/** The Content Lake API version every query of the Studio (validation, actions, Vision) uses. */
export const STUDIO_API_VERSION = "2025-10-01";

const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

export const projectId = env.SANITY_STUDIO_PROJECT_ID || env.NEXT_PUBLIC_SANITY_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = env.SANITY_STUDIO_DATASET || env.NEXT_PUBLIC_SANITY_DATASET || "production";
