import { HeadingPage } from "../../src/views/contentPage";
import { metadataForPath } from "../../src/views/pageMetadata";

// Operator page: never indexed whatever its record says (the operator issue adds the sign-in).
export const generateMetadata = () => metadataForPath("/diagnostics", { noindex: true });

export default function DiagnosticsPage() {
  return <HeadingPage path="/diagnostics" />;
}
