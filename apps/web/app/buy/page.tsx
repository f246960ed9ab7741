import { contentPage } from "@/src/views/contentPage";

const page = contentPage("/buy/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
