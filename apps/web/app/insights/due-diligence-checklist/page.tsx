import { guidePage } from "../../../src/views/contentPage";

const page = guidePage("insights", "due-diligence-checklist");

export const generateMetadata = page.generateMetadata;
export default page.Page;
