"use client";

import Link from "next/link";
import { LIMITS } from "@agency/supabase/lead-fields";
import { CheckboxField, TextAreaField } from "@agency/ui";
import { submitInvestorSignup } from "@/src/leads/actions";
import { consentWordingParts } from "@/src/consent/wording";
import { BuyBoxFields } from "./BuyBoxFields";
import { IdentityFields } from "./IdentityFields";
import { LeadForm } from "./LeadForm";

export function InvestorSignupForm({
  fallback,
  agencyName,
  regions,
}: {
  fallback: { email: string; phone: string };
  agencyName: string;
  /** The published listings' regions, offered in the buy box. */
  regions: readonly string[];
}) {
  const consent = consentWordingParts(agencyName);
  return (
    <LeadForm
      kind="investor"
      name="Off-Market Investor Signup"
      action={submitInvestorSignup}
      submitLabel="Join the Investor Network"
      pendingLabel="Submitting..."
      successToast="Thank you! Your investor profile has been submitted successfully."
      success={{
        heading: "Welcome to Our Network!",
        text: "Check your inbox: we sent you an e-mail with a link to confirm your subscription. Deal e-mails start once you confirm.",
        againLabel: "Update Information",
      }}
      fallback={fallback}
    >
      {(state) => (
        <>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <IdentityFields values={state.values} fieldErrors={state.fieldErrors} />
          </div>
          <TextAreaField
            id="investment_profile"
            label="Investment Profile & Message"
            required
            hint="Markets, budget, facility size and timing you are looking for"
            maxLength={LIMITS.investmentProfile}
            defaultValue={state.values.investment_profile}
            error={state.fieldErrors.investment_profile}
          />
          <TextAreaField
            id="message"
            label="Additional message (optional)"
            rows={3}
            maxLength={LIMITS.message}
            defaultValue={state.values.message}
            error={state.fieldErrors.message}
          />
          <BuyBoxFields regions={regions} values={state.values} fieldErrors={state.fieldErrors} />
          <CheckboxField
            id="consent_deal_emails"
            required
            defaultChecked={state.values.consent_deal_emails === "on"}
            error={state.fieldErrors.consent_deal_emails}
            // The consent record keeps this exact wording (consent/wording.ts, decision 0037).
            label={
              <>
                {consent.before}
                <Link href="/privacy/" className="underline">
                  {consent.link}
                </Link>
                {consent.after} *
              </>
            }
          />
        </>
      )}
    </LeadForm>
  );
}
