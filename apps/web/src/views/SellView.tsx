import { PropertyValuationForm } from "@/src/components/forms/PropertyValuationForm";
import { FormPage } from "./FormPage";

/**
 * /sell/: the property valuation form. `carriedQuery` is the value calculator's figures when the
 * page is rendered per request for a link that carries them (app/sell/figures, decision 0022).
 */
export function SellView({ carriedQuery }: { carriedQuery?: string }) {
  return (
    <FormPage
      path="/sell/"
      form={(fallback) => <PropertyValuationForm fallback={fallback} carriedQuery={carriedQuery} />}
      points={[
        "A free valuation based on your rent roll, occupancy and expenses",
        "Confidential: tenants and staff are not contacted",
        "Access to our investor network of qualified buyers",
      ]}
    />
  );
}
