/**
 * The advertising rules of a dataset (issue 43, decision 0053), read from its documents without
 * the site's queries: the brokerage's registered name and address and the claim with its basis
 * from the site settings, and the registrant from the agent profile. The checks themselves are the site's own
 * (apps/web/src/advertising/advertisingCheck.ts), tested there on failing fixtures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AdvertisingRules } from "../../apps/web/src/advertising/advertisingCheck";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function advertisingRulesOf(dataset: string): AdvertisingRules {
  const documents = readFileSync(path.join(repoRoot, dataset), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const settings = documents.find((document) => document._id === "siteSettings") ?? {};
  const agent = documents.find((document) => document._id === "agentProfile") ?? {};
  return {
    brokerageName: String(settings.brokerageName),
    brokerageAddress: String(settings.brokerageAddress),
    registrants: [{ registeredName: String(agent.name), title: String(agent.title), creaMember: agent.creaMember === true }],
    claimBasis: {
      claim: String(settings.investorNetworkClaim),
      source: String(settings.investorNetworkSource),
      asOf: String(settings.investorNetworkAsOf),
    },
  };
}
