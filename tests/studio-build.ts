// `npm run test:studio-build`, the Studio step of `npm test`: builds the Studio as editors get it,
// with a project, dataset and preview site set, and checks that the bundle carries them. An import
// the bundler cannot resolve fails here too, not in an editor's browser. One build: this step
// replaces the plain Studio build `npm test` made before (issue 37).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { studioBundleProblems, studioBundleText, type StudioBuildSettings } from "./support/studioBundle.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Values no default could produce, so finding them proves the environment reached the bundle. */
export const STUDIO_CHECK_SETTINGS: StudioBuildSettings = {
  projectId: "zz9bars1",
  dataset: "studio-check",
  previewOrigin: "https://preview.example-agency.ca",
};

const build = spawnSync("npm", ["run", "build", "--workspace=apps/studio"], {
  cwd: repoRoot,
  stdio: "inherit",
  env: {
    ...process.env,
    SANITY_STUDIO_PROJECT_ID: STUDIO_CHECK_SETTINGS.projectId,
    SANITY_STUDIO_DATASET: STUDIO_CHECK_SETTINGS.dataset,
    SANITY_STUDIO_PREVIEW_URL: STUDIO_CHECK_SETTINGS.previewOrigin,
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const problems = studioBundleProblems(studioBundleText(path.join(repoRoot, "apps/studio/dist")), STUDIO_CHECK_SETTINGS);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(`The Studio bundle edits project ${STUDIO_CHECK_SETTINGS.projectId}, dataset ${STUDIO_CHECK_SETTINGS.dataset}.`);
