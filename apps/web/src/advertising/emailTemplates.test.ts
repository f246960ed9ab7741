/**
 * Every e-mail the site sends, rendered with fixtures and the signature the server gives it, then
 * checked like a page (issue 43, decision 0053): the brokerage's registered name and address are
 * there, and the registrant is never named without the title. The checker's own tests
 * (advertisingCheck.test.ts) show it fails an e-mail without them.
 */
import { buildNotificationEmail, buildTestEmail } from "@agency/supabase/notification-email";
import { describe, expect, it } from "vitest";
import { buildAnnouncementEmail, type Sender } from "@/src/announcements/email";
import { buildConfirmationEmail } from "@/src/consent/confirmationMail";
import { buildAccessEmail, buildSignatureNotice } from "@/src/dealRoom/mail/mail";
import { buildOfferNotice } from "@/src/dealRoom/mail/offerMail";
import type { DueOfferMail } from "@/src/dealRoom/offers/offerStore";
import type { OwnerReportModel } from "@/src/dealRoom/reports/ownerReportModel";
import type { DueSignatureMail } from "@/src/dealRoom/store";
import { buildWeeklyReportEmail } from "@/src/dealRoom/mail/weeklyReportMail";
import { advertisingFaults, visibleText } from "./advertisingCheck";
import { signatureLines } from "./identity";
import { TEST_IDENTITY, TEST_RULES } from "./testIdentity";

const AT = new Date("2026-11-24T15:00:00Z");
const SIGNATURE = signatureLines(TEST_IDENTITY);
const SENDER: Sender = {
  ...TEST_IDENTITY,
  address: { locality: "Toronto", region: "ON", country: "CA" },
  email: "info@example.ca",
};
const TEAM = {
  agencyName: TEST_IDENTITY.agencyName,
  brokerageName: TEST_IDENTITY.brokerageName,
  email: "info@example.ca",
  phone: "(416) 555-0148",
  signature: SIGNATURE,
};

const SIGNER: DueSignatureMail = {
  id: "s1",
  acceptedAt: AT.toISOString(),
  listing: "gta-storage",
  name: "Jordan Lee",
  email: "jordan@example.ca",
  phone: "416-555-0199",
  company: null,
  role: "principal",
  clientName: null,
  agreementVersion: "2026-11",
  agreementSha256: "a".repeat(64),
  accessSentAt: null,
  teamNotifiedAt: null,
  attempts: 0,
  accessWithheld: null,
  accessGrantedAt: null,
};
const OFFER: DueOfferMail = {
  id: "o1",
  listing: "gta-storage",
  revision: 1,
  submittedAt: AT.toISOString(),
  proofFileName: null,
  late: false,
  callForOffersAt: null,
  attempts: 0,
  buyer: { name: "Jordan Lee", email: "jordan@example.ca", phone: "416-555-0199", company: null, role: "principal", clientName: null },
  price: 7_200_000,
  deposit: 250_000,
  dueDiligenceDays: 45,
  financing: "none",
  lender: null,
  closingDate: "2027-02-01",
  conditions: null,
};
const REPORT: OwnerReportModel = {
  slug: "gta-storage",
  title: "GTA storage portfolio",
  generatedAt: AT,
  listedAt: "2026-10-01",
  weeksOnMarket: 8,
  counts: { pageViews: 120, agreementsOpened: 9, signed: 5, confirmed: 4, downloaded: 3, offered: 1, revisions: 0 },
  steps: [{ label: "Listing page views", count: 120, conversion: null, note: null }],
  weeks: [],
  buyers: null,
};

/** Each template by name, as the site renders it. */
const TEMPLATES: [string, { text: string; html: string }][] = [
  [
    "investor announcement",
    buildAnnouncementEmail(
      "priya@example.ca",
      {
        name: "Priya",
        listing: {
          slug: "barrie-storage",
          title: "Barrie Storage",
          assetClass: "self-storage",
          region: "Barrie",
          askingPrice: 4_500_000,
          capRate: 6.9,
          confidential: false,
        },
        buyBox: {
          buy_asset_classes: ["self-storage"],
          buy_regions: null,
          buy_price_min: null,
          buy_price_max: null,
          buy_cap_rate_min: null,
        },
      },
      { siteUrl: "https://www.example-agency.ca", unsubscribeUrl: "https://x.ca/u", preferencesUrl: "https://x.ca/p", sender: SENDER },
    ),
  ],
  [
    "consent confirmation",
    buildConfirmationEmail(
      { email: "priya@example.ca", name: "Priya" },
      { confirm: "https://x.ca/c", preferences: "https://x.ca/p" },
      SENDER,
    ),
  ],
  [
    "deal room access link",
    buildAccessEmail({ signer: SIGNER, listingTitle: "GTA storage portfolio", link: "https://x.ca/room", team: TEAM }),
  ],
  [
    "deal room signature notice",
    buildSignatureNotice({ signer: SIGNER, listingTitle: "GTA storage portfolio", operatorUrl: "https://x.ca/d", signature: SIGNATURE }),
  ],
  [
    "offer notice",
    buildOfferNotice({ offer: OFFER, listingTitle: "GTA storage portfolio", operatorUrl: "https://x.ca/d", signature: SIGNATURE }),
  ],
  [
    "weekly owner's report",
    buildWeeklyReportEmail({
      model: REPORT,
      isoWeek: "2026-W48",
      link: "https://x.ca/r",
      operatorUrl: "https://x.ca/d",
      signature: SIGNATURE,
    }),
  ],
  [
    "contact lead notification",
    buildNotificationEmail("contact", { name: "Ann", email: "a@example.ca", message: "Hi" }, { receivedAt: AT, signature: SIGNATURE }),
  ],
  [
    "investor lead notification",
    buildNotificationEmail(
      "investor",
      {
        name: "Li",
        email: "li@example.ca",
        investment_profile: "GTA storage",
        message: null,
        consent_deal_emails: true,
        buy_asset_classes: ["self-storage"],
        buy_regions: null,
        buy_price_min: null,
        buy_price_max: null,
        buy_cap_rate_min: null,
      },
      { receivedAt: AT, signature: SIGNATURE },
    ),
  ],
  [
    "valuation lead notification",
    buildNotificationEmail(
      "valuation",
      { name: "Ann", email: "ann@example.ca", phone: null, property_address: null, property_type: "land", message: null },
      { receivedAt: AT, signature: SIGNATURE },
    ),
  ],
  ["test e-mail", buildTestEmail({ sentAt: AT, signature: SIGNATURE })],
];

describe("every e-mail the site sends carries the brokerage and names the registrant with the title", () => {
  it.each(TEMPLATES)("%s (text)", (_name, email) => {
    expect(advertisingFaults(email.text, TEST_RULES)).toEqual([]);
  });

  it.each(TEMPLATES)("%s (HTML)", (_name, email) => {
    expect(advertisingFaults(visibleText(email.html), TEST_RULES)).toEqual([]);
  });

  it("fails the same e-mail without its signature", () => {
    const bare = buildNotificationEmail(
      "contact",
      { name: "Ann", email: "a@example.ca", message: "Call Daniel Mercer" },
      { receivedAt: AT },
    );
    expect(advertisingFaults(bare.text, TEST_RULES)).toEqual([
      `The brokerage's registered name "${TEST_RULES.brokerageName}" is missing.`,
      `The brokerage's address "${TEST_RULES.brokerageAddress}" is missing.`,
      "Daniel Mercer is named without a permitted title beside the name.",
    ]);
  });
});
