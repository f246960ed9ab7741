/**
 * Every store on the hosted database (Supabase, through the client src/database/hosted.ts opens
 * with the service-role key): the lead store over PostgREST and each feature's store over the SQL
 * functions of supabase/migrations called as RPCs.
 */
import { toPendingDeliveries } from "@/src/database/deliveries";
import { failure, hostedRpc, openHostedClient, type HostedOptions } from "@/src/database/hosted";
import { createHostedLeadStore } from "@/src/leads/store/hosted";
import { createRpcSharedState } from "@/src/sharedState/store";
import { createRpcWebhookStore } from "@/src/leads/webhook/store";
import { createDealRoomStore, rpcDealRoomCall } from "@/src/dealRoom/store";
import { createRpcAnnouncementStore } from "@/src/announcements/store";
import { createPersonalInformationStore, rpcPersonalInformationCall } from "@/src/privacy/store";
import { createConsentStore, rpcConsentCall } from "@/src/consent/store";
import { createAnalyticsStore, rpcAnalyticsCall } from "@/src/analytics/store";
import { createTeamStore, rpcTeamCall } from "@/src/team/store";
import type { Stores } from "./types";
import { createBreachRecordStore, rpcBreachRecordCall } from "@/src/breachRecord/store";
import { createProposalStore, rpcProposalCall } from "@/src/proposals/store";

export { HostedDatabaseError, type HostedOptions as HostedRepositoryOptions } from "@/src/database/hosted";

export function createHostedRepository(options: HostedOptions): Stores {
  const service = openHostedClient(options);
  const rpc = hostedRpc(service);
  return {
    mode: "hosted",
    ...createHostedLeadStore(service),

    // The shared-state functions are the service role's alone, as is every other store's: the
    // client above is only ever opened with that key.
    sharedState: createRpcSharedState(rpc),
    webhooks: createRpcWebhookStore(rpc),
    dealRoom: createDealRoomStore(rpcDealRoomCall((name, args) => rpc(name, args, `The deal room's ${name} failed`))),
    announcements: createRpcAnnouncementStore(rpc),
    personalInformation: createPersonalInformationStore(
      rpcPersonalInformationCall((name, args) => rpc(name, args, `The personal information request ${name} failed`)),
    ),
    consent: createConsentStore(rpcConsentCall((name, args) => rpc(name, args, `The consent record's ${name} failed`))),
    analytics: createAnalyticsStore(rpcAnalyticsCall((name, args) => rpc(name, args, `Analytics: ${name} failed`))),
    team: createTeamStore(rpcTeamCall((name, args) => rpc(name, args, `The team workspace's ${name} failed`))),
    breachRecords: createBreachRecordStore(rpcBreachRecordCall((name, args) => rpc(name, args, `The breach record's ${name} failed`))),
    proposals: createProposalStore(rpcProposalCall((name, args) => rpc(name, args, `The proposals' ${name} failed`))),

    async pendingDeliveries({ webhooks }) {
      const data = await rpc("pending_deliveries", { p_include_webhooks: webhooks }, "Counting pending deliveries failed");
      return ((data ?? []) as unknown[]).map(toPendingDeliveries);
    },

    async appliedMigrations() {
      const data = await rpc("applied_migrations", {}, "Listing the applied migrations failed");
      return ((data ?? []) as { version?: unknown }[]).map((row) => String(row.version));
    },

    async ping(): Promise<void> {
      const { error, status } = await service.from("contact_forms").select("*", { count: "exact", head: true });
      if (error) throw failure(error, status, "Database unreachable");
    },

    async close(): Promise<void> {
      // Nothing is held open: the REST calls are one request each.
    },
  };
}
