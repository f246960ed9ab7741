/**
 * The operator's requests about personal information (decision 0038), for the route and the
 * operator page: finds, exports and erases through the repository's store, and names the operator
 * in the log by a short hash of the session (one shared password: the session is the finest "who").
 */
import "server-only";
import { createHash } from "node:crypto";
import { getPrivacyBackend } from "./backend";
import type { OperatorSession } from "@/src/operator/session";
import type { PersonalInformationStore } from "./store";

/** Where the store is missing: hosted without the service-role key, which every request needs. */
export class PersonalInformationUnavailable extends Error {
  constructor() {
    super("Requests about personal information need the database's service-role key (SUPABASE_SERVICE_ROLE_KEY).");
    this.name = "PersonalInformationUnavailable";
  }
}

export async function personalInformationStore(): Promise<PersonalInformationStore> {
  const store = (await (await getPrivacyBackend()).repository()).personalInformation;
  if (!store) throw new PersonalInformationUnavailable();
  return store;
}

/** "session 3f2a9c1d0b7e": which sign-in made the request, never the session's secret nonce itself. */
export function operatorLabel(session: OperatorSession): string {
  return `session ${createHash("sha256").update(session.nonce).digest("hex").slice(0, 12)}`;
}
