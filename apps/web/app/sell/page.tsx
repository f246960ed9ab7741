import { contentPage } from "../../src/views/contentPage";

const page = contentPage("/sell/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
