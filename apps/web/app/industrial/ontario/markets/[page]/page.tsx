import { marketDirectoryRoute } from "@/src/views/page/MarketDirectoryView";

/** Pages 2… of the hub's market directory (src/views/page/MarketDirectoryView.tsx). */
// Next.js reads segment config as a literal in the route file: it cannot come from the factory.
export const dynamicParams = true;

const route = marketDirectoryRoute("industrial");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
