import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/tools/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
