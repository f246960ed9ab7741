/**
 * A signature as the store tests record one (offerStore, reportStore): a signer of the test
 * agreement, with only what a test varies given; and the team their mailers write to. Tests only; no module of the site
 * imports it.
 */
import { createHash } from "node:crypto";
import type { NewSignature } from "./store";

const AGREEMENT_BODY = "You keep it confidential.";

/** The agreement every store test's signer accepts. */
export const TEST_AGREEMENT = {
  sha256: createHash("sha256").update(AGREEMENT_BODY).digest("hex"),
  body: AGREEMENT_BODY,
  version: "2026-11-20T15:00:00Z",
};

export function testSignature(listing: string, email: string, overrides: Partial<NewSignature> = {}): NewSignature {
  return {
    listing,
    name: "Jordan Lee",
    email,
    phone: "(416) 555-0199",
    company: "Northshore Capital",
    role: "principal",
    clientName: null,
    signature: "Jordan Lee",
    agreement: TEST_AGREEMENT,
    ip: null,
    userAgent: null,
    ...overrides,
  };
}

/** The team the store tests' mailers write to: deals@example.ca. */
export const TEST_TEAM = {
  agencyName: "Agency",
  brokerageName: null,
  email: "team@example.ca",
  phone: "416",
  signature: ["Daniel Mercer, Sales Representative", "Agency, a team of Test Realty Inc., Brokerage", "1 Test Street, Toronto"],
  notifyTo: ["deals@example.ca"],
};
