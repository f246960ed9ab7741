import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/self-storage/ontario/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
