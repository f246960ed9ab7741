import { contentPage } from "../../src/views/contentPage";

const page = contentPage("/contact/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
