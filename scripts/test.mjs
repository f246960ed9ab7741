// `npm test`: the whole suite, in the order that fails fastest. Each step is one npm script; the
// run stops at the first failing step and exits non-zero.
import { spawn } from "node:child_process";
import { E2E_BUILD_SECRETS, E2E_SITE_URL } from "../tests/support/site.ts";

/**
 * Steps run one after another, except a list of lanes: the lanes run at the same time, the steps of
 * each lane one after another. The type-check, the lint and the Studio's build each keep one core
 * busy (TypeScript's checker is single-threaded, ESLint's type-aware rules build each workspace's
 * program again, Vite bundles on one thread), so on CI's two cores they share the two; ESLint,
 * the longest (about 300 s), has a lane to itself. The other lane's steps take about 190 s, and
 * Vitest follows them there: it uses the core ESLint leaves free instead of waiting for it
 * (about 110 s of a core otherwise idle).
 */
const steps = [
  {
    lanes: [
      [
        ["type-check every workspace", ["run", "typecheck"]],
        // The Studio bundled as editors get it, with a project set: an import the bundler cannot
        // resolve fails here, not in their browser, and so does a bundle that would edit
        // "placeholder" (tests/studio-build.ts).
        ["production build of the Studio, carrying its project (apps/studio/dist)", ["run", "test:studio-build"]],
        // `npm run lint` is the formatting check and ESLint's lane.
        ["formatting (Prettier)", ["run", "format:check"]],
        ["unit and integration tests (Vitest)", ["run", "test:unit"]],
      ],
      [["lint every workspace (ESLint, dependency rules)", ["run", "lint:code"]]],
    ],
  },
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

/**
 * Runs one step. Alone, it writes straight to the terminal; beside another, its output is kept and
 * written in one block when it ends, so two steps' lines never interleave.
 */
function run([name, args], { buffered }) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}: npm ${args.join(" ")}${buffered ? " (run alongside; its output follows when it ends)" : ""}`);
    const started = Date.now();
    // SITE_URL: the build is reused by the end-to-end tests, which assert canonical URLs. The secret
    // stand-ins are set for the build only (the servers the tests start do not see them), so the
    // secret scan can look for them in what the build wrote.
    const child = spawn("npm", args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        E2E_REUSE_BUILD: "1",
        SITE_URL: E2E_SITE_URL,
        ...(args.includes("build") ? E2E_BUILD_SECRETS : {}),
        // The first step type-checked the same code: the site's builds skip Next.js's own check.
        ...(/^build(:|$)/.test(args[1] ?? "") ? { BUILD_TYPECHECK: "off" } : {}),
      },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      if (ok) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed after ${seconds}s`);
      resolve({ ok, code: code ?? (signal ? 1 : 0) });
    });
  });
}

/** Runs a lane's steps one after another, stopping at its first failure. */
async function runLane(lane, buffered) {
  const results = [];
  for (const step of lane) {
    const result = await run(step, { buffered });
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const started = Date.now();
let passed = 0;
for (const step of steps) {
  const lanes = step.lanes ?? [[step]];
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))).flat();
  const failed = results.filter((result) => !result.ok);
  passed += results.length - failed.length;
  if (failed.length > 0) {
    console.log(`steps: ${passed} passed, ${failed.length} failed`);
    process.exit(failed[0].code || 1);
  }
}
console.log(`steps: ${passed} passed, 0 failed (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
