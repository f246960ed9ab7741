import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/insights/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
