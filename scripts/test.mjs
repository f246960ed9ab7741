// `npm test`: the whole suite, in the order that fails fastest. Each step is one npm script;
// the run stops at the first failing step and exits non-zero.
import { spawnSync } from "node:child_process";
import { E2E_BUILD_SECRETS, E2E_SITE_URL } from "../tests/support/site.ts";

const steps = [
  ["type-check every workspace", ["run", "typecheck"]],
  ["lint every workspace", ["run", "lint"]],
  ["unit and integration tests (Vitest)", ["run", "test:unit"]],
  // The Studio bundled as editors get it, with a project set: an import the bundler cannot resolve
  // fails here, not in their browser, and so does a bundle that would edit "placeholder" (tests/studio-build.ts).
  ["production build of the Studio, carrying its project (apps/studio/dist)", ["run", "test:studio-build"]],
  // One production build, shared by every step after it (E2E_REUSE_BUILD).
  ["production build (apps/web)", ["run", "build"]],
  // The publishing fixture dataset needs a build of its own (docs/decisions/0020-publishing.md).
  ["production build of the publishing fixture (apps/web/.next-publishing)", ["run", "build:fixture"]],
  // Hosted mode against the stand-in Content Lake: pages published after the build (decision 0020).
  ["production build in hosted mode (apps/web/.next-hosted)", ["run", "build:hosted"]],
  ["no secret in the build (every secret variable's value grepped for)", ["run", "test:secrets"]],
  ["end-to-end tests (Playwright, production build, Chromium)", ["run", "test:e2e"]],
  // Reuses the build above; Lighthouse and first-load JS against the floor (decision 0009).
  ["performance budget (first-load JS, HTML, Lighthouse)", ["run", "budget"]],
  ["faults and load: 5,000 leads, SIGKILL, mail down, database cut, two servers (no lead lost)", ["run", "test:faults"]],
  ["security headers graded by the Mozilla HTTP Observatory (A+ required)", ["run", "test:observatory"]],
];

let passed = 0;
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(" ")}`);
  const started = Date.now();
  // SITE_URL: the build is reused by the end-to-end tests, which assert canonical URLs. The secret
  // stand-ins are set for the build only (the servers the tests start do not see them), so the
  // secret scan can look for them in what the build wrote.
  const result = spawnSync("npm", args, {
    stdio: "inherit",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      E2E_REUSE_BUILD: "1",
      SITE_URL: E2E_SITE_URL,
      ...(args.includes("build") ? E2E_BUILD_SECRETS : {}),
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
