/**
 * Work to finish before the process exits, such as writing the page views still held in memory
 * (src/analytics/viewBuffer.ts). scripts/serve.mjs runs these hooks on SIGTERM and SIGINT, within
 * its five seconds' grace, after the server stops taking requests. Kept on globalThis
 * (processWide): serve.mjs and Next.js's bundles each load their own copy of a module.
 */
import { processWide } from "./processWide.ts";

type ShutdownHook = () => Promise<unknown>;

const hooks = () => processWide("shutdownHooks", () => new Set<ShutdownHook>());

export function onShutdown(hook: ShutdownHook): void {
  hooks().add(hook);
}

/** Runs every hook, each failure reported and none stopping the others. */
export async function runShutdownHooks(logError: (message: string, error: unknown) => void): Promise<void> {
  await Promise.all([...hooks()].map((hook) => hook().catch((error: unknown) => logError("A shutdown task failed", error))));
}
