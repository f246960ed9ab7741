// What the Studio's production bundle (apps/studio/dist) says about the project it edits: a
// deployed Studio must carry the project id, dataset and preview site it was built with, never the
// placeholder (issue 37: a copy of process.env was `{}` in the bundle).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface StudioBuildSettings {
  projectId: string;
  dataset: string;
  previewOrigin: string;
}

/** The JavaScript the Studio's browser bundle is made of. */
export function studioBundleText(distDir: string): string {
  return readdirSync(distDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

/** The problems with a bundle built with `settings` set; none when it carries every one of them. */
export function studioBundleProblems(bundle: string, settings: StudioBuildSettings): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(settings)) {
    // As a string literal in any of the three quotes a minifier writes.
    if (!['"', "'", "`"].some((quote) => bundle.includes(`${quote}${value}${quote}`)))
      problems.push(`${name} ${JSON.stringify(value)} is not in the bundle`);
  }
  // A read through a copy of process.env (`env.SANITY_STUDIO_PROJECT_ID`) is left as it is by the
  // build and finds nothing in the browser: the Studio would fall back to the placeholder.
  const copied = /[\w$]+\.SANITY_STUDIO_[A-Z_]+/.exec(bundle.replaceAll("process.env.SANITY_STUDIO_", ""));
  if (copied) problems.push(`the bundle reads ${copied[0]} at run time, where it is undefined`);
  if (/\|\|\s*["'`]placeholder["'`]|projectId:\s*["'`]placeholder["'`]/.test(bundle))
    problems.push(`the bundle can still fall back to the "placeholder" project`);
  return problems;
}
