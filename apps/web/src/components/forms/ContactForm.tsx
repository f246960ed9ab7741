"use client";

import { LIMITS } from "@agency/supabase/lead-fields";
import { useEffect, useState } from "react";
import { TextAreaField, TextField } from "@agency/ui";
import { CONTACT_MESSAGE_KEY } from "../../tools/roiQuery";
import { submitContactForm } from "../../leads/actions";
import { LeadForm } from "./LeadForm";

export function ContactForm({ fallback }: { fallback: { email: string; phone: string } }) {
  // A message started elsewhere on the site (the ROI tool's "Talk through your numbers" puts the
  // scenario's link in ?message=): the visitor sees it and may edit it before sending.
  const [started, setStarted] = useState("");
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get(CONTACT_MESSAGE_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the URL after hydration (the page is static)
    if (text) setStarted(text.slice(0, LIMITS.message));
  }, []);
  return (
    <LeadForm
      kind="contact"
      name="Contact Us"
      action={submitContactForm}
      submitLabel="Send Message"
      pendingLabel="Sending..."
      successToast="Thank you! Your message has been sent successfully."
      success={{ heading: "Thank You!", text: "Your message has been sent. We reply within one business day.", againLabel: "Send Another Message" }}
      fallback={fallback}
    >
      {(state) => (
        <>
          <TextField id="name" label="Name" required autoComplete="name" maxLength={LIMITS.name} defaultValue={state.values.name} error={state.fieldErrors.name} />
          <TextField id="email" label="E-mail" type="email" required autoComplete="email" maxLength={LIMITS.email} defaultValue={state.values.email} error={state.fieldErrors.email} />
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
