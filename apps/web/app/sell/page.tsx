import { PropertyValuationForm } from "../../src/components/forms/PropertyValuationForm";
import { FormPage } from "../../src/views/FormPage";
import { metadataForPath } from "../../src/views/pageMetadata";

export const generateMetadata = () => metadataForPath("/sell/");

export default function SellPage() {
  return (
    <FormPage
      path="/sell/"
      form={(fallback) => <PropertyValuationForm fallback={fallback} />}
      points={[
        "A free valuation based on your rent roll, occupancy and expenses",
        "Confidential: tenants and staff are not contacted",
        "Access to an investor network of 1,000+ qualified buyers",
      ]}
    />
  );
}
