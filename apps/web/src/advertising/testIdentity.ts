/** The advertising identity the e-mail and page tests use: the seed's, with a full brokerage address. */
import type { AdvertisingRules } from "./advertisingCheck";
import type { AdvertisingIdentity } from "./identity";

export const TEST_IDENTITY: AdvertisingIdentity = {
  agencyName: "Ontario Storage Advisors",
  brokerageName: "Lakeshore Commercial Realty Inc., Brokerage",
  brokerageAddress: "200 Front Street West, Suite 2400, Toronto, ON M5V 3K2",
  registrant: "Daniel Mercer, Sales Representative",
};

export const TEST_RULES: AdvertisingRules = {
  brokerageName: TEST_IDENTITY.brokerageName,
  brokerageAddress: TEST_IDENTITY.brokerageAddress,
  registrants: [{ registeredName: "Daniel Mercer", title: "Sales Representative", creaMember: false }],
  claimBasis: {
    claim: "An investor network of 1,000+ qualified buyers",
    source: "Investors on the team's off-market list who confirmed their subscription",
    asOf: "2026-10-01",
  },
};
