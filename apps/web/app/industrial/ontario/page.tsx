import { contentPage } from "../../../src/views/contentPage";

const page = contentPage("/industrial/ontario/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
