import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/self-storage/ontario/gta/investment-opportunities/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
