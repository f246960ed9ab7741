/** The success stories, drawn by apps/web/src/components/richText/SuccessStoriesBlock.tsx. */
import { StarIcon } from "@sanity/icons/Star";
import { embed } from "./embedBlock";

export const successStories = embed("successStories", "Success stories", "The sold-facility cards (Home → Success stories).", StarIcon);
