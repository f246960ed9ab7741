import { guidePage } from "../../../../src/views/contentPage";

const page = guidePage("self-storage-insights", "ontario-storage-report");

export const generateMetadata = page.generateMetadata;
export default page.Page;
