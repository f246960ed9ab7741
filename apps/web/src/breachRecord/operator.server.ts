/**
 * The breach record for the operator's routes and the Privacy page (decision 0055): the store of
 * the running backend, the team's names from the content, and the server's clock.
 */
import "server-only";
import { getAgentProfile } from "@/src/content/content.server";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS } from "@/src/operator/access.server";
import { teamMemberNames } from "@/src/team/members";
import { getBreachRecordBackend } from "./backend";
import type { BreachRequestDeps } from "./requests";
import type { BreachRecordStore } from "./store";

/** Where the store is missing: hosted without the service-role key. */
export class BreachRecordUnavailable extends Error {
  constructor() {
    super("The breach record needs the database's service-role key (SUPABASE_SERVICE_ROLE_KEY).");
    this.name = "BreachRecordUnavailable";
  }
}

export async function breachRecordStore(): Promise<BreachRecordStore> {
  const store = (await (await getBreachRecordBackend()).repository()).breachRecords;
  if (!store) throw new BreachRecordUnavailable();
  return store;
}

export function breachRequestDeps(): BreachRequestDeps {
  return {
    store: breachRecordStore,
    members: async () => teamMemberNames(await getAgentProfile()),
    now: () => new Date(),
    headers: OPERATOR_HEADERS,
    logError,
  };
}
