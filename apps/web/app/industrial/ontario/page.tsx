import { industrialPage } from "@/src/views/contentPage";

const page = industrialPage("ontario");

export const generateMetadata = page.generateMetadata;
export default page.Page;
