import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/about/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
