import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/self-storage/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
