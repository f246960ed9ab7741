/**
 * The process's leads backend, as the runtime built it (src/server/runtime.server.ts; the backend itself
 * is src/server/createBackend.server.ts). Routes, actions and operator pages ask here.
 */
import "server-only";
import { getRuntime } from "./runtime.server";
import type { Backend } from "./createBackend.server";

export type { Backend } from "./createBackend.server";
export type { CallFunction, FunctionResponse } from "@/src/leads/functionCallers";

/** The process's backend; its notification retry loop starts with it. */
export function getBackend(): Promise<Backend> {
  return getRuntime().backend();
}
