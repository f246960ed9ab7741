/**
 * The settings a production build bakes in, and the check that the server runs with the same
 * ones (issue 37). `next build` prerenders every page with SITE_URL in its canonical link, sitemap
 * entry and structured data, and with the Sanity project's content and image address patterns; a
 * server started with other values would serve pages of one site with the links, content and
 * images of another. Kept free of project imports, like env.ts: next.config.ts loads it.
 */

/** The variables a build bakes in, as the environment names them. */
export const BUILD_SETTING_NAMES = ["SITE_URL", "NEXT_PUBLIC_SANITY_PROJECT_ID", "NEXT_PUBLIC_SANITY_DATASET"] as const;
export type BuildSettings = Record<(typeof BUILD_SETTING_NAMES)[number], string | null>;

/** What next.config.ts records into the server bundles (its `env`), under this name. */
export const BUILT_SETTINGS_VARIABLE = "AGENCY_BUILT_SETTINGS";

/** The settings as the parsed environment (src/env.ts) has them; an unset project id is null. */
export function buildSettingsOf(env: {
  SITE_URL: string;
  NEXT_PUBLIC_SANITY_PROJECT_ID?: string;
  NEXT_PUBLIC_SANITY_DATASET: string;
}): BuildSettings {
  return {
    SITE_URL: env.SITE_URL,
    NEXT_PUBLIC_SANITY_PROJECT_ID: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? null,
    NEXT_PUBLIC_SANITY_DATASET: env.NEXT_PUBLIC_SANITY_PROJECT_ID ? env.NEXT_PUBLIC_SANITY_DATASET : null,
  };
}

/**
 * Why a production build may not run with this environment, or null. SITE_URL has no default
 * there: the default, http://127.0.0.1:3000, would reach canonical links, the sitemap and the
 * links e-mailed to investors.
 */
export function buildRefusal(source: Record<string, string | undefined>): string | null {
  if (source.SITE_URL) return null;
  return (
    "SITE_URL is not set. A production build writes it into every page's canonical link, the sitemap and the links " +
    "e-mailed to investors: set the site's public origin, e.g. SITE_URL=https://www.example.ca npm run build " +
    "(`npm start` builds with http://127.0.0.1:3000 to try the site on this machine)."
  );
}

function shown(value: string | null): string {
  return value === null ? "unset" : `"${value}"`;
}

/**
 * The differences between what the build baked in and what the server was started with, each
 * as a sentence naming the variable and both values; empty when they match. `serving` has the
 * raw environment's SITE_URL (null when unset: the server then takes the build's, not a default).
 */
export function settingsMismatches(built: BuildSettings, serving: BuildSettings): string[] {
  return BUILD_SETTING_NAMES.filter((name) => serving[name] !== built[name] && !(name === "SITE_URL" && serving[name] === null)).map(
    (name) => `${name} is ${shown(serving[name])} but the build was made with ${shown(built[name])}`,
  );
}

/** The start-up refusal for those differences. */
export function mismatchMessage(mismatches: string[]): string {
  return [
    "This server's settings differ from the build's:",
    ...mismatches.map((line) => `  - ${line}`),
    "Serve with the values the build was made with, or build again with the new ones (docs/deploying.md).",
  ].join("\n");
}
