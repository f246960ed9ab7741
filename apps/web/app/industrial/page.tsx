import { industrialPage } from "@/src/views/contentPage";

const page = industrialPage("hub");

export const generateMetadata = page.generateMetadata;
export default page.Page;
