import type { PersonStatus } from "@/src/team/store";

/** The statuses in the team's words. */
export const STATUS_LABELS: Record<PersonStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "not-a-fit": "Not a fit",
  client: "Client",
};

/** A Toronto time as the workspace shows it. */
export const torontoTime = (iso: string) =>
  new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", dateStyle: "medium", timeStyle: "short" });
