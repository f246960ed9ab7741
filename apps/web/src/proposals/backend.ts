/**
 * What the proposals need from the server, declared here and handed over through a slot the
 * server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md): the
 * proposals import nothing from src/server/.
 */
import { slot } from "@/src/platform/slot";
import type { LinkSecrets } from "@/src/security/signedLink";
import type { ProposalStore } from "./store";

export interface ProposalsBackend {
  /** The proposals' store (null where the database keeps none: hosted without the service-role key). */
  repository: () => Promise<{ readonly proposals: ProposalStore | null }>;
  /** The secret the owner's links are signed with now, and every secret a link may carry. */
  linkSecret: () => Promise<Buffer>;
  linkSecrets: () => Promise<LinkSecrets>;
}

export const proposalsSlot = slot<ProposalsBackend>("proposals");

export function getProposalsBackend(): Promise<ProposalsBackend> {
  return proposalsSlot.get();
}
