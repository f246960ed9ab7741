/**
 * What the operator's pages and routes need from the server, declared here and handed over through
 * a slot the server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import type { FunctionHandlers } from "@agency/supabase/functions";
import { slot } from "@/src/platform/slot";
import type { CallFunction } from "@/src/leads/functionCallers";
import type { LeadStore } from "@/src/leads/store/types";
import type { LeadWebhookStore } from "@/src/leads/webhook/store";
import type { SignOutList } from "./session";

export interface OperatorBackend {
  /** The secrets a session cookie may be signed with, the one to sign new ones with first. */
  sessionSecrets: () => Promise<Buffer[]>;
  signedOutSessions: SignOutList;
  /** A function's whole answer, for the diagnostics. */
  callFunction: CallFunction;
  /** Embedded: the in-process handlers the functions route serves; hosted: null. */
  functionHandlers: FunctionHandlers | null;
  /** The leads, and the CRM webhook's states beside them. */
  repository: () => Promise<LeadStore & { readonly webhooks: LeadWebhookStore | null }>;
}

export const operatorSlot = slot<OperatorBackend>("operator");

/** The operator's backend, as the server filled its slot. */
export function getOperatorBackend(): Promise<OperatorBackend> {
  return operatorSlot.get();
}
