import { SellView } from "@/src/views/SellView";
import { metadataForPath } from "@/src/views/pageMetadata";

export const generateMetadata = () => metadataForPath("/sell/");

export default function SellPage() {
  return <SellView />;
}
