import { contentPage } from "../../../src/views/contentPage";

const page = contentPage("/tools/roi-calculator/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
