"use client";

import { LIMITS } from "@agency/supabase/lead-fields";
import { useEffect, useState } from "react";
import { TextAreaField } from "@agency/ui";
import { listingPath } from "@agency/paths";
import { CONTACT_MESSAGE_KEY } from "@/src/tools/roiQuery";
import { LISTING_FIELD, listingNameFromSlug, listingSlugFromQuery } from "@/src/listings/enquiry";
import { submitContactForm } from "@/src/leads/actions";
import { IdentityFields } from "./IdentityFields";
import { LeadForm } from "./LeadForm";

export function ContactForm({ fallback }: { fallback: { email: string; phone: string } }) {
  // A message started elsewhere on the site (the ROI tool's "Talk through your numbers" puts the
  // scenario's link in ?message=): the visitor sees it and may edit it before sending.
  const [started, setStarted] = useState("");
  // The listing of "Enquire about this listing" (/contact/?listing={slug}): named above the fields
  // and sent in a hidden field. The server keeps it only if the listing exists; without
  // JavaScript it reads the same query from the post's Referer.
  const [listing, setListing] = useState<string | null>(null);
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get(CONTACT_MESSAGE_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the URL after hydration (the page is static)
    if (text) setStarted(text.slice(0, LIMITS.message));
    setListing(listingSlugFromQuery(window.location.search));
  }, []);
  return (
    <LeadForm
      kind="contact"
      name="Contact Us"
      action={submitContactForm}
      submitLabel="Send Message"
      pendingLabel="Sending..."
      successToast="Thank you! Your message has been sent successfully."
      success={{
        heading: "Thank You!",
        text: "Your message has been sent. We reply within one business day.",
        againLabel: "Send Another Message",
      }}
      fallback={fallback}
    >
      {(state) => (
        <>
          {listing && (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800" data-testid="enquiry-listing">
              Your message is about the listing{" "}
              <a href={listingPath(listing)} className="font-semibold underline">
                {listingNameFromSlug(listing)}
              </a>
              .
              <input type="hidden" name={LISTING_FIELD} value={listing} />
            </p>
          )}
          <IdentityFields values={state.values} fieldErrors={state.fieldErrors} />
          <TextAreaField
            // Remounted once the started message is read, so it appears in the (uncontrolled) field.
            key={started ? "started" : "empty"}
            id="message"
            label="Message"
            required
            maxLength={LIMITS.message}
            defaultValue={state.values.message ?? started}
            error={state.fieldErrors.message}
          />
        </>
      )}
    </LeadForm>
  );
}
