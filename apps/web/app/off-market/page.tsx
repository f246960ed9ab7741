import { contentPage } from "../../src/views/contentPage";

const page = contentPage("/off-market/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
