/**
 * A slot: how a feature receives what it needs from the server without importing it
 * (docs/decisions/0056-server-on-top.md). The feature declares, in its own folder, the interface
 * it needs and one slot typed by it; the server (src/server/slots.server.ts) fills every slot when
 * the process starts (instrumentation.ts), with what the runtime builds. Arrows keep pointing one
 * way: the server imports the feature to fill its slot, the feature imports only this room.
 *
 * Process-wide (src/process/processWide.ts): Next.js bundles the instrumentation hook, the pages and
 * the route handlers separately, and a slot filled by one must be seen by all.
 */
import { processWide } from "@/src/process/processWide";

export interface Slot<T> {
  readonly name: string;
  /** What the server put in the slot; rejects while the server has not filled it. */
  get(): Promise<T>;
  /** Called by the server at start: later reads call `provide` (which may open things lazily). */
  fill(provide: () => Promise<T>): void;
}

export function slot<T>(name: string): Slot<T> {
  const held = processWide(`slot.${name}`, () => ({ provide: undefined as (() => Promise<T>) | undefined }));
  return {
    name,
    get() {
      if (!held.provide)
        return Promise.reject(new Error(`The server has not started: the ${name} slot is empty (src/server/slots.server.ts fills it)`));
      return held.provide();
    },
    fill(provide) {
      held.provide = provide;
    },
  };
}
