import { getHomePage } from "@/src/content/content.server";
import { SuccessStoryList } from "@/src/components/home/SuccessStories";

/** The success stories of the home page, placed inside another page's section. */
export async function SuccessStoriesBlock() {
  const { successStories } = await getHomePage();
  return successStories.length > 0 ? <SuccessStoryList stories={successStories} /> : null;
}
