import { ContactForm } from "@/src/components/forms/ContactForm";
import { FormPage } from "@/src/views/FormPage";
import { metadataForPath } from "@/src/views/pageMetadata";

export const generateMetadata = () => metadataForPath("/contact/");

export default function ContactPage() {
  return (
    <FormPage
      path="/contact/"
      form={(fallback) => <ContactForm fallback={fallback} />}
      points={[
        "A reply within one business day",
        "Buying, selling or valuing a facility: one specialist",
        "Your message stays confidential",
      ]}
    />
  );
}
