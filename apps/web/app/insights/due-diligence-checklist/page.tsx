import { contentPage } from "../../../src/views/contentPage";

const page = contentPage("/insights/due-diligence-checklist/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
