import { buyBoxRegions } from "@agency/paths/regions";
import { getListingRegions } from "@/src/content/content.server";
import { InvestorSignupForm } from "@/src/components/forms/InvestorSignupForm";
import { FormPage } from "@/src/views/FormPage";
import { metadataForPath } from "@/src/views/pageMetadata";

export const generateMetadata = () => metadataForPath("/off-market/");

export default async function OffMarketPage() {
  // The buy box offers the Ontario regions of the markets (packages/paths/src/regions.ts), even
  // before any listing is published, and any other region a published listing uses.
  const regions = buyBoxRegions(await getListingRegions());
  return (
    <FormPage
      path="/off-market/"
      form={(fallback, settings) => <InvestorSignupForm fallback={fallback} agencyName={settings.agencyName} regions={regions} />}
      points={[
        "Facilities shared before they reach the market, under NDA",
        "Documents in a shared folder once the NDA is signed",
        "Only opportunities that match your profile; unsubscribe at any time",
      ]}
    />
  );
}
