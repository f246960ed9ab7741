import { guidePage } from "../../../src/views/contentPage";

const page = guidePage("insights", "storage-valuation-guide");

export const generateMetadata = page.generateMetadata;
export default page.Page;
