/**
 * The start-up check of a production server against its build (src/buildSettings/buildSettings.ts), run by
 * instrumentation.ts before anything reads the environment, wherever the server runs (`npm start`,
 * `next start`, the artifact, Vercel).
 */
import { BUILD_SETTING_NAMES, buildSettingsOf, mismatchMessage, settingsMismatches, type BuildSettings } from "./buildSettings";
import { parseEnv } from "@/src/env";

/** The settings the build recorded: next.config.ts's `env` writes this literal into the bundle. */
function builtSettings(): BuildSettings | null {
  const recorded = process.env.AGENCY_BUILT_SETTINGS;
  if (!recorded) return null;
  const parsed = JSON.parse(recorded) as Partial<BuildSettings>;
  return Object.fromEntries(BUILD_SETTING_NAMES.map((name) => [name, parsed[name] ?? null])) as BuildSettings;
}

export function checkBuildSettings(): void {
  if (process.env.NODE_ENV !== "production") return;
  const built = builtSettings();
  if (!built) return;
  // SITE_URL unset here: the build's own, rather than parseEnv's default of http://127.0.0.1:3000.
  const siteUrlSet = Boolean(process.env.SITE_URL);
  if (!siteUrlSet && built.SITE_URL) process.env.SITE_URL = built.SITE_URL;
  const serving = buildSettingsOf(parseEnv(process.env));
  const mismatches = settingsMismatches(built, { ...serving, SITE_URL: siteUrlSet ? serving.SITE_URL : null });
  if (mismatches.length === 0) return;
  console.error(mismatchMessage(mismatches));
  process.exit(1);
}
