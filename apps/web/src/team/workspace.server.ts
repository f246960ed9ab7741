/**
 * What every workspace page needs on the server (issue 45): the sign-in state, read once per
 * request, the workspace store, the team's names and the time now (the clock the e2e server's
 * faked time reaches; unit tests call the stores with their own).
 */
import "server-only";
import { cache } from "react";
import { getAgentProfile } from "@/src/content/content.server";
import { operatorAccess } from "@/src/operator/access.server";
import { getTeamBackend } from "./backend";
import { teamMemberNames } from "./members";
import type { TeamStore } from "./store";

export const workspaceAccess = cache(operatorAccess);

/** Where the store is missing: hosted without the service-role key. */
export class WorkspaceUnavailable extends Error {
  constructor() {
    super("The team's workspace needs the database's service-role key (SUPABASE_SERVICE_ROLE_KEY).");
    this.name = "WorkspaceUnavailable";
  }
}

export async function teamStore(): Promise<TeamStore> {
  const store = (await (await getTeamBackend()).repository()).team;
  if (!store) throw new WorkspaceUnavailable();
  return store;
}

export const teamMembers = cache(async (): Promise<string[]> => teamMemberNames(await getAgentProfile()));

/** Today's date in Toronto, YYYY-MM-DD, the day the team's follow-up dates are compared with. */
export function torontoDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
