import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/self-storage/insights/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
