"use client";

import { LIMITS } from "@agency/supabase/lead-fields";
import { TextAreaField, TextField } from "@agency/ui";
import { submitContactForm } from "../../leads/actions";
import { LeadForm } from "./LeadForm";

export function ContactForm({ fallback }: { fallback: { email: string; phone: string } }) {
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
          <TextAreaField id="message" label="Message" required maxLength={LIMITS.message} defaultValue={state.values.message} error={state.fieldErrors.message} />
        </>
      )}
    </LeadForm>
  );
}
