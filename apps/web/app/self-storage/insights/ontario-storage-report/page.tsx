import { contentPage } from "../../../../src/views/contentPage";

const page = contentPage("/self-storage/insights/ontario-storage-report/");

export const generateMetadata = page.generateMetadata;
export default page.Page;
