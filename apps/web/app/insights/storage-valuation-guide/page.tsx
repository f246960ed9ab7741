import { contentPage } from "../../../src/views/contentPage";

const page = contentPage("/insights/storage-valuation-guide/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
