import { contentPage } from "../../src/views/contentPage";

const page = contentPage("/industrial/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
