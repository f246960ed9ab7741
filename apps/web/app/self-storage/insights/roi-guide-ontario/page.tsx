import { guidePage } from "../../../../src/views/contentPage";

const page = guidePage("self-storage-insights", "roi-guide-ontario");

export const generateMetadata = page.generateMetadata;
export default page.Page;
